import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { BotRecord, BotRelation } from '../../schemas/bot';
import { botApi } from './botApi';
import { RelateDialog } from './BotDialogs';
import { BOT_TEXTS as T } from './texts';
import { pageLink } from '../../domain/pages';

/** /VideoBotManagement/detail/:id: the video bot, its flow's nodes and the materials related to them. */
export function BotDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [bot, setBot] = useState<BotRecord | null>(null);
  const [relations, setRelations] = useState<BotRelation[]>([]);
  const [relating, setRelating] = useState(false);
  const load = useCallback(() => {
    void botApi.get('video', id).then(setBot);
    void botApi.relations(id).then((answer) => setRelations(answer.list));
  }, [id]);
  useEffect(load, [load]);
  if (!bot) return null;
  const nodeName = (nodeId: string) => bot.flow.nodes.find((n) => n.nodeId === nodeId)?.name ?? nodeId;
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6">{bot.name}</Typography>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => navigate(pageLink('videoBots'))}>{T.back}</Button>
            <Button
              onClick={() => navigate(pageLink('botPreview', {}, { botId: bot.id, callId: `preview-${Date.now()}` }))}
            >
              {T.preview}
            </Button>
            {bot.mine && <Button onClick={() => navigate(pageLink('botEditor', { id: bot.id }))}>{T.editFlow}</Button>}
            {bot.mine && (
              <Button variant="contained" onClick={() => setRelating(true)}>
                {T.relate}
              </Button>
            )}
          </Stack>
        </Stack>
        <Typography variant="subtitle1">{T.relations}</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{T.node}</TableCell>
              <TableCell>{T.flowNo}</TableCell>
              <TableCell>{T.material}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {relations.map((r) => (
              <TableRow key={`${r.nodeId}-${r.flowNo}`}>
                <TableCell>{nodeName(r.nodeId)}</TableCell>
                <TableCell>{r.flowNo}</TableCell>
                <TableCell>{r.materialName}</TableCell>
              </TableRow>
            ))}
            {relations.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{T.noRelations}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
      {relating && <RelateDialog open bot={bot} onClose={() => setRelating(false)} onDone={load} />}
    </Card>
  );
}
