import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { readJson } from '../calls/floor';

export interface SeatFloor {
  baseUrl: string;
  close(): Promise<void>;
}

/** The seats the floor's page shows, as ours shows its first page of ten. */
export const FLOOR_SEATS = Array.from({ length: 10 }, (_, i) => `floor_${i + 1}`);

/**
 * The floor's page: a table of seats, each status in a cell, changed in place by a plain DOM write when
 * the socket hears seat.status. It marks its rows as ours does (data-testid seat-<loginName>, the status
 * in data-testid seat-status), so the bench times both pages with one probe.
 */
const PAGE = `<!doctype html><meta charset="utf-8"><title>seat floor</title>
<table><tbody>${FLOOR_SEATS.map((name) => `<tr data-testid="seat-${name}"><td>${name}</td><td><span data-testid="seat-status">空闲</span></td></tr>`).join('')}</tbody></table>
<script src="/socket.io/socket.io.min.js"></script>
<script>
  const labels = { idle: '空闲', away: '离开' };
  const socket = io({ auth: { admin: true }, transports: ['websocket'] });
  socket.on('seat.status', (seat) => {
    const cell = document.querySelector('[data-testid="seat-' + seat.loginName + '"] [data-testid="seat-status"]');
    if (cell) cell.textContent = labels[seat.serviceStatus];
  });
  socket.on('connect', () => (document.title = 'ready'));
</script>`;

/**
 * The floor of the seat monitor: node:http and socket.io, nothing else. GET / serves the page above;
 * POST /api/agents/serviceStatus takes the seat's name from the access-token header (no session
 * lookup), emits seat.status to the admins' room and answers, without database or scope. Sockets
 * with auth.admin join that room; the others (the agents) join none, as ours sends agents no seat events.
 */
export async function startSeatFloor(): Promise<SeatFloor> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(PAGE);
    }
    if (req.method !== 'POST' || req.url !== '/api/agents/serviceStatus') {
      res.writeHead(404);
      return void res.end();
    }
    readJson(req)
      .then((body) => {
        io.to('admins').emit('seat.status', {
          loginName: req.headers['access-token'],
          serviceStatus: body.serviceStatus,
        });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end('{"errCode":0,"result":null}');
      })
      .catch((err: unknown) => {
        res.writeHead(400);
        res.end(String(err));
      });
  });
  server.keepAliveTimeout = 72_000;
  const io = new Server(server, { cors: { origin: false } });
  io.on('connection', (socket) => {
    if ((socket.handshake.auth as { admin?: unknown }).admin === true) void socket.join('admins');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      io.disconnectSockets(true);
      server.closeAllConnections();
      await io.close();
    },
  };
}
