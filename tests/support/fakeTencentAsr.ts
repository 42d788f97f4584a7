import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

export interface FakeAsr {
  /** ws://127.0.0.1:port/asr/v2, as TENCENT_ASR_URL. */
  url: string;
  /** The engine's clock, answered at GET /server_time. */
  serverTime: number;
  /** Each connection: its query, the audio frames' sizes, and whether the end frame came. */
  sessions: { query: URLSearchParams; frames: number[]; ended: boolean }[];
  /** What the next recognition hears. */
  transcript: string[];
  close(): Promise<void>;
}

/**
 * Tencent's real-time ASR at its boundary (spec 2 §7.4): a socket whose query is not signed with the
 * secret key (HMAC-SHA1 of host, path with app id and the sorted query), is expired, or lacks voice_id
 * is answered code 4002 and closed; otherwise the handshake, a growing sentence (slice_type 0, 1) for
 * the audio frames, and on {type:end} each sentence's end (slice_type 2) and final 1.
 */
export async function startFakeAsr(appId: string, secretKey: string): Promise<FakeAsr> {
  const server = createServer((req, res) => {
    if (req.url === '/server_time') return res.end(String(fake.serverTime));
    res.writeHead(404).end();
  });
  const wss = new WebSocketServer({ server });
  const fake: FakeAsr = {
    url: '',
    serverTime: Math.floor(Date.now() / 1000) - 7,
    sessions: [],
    transcript: ['您好', '我确认购买'],
    close: async () => undefined,
  };
  wss.on('connection', (socket, req) => {
    const raw = req.url ?? '';
    const query = new URL(raw, 'ws://x').searchParams;
    const session = { query, frames: [] as number[], ended: false };
    fake.sessions.push(session);
    const voiceId = query.get('voice_id') ?? '';
    const send = (message: object) =>
      socket.send(JSON.stringify({ code: 0, message: 'success', voice_id: voiceId, ...message }));
    const [path = '', search = ''] = raw.split('?');
    const unsigned = search
      .split('&')
      .filter((pair) => !pair.startsWith('signature='))
      .sort()
      .join('&');
    const expected = createHmac('sha1', secretKey).update(`${req.headers.host}${path}?${unsigned}`).digest('base64');
    const expired = Number(query.get('expired'));
    if (
      path !== `/asr/v2/${appId}` ||
      query.get('signature') !== expected ||
      !voiceId ||
      !(expired > fake.serverTime) ||
      !query.get('engine_model_type')
    ) {
      socket.send(JSON.stringify({ code: 4002, message: '鉴权失败', voice_id: voiceId }));
      return socket.close();
    }
    const sentences = [...fake.transcript];
    send({});
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        session.frames.push((data as Buffer).length);
        const first = sentences[0] ?? '';
        send({
          result: {
            slice_type: session.frames.length === 1 ? 0 : 1,
            index: 0,
            voice_text_str: first.slice(0, session.frames.length),
            start_time: 0,
            end_time: session.frames.length * 40,
          },
        });
        return;
      }
      if ((JSON.parse(data.toString()) as { type?: string }).type !== 'end') return;
      session.ended = true;
      sentences.forEach((text, index) =>
        send({ result: { slice_type: 2, index, voice_text_str: text, start_time: 0, end_time: 1000 } }),
      );
      send({ final: 1 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/asr/v2`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.close(() => resolve());
    });
  return fake;
}
