import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { socketRooms, type ClientToServerEvents, type ServerToClientEvents, type SocketData } from '../../src/schemas/events';
import type { AgentService } from '../services/agents';
import type { SessionService } from '../services/sessions';

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface Realtime {
  io: IoServer;
  /** Tells the sockets of ended sessions why (agentExpired), then disconnects them. */
  expireSessions(sessionIds: readonly string[], loginName: string): void;
  disconnectSessions(sessionIds: readonly string[]): void;
  /** Sends an event to every socket of a tenant (its room tenant:<id>), on every server process. */
  emitToTenant<E extends keyof ServerToClientEvents>(tenantId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

/** Time given to agentExpired to reach the browser before its socket is closed. */
const EXPIRE_GRACE_MS = 300;

async function connectRedisAdapter(io: IoServer, redisUrl: string, app: FastifyInstance): Promise<void> {
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (err: unknown) => app.log.error({ err }, 'redis'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  app.addHook('onClose', async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  });
}

export async function registerRealtime(
  app: FastifyInstance,
  deps: { sessions: SessionService; agents: AgentService; redisUrl: string | undefined },
): Promise<Realtime> {
  const io: IoServer = new Server(app.server, { serveClient: false, cors: { origin: false } });
  if (deps.redisUrl) await connectRedisAdapter(io, deps.redisUrl, app);

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    try {
      const context = await deps.sessions.authenticate(typeof token === 'string' ? token : undefined);
      if (!context || context.restricted) return next(new Error('unauthorized'));
      socket.data = { agentId: context.agentId, sessionId: context.sessionId, tenantId: context.tenantId, loginName: context.loginName };
      return next();
    } catch (err) {
      app.log.error({ err }, 'socket authentication failed');
      return next(new Error('unavailable'));
    }
  });

  const announce = (socket: IoSocket, online: boolean) => {
    const { tenantId, agentId } = socket.data;
    if (tenantId) io.to(socketRooms.tenant(tenantId)).emit('agentPresence', { agentId, online });
  };

  const markOnline = async (socket: IoSocket) => {
    if (await deps.agents.setPresence(socket.data.agentId, true)) announce(socket, true);
  };

  /** Offline only when no socket of the agent is left on any server process. */
  const markOfflineUnlessConnected = async (socket: IoSocket) => {
    const remaining = await io.in(socketRooms.agent(socket.data.agentId)).fetchSockets();
    if (remaining.some((other) => other.id !== socket.id)) return;
    if (await deps.agents.setPresence(socket.data.agentId, false)) announce(socket, false);
  };

  const guarded = (what: string, work: () => Promise<void>) => {
    work().catch((err: unknown) => app.log.error({ err }, what));
  };

  io.on('connection', (socket) => {
    const { agentId, tenantId, sessionId } = socket.data;
    void socket.join([socketRooms.agent(agentId), socketRooms.session(sessionId), ...(tenantId ? [socketRooms.tenant(tenantId)] : [])]);
    guarded('presence', () => markOnline(socket));
    socket.on('agentOnline', () => guarded('presence', () => markOnline(socket)));
    socket.on('reconnect_socket', () => guarded('presence', () => markOnline(socket)));
    socket.on('videoSells.enterHall', () => guarded('presence', () => markOnline(socket)));
    socket.on('agentOffline', () => guarded('presence', () => markOfflineUnlessConnected(socket)));
    socket.on('disconnect', () => guarded('presence', () => markOfflineUnlessConnected(socket)));
  });

  // Before the HTTP server stops: close this process's sockets; the server itself is Fastify's to close.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });

  const disconnectSessions = (sessionIds: readonly string[]) => {
    if (sessionIds.length > 0) io.in(sessionIds.map(socketRooms.session)).disconnectSockets(true);
  };

  return {
    io,
    disconnectSessions,
    emitToTenant(tenantId, event, ...args) {
      io.to(socketRooms.tenant(tenantId)).emit(event, ...args);
    },
    expireSessions(sessionIds, loginName) {
      if (sessionIds.length === 0) return;
      io.to(sessionIds.map(socketRooms.session)).emit('agentExpired', loginName);
      setTimeout(() => disconnectSessions(sessionIds), EXPIRE_GRACE_MS).unref();
    },
  };
}
