/** The agent's socket (spec 1 §7.5): presence on connect, forced-offline notice, vendor client kept here. */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../schemas/events';
import { publish } from '../dataProvider/messageBus';
import { storeAgent, storedAgent } from '../auth/session';

type AgentSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let current: { socket: AgentSocket; token: string; loginName: string } | null = null;

type ServerEvent = keyof ServerToClientEvents;
const subscriptions = new Set<{ event: ServerEvent; listener: ServerToClientEvents[ServerEvent] }>();

/** When after-call processing ends, as the server last said; pages mounted later read it. */
let statusUntil: string | null = null;
export const lastStatusUntil = () => statusUntil;

export const FORCED_OFFLINE_TEXT = '您已被强制下线，如有疑问请联系管理员';

export function connectAgentSocket(token: string, loginName: string): AgentSocket {
  if (current?.token === token) return current.socket;
  disconnectAgentSocket();
  const socket: AgentSocket = io({ auth: { token }, transports: ['websocket'] });
  socket.on('connect', () => {
    socket.emit('agentOnline', loginName);
    socket.emit('reconnect_socket', loginName);
    socket.emit('videoSells.enterHall', { loginName, siteCode: 'PC' });
  });
  socket.on('agentExpired', (expiredName) => {
    if (expiredName === loginName) publish({ kind: 'signedOut', text: FORCED_OFFLINE_TEXT });
  });
  // The server sets the status too (answering, ending, a ring run out): kept for whatever page shows it next.
  socket.on('agentStatus', ({ serviceStatus, until }) => {
    statusUntil = until;
    const agent = storedAgent();
    if (agent) storeAgent({ ...agent, serviceStatus });
  });
  for (const { event, listener } of subscriptions) socket.on(event, listener as never);
  current = { socket, token, loginName };
  return socket;
}

/**
 * Listens to a server event on the agent's socket, whether it is connected yet or not, and on the
 * sockets of later sign-ins; answers the function that stops listening.
 */
export function onAgentSocketEvent<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): () => void {
  const subscription = { event, listener: listener as ServerToClientEvents[ServerEvent] };
  subscriptions.add(subscription);
  current?.socket.on(event, listener as never);
  return () => {
    subscriptions.delete(subscription);
    current?.socket.off(event, listener as never);
  };
}

export function disconnectAgentSocket(): void {
  if (!current) return;
  const { socket, loginName } = current;
  current = null;
  if (socket.connected) socket.emit('agentOffline', loginName);
  socket.close();
}
