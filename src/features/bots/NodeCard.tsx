import { Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { BOT_NODE_TYPES, type BotFlowNode, type BotNodeType } from '../../domain/botFlow';
import { ANSWER_OUTCOMES } from '../../domain/interaction';
import { BOT_WORDS_MAX } from '../../schemas/bot';
import { BOT_TEXTS as T, nodeTypeNames } from './texts';

const keywordList = (text: string) =>
  text
    .split(/[,，、]/)
    .map((k) => k.trim())
    .filter(Boolean);

const END = '';

/** One node of the flow editor: words, type, the two intents' keywords and where each intent leads. */
export function NodeCard({
  node,
  nodes,
  onChange,
  onRemove,
}: {
  node: BotFlowNode;
  nodes: BotFlowNode[];
  onChange: (node: BotFlowNode) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<BotFlowNode>) => onChange({ ...node, ...patch });
  return (
    <Card variant="outlined" data-testid={`bot-node-${node.nodeId}`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2}>
            <TextField size="small" label={T.nodeId} value={node.nodeId} disabled />
            <TextField
              size="small"
              label={T.nodeName}
              value={node.name}
              onChange={(e) => set({ name: e.target.value })}
            />
            <TextField
              size="small"
              select
              label={T.eventType}
              value={node.eventType}
              onChange={(e) => set({ eventType: e.target.value as BotNodeType })}
              sx={{ minWidth: 140 }}
            >
              {BOT_NODE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {nodeTypeNames[type]}
                </MenuItem>
              ))}
            </TextField>
            <Button color="error" onClick={onRemove}>
              {T.removeNode}
            </Button>
          </Stack>
          <TextField
            label={T.words}
            multiline
            minRows={2}
            value={node.words}
            onChange={(e) => set({ words: e.target.value })}
            slotProps={{ htmlInput: { maxLength: BOT_WORDS_MAX } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              size="small"
              fullWidth
              label={T.yesKeywords}
              defaultValue={node.intents.yes.join('，')}
              onBlur={(e) => set({ intents: { ...node.intents, yes: keywordList(e.target.value) } })}
            />
            <TextField
              size="small"
              fullWidth
              label={T.noKeywords}
              defaultValue={node.intents.no.join('，')}
              onBlur={(e) => set({ intents: { ...node.intents, no: keywordList(e.target.value) } })}
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            {ANSWER_OUTCOMES.map((outcome) => (
              <TextField
                key={outcome}
                size="small"
                select
                fullWidth
                label={T.next[outcome]}
                value={node.next[outcome] ?? END}
                onChange={(e) =>
                  set({ next: { ...node.next, [outcome]: e.target.value === END ? null : e.target.value } })
                }
              >
                <MenuItem value={END}>{T.endHere}</MenuItem>
                {nodes.map((n) => (
                  <MenuItem key={n.nodeId} value={n.nodeId}>
                    {n.name}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
