import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Namespace, type Socket } from 'socket.io';
import {
  CUSTOMER_NAMESPACE,
  socketRooms,
  type ClientToServerEvents,
  type CustomerClientEvents,
  type CustomerServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '../../src/schemas/events';
import type { CustomerRole } from '../../src/schemas/customerKey';
import type { RoomMessages, RoomMessageType } from '../../src/schemas/roomMessages';
import type { Clock } from '../clock';
import type { SessionCheck } from './auth';

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type CustomerSocketData = {
  callId: string | null;
  serviceId: string | null;
  role: CustomerRole;
  /** The bot dialogue the customer's page follows. */
  dmId?: string;
};
export type CustomerNamespace = Namespace<
  CustomerClientEvents,
  CustomerServerEvents,
  Record<string, never>,
  CustomerSocketData
>;
export type CustomerIoSocket = Socket<
  CustomerClientEvents,
  CustomerServerEvents,
  Record<string, never>,
  CustomerSocketData
>;

export interface Realtime {
  io: IoServer;
  /** Tells the sockets of ended sessions why (agentExpired), then disconnects them. */
  expireSessions(sessionIds: readonly string[], loginName: string): void;
  disconnectSessions(sessionIds: readonly string[]): void;
  /**
   * Looks at the sessions of this process's agent sockets and disconnects those no longer live (idle or
   * past their age, or ended in a way that told no socket); the app's 'socket sessions check' job.
   */
  checkSessions(): Promise<void>;
  /**
   * Sends an event about a shared item (a link, a file) to the sockets whose session may read it
   * (server/services/contentAccess.ts roomsSeeing), on every server process.
   */
  emitToViewers<E extends keyof ServerToClientEvents>(
    rooms: readonly string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Sends an event to every socket of a tenant (its room tenant:<id>), on every server process. */
  emitToTenant<E extends keyof ServerToClientEvents>(
    tenantId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Sends an event to every socket of one agent, on every server process. */
  emitToAgent<E extends keyof ServerToClientEvents>(
    agentId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Sends an event to the customer's pages following a call. */
  emitToCall<E extends keyof CustomerServerEvents>(
    callId: string,
    event: E,
    ...args: Parameters<CustomerServerEvents[E]>
  ): void;
  /** Sends an event to the customer's pages following a bot dialogue. */
  emitToBotDialog<E extends keyof CustomerServerEvents>(
    dmId: string,
    event: E,
    ...args: Parameters<CustomerServerEvents[E]>
  ): void;
  /** Sends an event to the customer's pages in a room. */
  emitToCustomerRoom<E extends keyof CustomerServerEvents>(
    serviceId: string,
    event: E,
    ...args: Parameters<CustomerServerEvents[E]>
  ): void;
  /**
   * An in-room message from the server to everyone in the room: its customers and the agent's pages
   * that entered it; or to one side only.
   */
  emitRoomMessage<K extends RoomMessageType>(
    serviceId: string,
    type: K,
    payload: RoomMessages[K],
    to?: 'agent' | 'customer',
  ): void;
}

/** Time given to agentExpired to reach the browser before its socket is closed. */
const EXPIRE_GRACE_MS = 300;
/** Session ids asked about in one query. */
const SESSION_CHECK_BATCH = 1000;

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

/**
 * The socket server and what the services send through it: agents' sockets are signed in by their
 * session token; nothing is done when sockets come and go until serveSockets says what.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: {
    sessions: SessionCheck & { liveAmong(sessionIds: readonly string[]): Promise<Set<string>> };
    redisUrl: string | undefined;
    clock: Clock;
  },
): Promise<Realtime> {
  const later = (ms: number, task: () => void) => void deps.clock.after(ms, task);
  const io: IoServer = new Server(app.server, { serveClient: false, cors: { origin: false } });
  if (deps.redisUrl) await connectRedisAdapter(io, deps.redisUrl, app);

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    try {
      const context = await deps.sessions.authenticate(typeof token === 'string' ? token : undefined);
      if (!context || context.restricted) return next(new Error('unauthorized'));
      socket.data = {
        agentId: context.agentId,
        sessionId: context.sessionId,
        tenantId: context.tenantId,
        loginName: context.loginName,
        level: context.level,
        orgAccountId: context.orgAccountId,
      };
      return next();
    } catch (err) {
      app.log.error({ err }, 'socket authentication failed');
      return next(new Error('unavailable'));
    }
  });

  const customers = io.of(CUSTOMER_NAMESPACE) as unknown as CustomerNamespace;

  const checkSessions = async () => {
    const local = [...io.of('/').sockets.values()];
    const ids = [...new Set(local.map((socket) => socket.data.sessionId))];
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += SESSION_CHECK_BATCH) {
      for (const id of await deps.sessions.liveAmong(ids.slice(i, i + SESSION_CHECK_BATCH))) live.add(id);
    }
    for (const socket of local) {
      if (live.has(socket.data.sessionId) || !socket.connected) continue;
      socket.emit('session.expired');
      later(EXPIRE_GRACE_MS, () => socket.disconnect(true));
    }
  };
  // Before the HTTP server stops: close this process's sockets; the server itself is Fastify's to close.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    customers.local.disconnectSockets(true);
    io.engine.close();
  });

  const disconnectSessions = (sessionIds: readonly string[]) => {
    if (sessionIds.length > 0) io.in(sessionIds.map(socketRooms.session)).disconnectSockets(true);
  };

  return {
    io,
    disconnectSessions,
    checkSessions,
    emitToAgent(agentId, event, ...args) {
      io.to(socketRooms.agent(agentId)).emit(event, ...args);
    },
    emitToCall(callId, event, ...args) {
      customers.to(socketRooms.call(callId)).emit(event, ...args);
    },
    emitToBotDialog(dmId, event, ...args) {
      customers.to(socketRooms.bot(dmId)).emit(event, ...args);
    },
    emitToCustomerRoom(serviceId, event, ...args) {
      customers.to(socketRooms.room(serviceId)).emit(event, ...args);
    },
    emitRoomMessage(serviceId, type, payload, to) {
      const envelope = { serviceId, type, payload, from: { role: 'server' as const, id: '' } };
      if (to !== 'agent') customers.to(socketRooms.room(serviceId)).emit('room.message', envelope);
      if (to !== 'customer') io.to(socketRooms.room(serviceId)).emit('room.message', envelope);
    },
    emitToViewers(rooms, event, ...args) {
      if (rooms.length > 0) io.to([...rooms]).emit(event, ...args);
    },
    emitToTenant(tenantId, event, ...args) {
      io.to(socketRooms.tenant(tenantId)).emit(event, ...args);
    },
    expireSessions(sessionIds, loginName) {
      if (sessionIds.length === 0) return;
      io.to(sessionIds.map(socketRooms.session)).emit('agentExpired', loginName);
      later(EXPIRE_GRACE_MS, () => disconnectSessions(sessionIds));
    },
  };
}
