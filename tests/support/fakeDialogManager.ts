import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  startDialog,
  takeTurn,
  endDialog,
  type BotFlow,
  type BotInput,
  type DialogState,
  type DialogStep,
} from '../../src/domain/botFlow';

export interface FakeDialogManager {
  url: string;
  /** The requests received, in order. */
  requests: { method: string; path: string; token: string | undefined; body: Record<string, unknown> }[];
  /** The vendor's bots, by botKey. */
  bots: Map<string, BotFlow>;
  /** Answer the next request with this HTTP status instead. */
  failNext: number | null;
  close(): Promise<void>;
}

const stepResult = (step: DialogStep) => ({
  event: step.event,
  intent: step.intent,
  botNode: step.node
    ? { nodeId: step.node.nodeId, eventType: step.node.eventType, words: step.node.words, botKey: 'vendor' }
    : null,
});

/**
 * A vendor dialog manager at its boundary (spec 2 §7.4's /dm calls): requests without the access token
 * are refused with a non-zero errCode, as an unknown bot or dialogue is; the dialogues run on the flows
 * registered in `bots`.
 */
export async function startFakeDialogManager(token: string): Promise<FakeDialogManager> {
  const dialogs = new Map<string, { flow: BotFlow; state: DialogState }>();
  const fake: FakeDialogManager = {
    url: '',
    requests: [],
    bots: new Map(),
    failNext: null,
    close: async () => undefined,
  };
  const answer = (method: string, path: string, body: Record<string, unknown>): unknown => {
    if (method === 'POST' && path === '/dm/init') {
      const flow = fake.bots.get(String(body.botKey));
      if (!flow) return { errCode: 404, errInfo: 'bot not found' };
      const dmId = randomUUID();
      const step = startDialog(flow);
      dialogs.set(dmId, { flow, state: step.state });
      return { errCode: 0, result: { dmId, ...stepResult(step) } };
    }
    const dialog = dialogs.get(method === 'POST' ? String(body.dmId) : decodeURIComponent(path.slice('/dm/'.length)));
    if (!dialog) return { errCode: 404, errInfo: 'dialog not found' };
    if (method === 'POST' && path === '/dm/end') {
      dialog.state = endDialog(dialog.state);
      return { errCode: 0 };
    }
    const step = takeTurn(dialog.flow, dialog.state, body as BotInput);
    dialog.state = step.state;
    return { errCode: 0, result: stepResult(step) };
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const sentToken = req.headers['access-token'];
      const path = req.url ?? '';
      fake.requests.push({
        method: req.method ?? '',
        path,
        token: typeof sentToken === 'string' ? sentToken : undefined,
        body,
      });
      if (fake.failNext !== null) {
        res.writeHead(fake.failNext).end();
        fake.failNext = null;
        return;
      }
      const result =
        sentToken === token ? answer(req.method ?? '', path, body) : { errCode: 513, errInfo: 'token invalid' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
