import type { FastifyInstance } from 'fastify';
import { CUSTOMER_NAMESPACE, socketRooms, type CustomerHandshake, type SocketData } from '../../src/schemas/events';
import type { Cancel, Clock } from '../clock';
import type { CustomerNamespace, CustomerSocketData, IoSocket, Realtime } from './realtime';
import { announceCustomerPresence, relayAgentSignals, relayCustomerSignals, type SignalScopes } from './roomRelay';
import { limitSocketEvents } from './socketBudget';
import { viewerRooms } from './viewerRooms';

/** What the workbench does when sockets come and go: the services, handed to serveSockets once built. */
export interface RealtimeHooks {
  /** An agent's socket connected (a first sign-in, a reload, a reconnect). */
  agentConnected(data: SocketData): Promise<void>;
  /** The rooms a customer's handshake may follow, or null to refuse it. */
  customerRooms(handshake: CustomerHandshake): Promise<CustomerSocketData | null>;
  /** A customer's socket connected: send it the state of what it follows. */
  customerConnected(data: CustomerSocketData): Promise<void>;
  /** The last socket following a waiting call has been gone for the grace period. */
  customerLeft(callId: string): Promise<void>;
  /** The agent of a room in progress, or of a customer's call ringing: who may signal in it. */
  signalScopes: SignalScopes;
}

/** How long a waiting customer may be without a socket (a reload, a network change) before the call is cancelled. */
export const CUSTOMER_GRACE_MS = 30_000;

/**
 * What happens as sockets come and go, with the services that act on it, built once they are: an agent's
 * presence and rooms, a customer's rooms and the grace before a waiting call is given up, the relays.
 */
export function serveSockets(
  app: FastifyInstance,
  realtime: Realtime,
  deps: { presence: (agentId: string, online: boolean) => Promise<boolean>; clock: Clock; hooks: RealtimeHooks },
): void {
  const { io } = realtime;
  const { hooks } = deps;

  const announce = (socket: IoSocket, online: boolean) => {
    const { tenantId, agentId } = socket.data;
    if (tenantId) io.to(socketRooms.tenant(tenantId)).emit('agentPresence', { agentId, online });
  };

  const markOnline = async (socket: IoSocket) => {
    if (await deps.presence(socket.data.agentId, true)) announce(socket, true);
  };

  /**
   * Offline only when no socket of the agent is left on any server process. A socket that connected
   * meanwhile on another process found the agent still online and changed nothing, so the agent is
   * brought back online for it.
   */
  const markOfflineUnlessConnected = async (socket: IoSocket) => {
    const others = async () =>
      (await io.in(socketRooms.agent(socket.data.agentId)).fetchSockets()).some((other) => other.id !== socket.id);
    if (await others()) return;
    if (!(await deps.presence(socket.data.agentId, false))) return;
    announce(socket, false);
    if (await others()) await markOnline(socket);
  };

  /**
   * The presence one socket has set, changed in the order its events came. Its repeated online events
   * (a page sends three on every connection) and a second offline change nothing, so they do no
   * database work; after a failure the next event tries again.
   */
  const presenceOf = (socket: IoSocket) => {
    let said: boolean | null = null;
    let last = Promise.resolve();
    const say = (online: boolean) => {
      if (said === online) return last;
      said = online;
      const work = last.then(() => (online ? markOnline(socket) : markOfflineUnlessConnected(socket)));
      last = work.catch(() => {
        said = null;
      });
      return work;
    };
    return { online: () => say(true), offline: () => say(false) };
  };

  // The database work sockets start (an agent going offline as the server closes its sockets) is awaited before
  // the server's close completes, so none of it reaches a database that has been closed.
  const inFlight = new Set<Promise<void>>();
  const guarded = (what: string, work: () => Promise<void>) => {
    const running: Promise<void> = work()
      .catch((err: unknown) => app.log.error({ err }, what))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  };
  app.addHook('onClose', async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  });
  const customers = io.of(CUSTOMER_NAMESPACE) as unknown as CustomerNamespace;

  const overBudget = (who: Record<string, unknown>) => () =>
    app.log.warn(who, 'socket sent more events than its budget: disconnected');

  io.on('connection', (socket) => {
    const { agentId, tenantId, sessionId, level, orgAccountId } = socket.data;
    limitSocketEvents(socket, overBudget({ agentId, sessionId }));
    void socket.join([
      socketRooms.agent(agentId),
      socketRooms.session(sessionId),
      ...(tenantId ? [socketRooms.tenant(tenantId)] : []),
      ...viewerRooms({ level, agentId, tenantId, orgAccountId }),
    ]);
    const presence = presenceOf(socket);
    guarded('presence', async () => {
      await presence.online();
      await hooks.agentConnected(socket.data);
    });
    socket.on('agentOnline', () => guarded('presence', presence.online));
    socket.on('reconnect_socket', () => guarded('presence', presence.online));
    socket.on('videoSells.enterHall', () => guarded('presence', presence.online));
    socket.on('agentOffline', () => guarded('presence', presence.offline));
    socket.on('disconnect', () => guarded('presence', presence.offline));
    relayAgentSignals(socket, customers, hooks.signalScopes, app.log);
  });
  const graceTimers = new Set<Cancel>();
  registerCustomerNamespace(customers, hooks, guarded, graceTimers, deps.clock);
  customers.on('connection', (socket) => {
    limitSocketEvents(socket, overBudget({ customer: socket.id, serviceId: socket.data.serviceId }));
    relayCustomerSignals(socket, io, hooks.signalScopes, app.log);
    announceCustomerPresence(socket, customers, io, app.log);
  });
  app.addHook('preClose', async () => {
    for (const cancel of graceTimers) cancel();
    graceTimers.clear();
  });
}

/** Customers' pages, without sign-in: a handshake names the call or the room (with its invite number) it follows. */
function registerCustomerNamespace(
  customers: CustomerNamespace,
  hooks: RealtimeHooks,
  guarded: (what: string, work: () => Promise<void>) => void,
  graceTimers: Set<Cancel>,
  clock: Clock,
): void {
  customers.use(async (socket, next) => {
    try {
      const followed = await hooks.customerRooms(socket.handshake.auth as CustomerHandshake);
      if (!followed) return next(new Error('unauthorized'));
      socket.data = followed satisfies CustomerSocketData;
      return next();
    } catch {
      return next(new Error('unavailable'));
    }
  });
  customers.on('connection', (socket) => {
    const data = socket.data;
    void socket.join([
      ...(data.callId ? [socketRooms.call(data.callId)] : []),
      ...(data.serviceId ? [socketRooms.room(data.serviceId)] : []),
      ...(data.dmId ? [socketRooms.bot(data.dmId)] : []),
    ]);
    guarded('customer', async () => hooks.customerConnected(data));
    socket.on('disconnect', () => {
      const callId = data.callId;
      if (!callId) return;
      const cancel = clock.after(CUSTOMER_GRACE_MS, () => {
        graceTimers.delete(cancel);
        guarded('customer left', async () => {
          const remaining = await customers.in(socketRooms.call(callId)).fetchSockets();
          if (remaining.length === 0) await hooks.customerLeft(callId);
        });
      });
      graceTimers.add(cancel);
    });
  });
}
