/** The agent's socket (spec 1 §7.5): presence on connect, forced-offline notice, vendor client kept here. */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../schemas/events';
import { publish } from '../dataProvider/messageBus';

type AgentSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let current: { socket: AgentSocket; token: string; loginName: string } | null = null;

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
  current = { socket, token, loginName };
  return socket;
}

export function disconnectAgentSocket(): void {
  if (!current) return;
  const { socket, loginName } = current;
  current = null;
  if (socket.connected) socket.emit('agentOffline', loginName);
  socket.close();
}
