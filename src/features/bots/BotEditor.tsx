import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { flowProblem, newNode, removeNode, type BotFlow } from '../../domain/botFlow';
import { botTexts, type BotKind, type BotRecord } from '../../schemas/bot';
import { botApi } from './botApi';
import { NodeCard } from './NodeCard';
import { BOT_TEXTS as T } from './texts';
import { pageLink } from '../../domain/pages';

/** /VideoBotManagement/editor/:id (?kind=audio for a voice bot): the bot's flow, node by node. */
export function BotEditor() {
  const { id = '' } = useParams();
  const kind: BotKind = useSearchParams()[0].get('kind') === 'audio' ? 'audio' : 'video';
  const navigate = useNavigate();
  const notify = useNotify();
  const [bot, setBot] = useState<BotRecord | null>(null);
  const [flow, setFlow] = useState<BotFlow>({ nodes: [] });
  useEffect(() => {
    void botApi.get(kind, id).then((found) => {
      setBot(found);
      setFlow(found.flow);
    });
  }, [kind, id]);
  const save = async () => {
    const problem = flowProblem(flow);
    if (problem) return notify(problem, { type: 'error' });
    try {
      await botApi.saveFlow(kind, id, flow);
      notify(botTexts.saved, { type: 'success' });
    } catch {
      // The client showed the server's reason.
    }
  };
  if (!bot) return null;
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6">
            {bot.name} · {T.editFlow}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => navigate(pageLink(kind === 'video' ? 'videoBots' : 'voiceBots'))}>{T.back}</Button>
            <Button onClick={() => setFlow(({ nodes }) => ({ nodes: [...nodes, newNode({ nodes })] }))}>
              {T.addNode}
            </Button>
            <Button variant="contained" onClick={() => void save()}>
              {T.save}
            </Button>
          </Stack>
        </Stack>
        <Stack spacing={2}>
          {flow.nodes.map((node, index) => (
            <NodeCard
              key={node.nodeId}
              node={node}
              nodes={flow.nodes}
              onChange={(changed) =>
                setFlow(({ nodes }) => ({ nodes: nodes.map((n, i) => (i === index ? changed : n)) }))
              }
              onRemove={() => setFlow((current) => removeNode(current, node.nodeId))}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
