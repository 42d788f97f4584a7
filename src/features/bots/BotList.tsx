import {
  Button,
  Card,
  CardContent,
  Dialog,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { botKindNames, botTexts, type BotKind, type BotRecord } from '../../schemas/bot';
import { storedAgent } from '../../session/session';
import { botApi } from './botApi';
import { AllotDialog, CreateBotDialog, RelateDialog } from './BotDialogs';
import { BotPreview } from './BotPreview';
import { BOT_TEXTS as T } from './texts';
import { pageLink, pagePath } from '../../domain/pages';

type Open =
  | { dialog: 'allot' | 'relate'; bot: BotRecord }
  | { dialog: 'preview'; bot: BotRecord; callId: string }
  | { dialog: 'create' }
  | null;

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** A row's actions: what every user may do with a bot it sees, and what only its owner (or the platform) may. */
function BotActions({
  bot,
  platform,
  onOpen,
  onRemoved,
}: {
  bot: BotRecord;
  platform: boolean;
  onOpen: (open: Open) => void;
  onRemoved: () => void;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const remove = async () => {
    if (!window.confirm(T.confirmRemove)) return;
    await botApi.remove(bot.kind, bot.id);
    notify(botTexts.deleted, { type: 'success' });
    onRemoved();
  };
  return (
    <Stack direction="row" spacing={1}>
      {bot.kind === 'video' && (
        <Button onClick={() => navigate(pageLink('videoBotDetail', { id: bot.id }))}>{T.detail}</Button>
      )}
      {bot.mine && (
        <Button
          onClick={() =>
            navigate(pageLink('botEditor', { id: bot.id }, { kind: bot.kind === 'audio' ? 'audio' : undefined }))
          }
        >
          {T.editFlow}
        </Button>
      )}
      <Button onClick={() => onOpen({ dialog: 'preview', bot, callId: `preview-${Date.now()}` })}>{T.preview}</Button>
      {platform && bot.mine && bot.isPublic && (
        <Button onClick={() => onOpen({ dialog: 'allot', bot })}>{T.allot}</Button>
      )}
      {bot.mine && bot.kind === 'video' && (
        <Button onClick={() => onOpen({ dialog: 'relate', bot })}>{T.relate}</Button>
      )}
      {bot.mine && (
        <Button color="error" onClick={() => void remove().catch(() => undefined)}>
          {T.remove}
        </Button>
      )}
    </Stack>
  );
}

/** /VoiceBotManagement/list and /VideoBotManagement/list (spec 3 §2): public bots and my bots. */
export function BotList() {
  const kind: BotKind = matchPath(pagePath('voiceBots'), useLocation().pathname) ? 'audio' : 'video';
  const platform = storedAgent()?.agentRole.level === '4';
  const [type, setType] = useState<'public' | 'mine'>('mine');
  const [bots, setBots] = useState<BotRecord[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const load = useCallback(() => void botApi.list(kind, type).then((answer) => setBots(answer.list)), [kind, type]);
  useEffect(load, [load]);
  const close = () => setOpen(null);
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6">{botKindNames[kind]}</Typography>
          <Button variant="contained" onClick={() => setOpen({ dialog: 'create' })}>
            {T.create}
          </Button>
        </Stack>
        <Tabs value={type} onChange={(_, value: 'public' | 'mine') => setType(value)}>
          <Tab value="mine" label={T.mineTab} />
          <Tab value="public" label={T.publicTab} />
        </Tabs>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{T.name}</TableCell>
              <TableCell>{T.nodes}</TableCell>
              {platform && <TableCell>{T.tenants}</TableCell>}
              <TableCell>{T.createdAt}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {bots.map((bot) => (
              <TableRow key={bot.id}>
                <TableCell>{bot.name}</TableCell>
                <TableCell>{bot.flow.nodes.length}</TableCell>
                {platform && <TableCell>{bot.useTenant.map((t) => t.name).join('、')}</TableCell>}
                <TableCell>{time(bot.createdAt)}</TableCell>
                <TableCell>
                  <BotActions bot={bot} platform={platform} onOpen={setOpen} onRemoved={load} />
                </TableCell>
              </TableRow>
            ))}
            {bots.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{T.empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
      {open?.dialog === 'create' && (
        <CreateBotDialog open kind={kind} platform={platform} onClose={close} onDone={load} />
      )}
      {open?.dialog === 'allot' && <AllotDialog open bot={open.bot} onClose={close} onDone={load} />}
      {open?.dialog === 'relate' && <RelateDialog open bot={open.bot} onClose={close} onDone={load} />}
      {open?.dialog === 'preview' && (
        <Dialog open onClose={close} slotProps={{ paper: { sx: { bgcolor: 'transparent', boxShadow: 'none' } } }}>
          <BotPreview botIds={[open.bot.id]} callId={open.callId} />
        </Dialog>
      )}
    </Card>
  );
}
