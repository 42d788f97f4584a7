import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import {
  socketRooms,
  type ClientToServerEvents,
  type IncomingCall,
  type ServerToClientEvents,
} from '../../../src/schemas/events';

export interface CallFloor {
  baseUrl: string;
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A request's JSON body, as the floors read it. */
export async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/**
 * The floor of call routing: node:http and socket.io with the options ours uses, nothing else. A
 * socket's token is its agent id (no session lookup) and joins that agent's room; POST
 * /api/customer/call takes the next agent in turn, emits videoSells.callIn to its room and then
 * answers, as ours does, without database, lock or routing.
 */
export async function startCallFloor(): Promise<CallFloor> {
  const agents: string[] = [];
  let turn = 0;
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/customer/call') return send(res, 404, { errCode: 404 });
    readJson(req)
      .then((body) => {
        const agentId = agents[turn++ % Math.max(1, agents.length)];
        if (agentId === undefined) return send(res, 409, { errCode: 409, errInfo: 'no agent connected' });
        const call: IncomingCall = {
          callId: randomUUID(),
          userName: String(body.userName),
          phone: String(body.userPhone),
          status: 'ringing',
          isVideo: true,
          offeredAt: new Date().toISOString(),
          ringUrl: null,
        };
        io.to(socketRooms.agent(agentId)).emit('videoSells.callIn', call);
        send(res, 200, { errCode: 0, result: { callId: call.callId, position: 1 } });
      })
      .catch((err: unknown) => send(res, 400, { errCode: 400, errInfo: String(err) }));
  });
  // Fastify's default; node's 5 s would drop the idle keep-alive connection between rounds.
  server.keepAliveTimeout = 72_000;
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
    serveClient: false,
    cors: { origin: false },
  });
  io.on('connection', (socket) => {
    const agentId = String((socket.handshake.auth as { token?: unknown }).token);
    agents.push(agentId);
    void socket.join(socketRooms.agent(agentId));
    socket.on('disconnect', () => agents.splice(agents.indexOf(agentId), 1));
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
