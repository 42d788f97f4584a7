import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { CALL_SIMULATOR_NAMESPACE, type HandsetCall } from '../../../src/schemas/callService';

export interface FiveGFloor {
  baseUrl: string;
  close(): Promise<void>;
}

/** The page both floor browsers open: nothing but the socket.io client the server itself serves. */
const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>floor</title><script src="/socket.io/socket.io.js"></script></head><body></body></html>';

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/**
 * The floor of the 5G call path: node:http and socket.io on the simulator's namespace, nothing else.
 * POST /call keeps a ringing call under a new key and answers the callId and the key, in one request
 * instead of the protocol's assign and voiceCall, without tokens, call state or timers; a handset socket
 * connecting with that key (handshake auth {key}, as the call's link gives it) is sent the call. Every socket also joins one room in which
 * 'rtc.signal' is relayed to the others: the signalling of two bare peer connections. GET /floor is an
 * empty page with the socket.io client.
 */
export async function startFiveGFloor(): Promise<FiveGFloor> {
  /** The ringing calls by the key their link carries, until a handset opens it. */
  const ringing = new Map<string, HandsetCall>();
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/floor') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(PAGE) });
      return void res.end(PAGE);
    }
    if (req.method !== 'POST' || req.url !== '/call') return send(res, 404, { errCode: 404 });
    readJson(req)
      .then((body) => {
        const phone = String(body.phone);
        const handsetKey = randomUUID();
        const call: HandsetCall = {
          serviceId: randomUUID(),
          callId: randomUUID(),
          phone,
          direction: 'out',
          state: 'ringing',
          media: 'video',
          switchAsked: false,
          share: { kind: 'none' },
          key: handsetKey,
        };
        ringing.set(handsetKey, call);
        send(res, 200, { errCode: 0, result: { callId: call.callId, handsetKey } });
      })
      .catch((err: unknown) => send(res, 400, { errCode: 400, errInfo: String(err) }));
  });
  // Fastify's default; node's 5 s would drop the idle keep-alive connection between rounds.
  server.keepAliveTimeout = 72_000;
  const io = new Server(server, { cors: { origin: false } });
  const line = io.of(CALL_SIMULATOR_NAMESPACE);
  line.on('connection', (socket) => {
    const key = (socket.handshake.auth as { key?: unknown }).key;
    const call = typeof key === 'string' ? ringing.get(key) : undefined;
    if (call) {
      ringing.delete(key as string);
      socket.emit('calls', [call]);
    }
    void socket.join('signals');
    socket.on('rtc.signal', (data: unknown) => void socket.to('signals').emit('rtc.signal', data));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      io.disconnectSockets(true);
      server.closeAllConnections();
      // Closes the HTTP server too.
      await io.close();
    },
  };
}
