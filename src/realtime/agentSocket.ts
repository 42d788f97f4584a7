/** The agent's socket (spec 1 §7.5): presence on connect, forced-offline notice, vendor client kept here. */
import { io, type Socket } from 'socket.io-client';
import type {
  CallSignal,
  ClientToServerEvents,
  RoomSignal,
  RtcSignalData,
  ServerToClientEvents,
} from '../schemas/events';
import { publish } from '../dataProvider/messageBus';
import { readToken, storeAgent, storedAgent } from '../session/session';
import type { RoomChannel } from './im/RoomChannel';
import { socketRoomChannel, type RoomMessageSocket } from './im/socketRoomChannel';
import type { SignalChannel } from './rtc/RtcClient';

type AgentSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let current: { socket: AgentSocket; token: string; loginName: string } | null = null;

type ServerEvent = keyof ServerToClientEvents;
const subscriptions = new Set<{ event: ServerEvent; listener: ServerToClientEvents[ServerEvent] }>();

/** When after-call processing ends, as the server last said; pages mounted later read it. */
let statusUntil: string | null = null;
export const lastStatusUntil = () => statusUntil;

const FORCED_OFFLINE_TEXT = '您已被强制下线，如有疑问请联系管理员';
const SESSION_EXPIRED_TEXT = '登录已失效，请重新登录';

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
  socket.on('session.expired', () => publish({ kind: 'signedOut', text: SESSION_EXPIRED_TEXT }));
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

/** Whether the agent's socket is connected now: the hall reads its own network by it. */
export const agentSocketConnected = (): boolean => current?.socket.connected ?? false;

export function disconnectAgentSocket(): void {
  if (!current) return;
  const { socket, loginName } = current;
  current = null;
  if (socket.connected) socket.emit('agentOffline', loginName);
  socket.close();
}

/**
 * The WebRTC signals of one room over the agent's socket. The server relays only to sockets that entered
 * the room, and a reconnected socket has left every room: it enters on each connection, and keeps what
 * is sent while disconnected until it has entered again (the server handles a socket's events in order).
 */
export function agentRoomSignals(serviceId: string): SignalChannel & { close(): void } {
  const token = readToken();
  const agent = storedAgent();
  const socket = current?.socket ?? (token && agent ? connectAgentSocket(token, agent.loginName) : null);
  const waiting: RtcSignalData[] = [];
  const enter = () => {
    socket?.emit('room.enter', { serviceId }, () => undefined);
    for (const data of waiting.splice(0)) socket?.emit('rtc.signal', { serviceId, data });
  };
  socket?.on('connect', enter);
  if (socket?.connected) enter();
  return {
    send(data) {
      if (socket?.connected) socket.emit('rtc.signal', { serviceId, data });
      else waiting.push(data);
    },
    onSignal(listener) {
      const heard = (signal: RoomSignal) => {
        if (signal.serviceId === serviceId) listener(signal.data);
      };
      socket?.on('rtc.signal', heard);
      return () => socket?.off('rtc.signal', heard);
    },
    close() {
      socket?.off('connect', enter);
      if (socket?.connected) socket.emit('room.leave', { serviceId });
    },
  };
}

/** Tells the caller of a call ringing at this agent that it is being answered (see 'call.answering'). */
export function tellCallAnswering(callId: string): void {
  if (current?.socket.connected) current.socket.emit('call.answering', { callId });
}

/**
 * The WebRTC signals with the caller of a customer's call ringing at this agent, before its room opens; what is
 * sent while the socket is down is dropped (the room's channel says hello, and anything lost is sent again).
 */
export function agentCallSignals(callId: string): SignalChannel {
  return {
    send(data) {
      if (current?.socket.connected) current.socket.emit('call.signal', { callId, data });
    },
    onSignal(listener) {
      return onAgentSocketEvent('call.signal', (signal: CallSignal) => {
        if (signal.callId === callId) listener(signal.data);
      });
    },
  };
}

/** The room's in-room messages over the agent's socket; it enters the room on each (re)connection. */
export function agentRoomChannel(serviceId: string): RoomChannel {
  const token = readToken();
  const agent = storedAgent();
  const socket = current?.socket ?? (token && agent ? connectAgentSocket(token, agent.loginName) : null);
  if (!socket) throw new Error('not signed in');
  return socketRoomChannel({
    serviceId,
    socket: socket as unknown as RoomMessageSocket,
    enter: () => new Promise<void>((resolve) => socket.emit('room.enter', { serviceId }, () => resolve())),
    exit: () => {
      if (socket.connected) socket.emit('room.leave', { serviceId });
    },
  });
}

/**
 * Asks the server to let this page into the room (the socket then hears the room's signals and
 * messages): true when it did, false when it refused (not this agent's room, or ended) or did not answer
 * within `timeoutMs`.
 */
export function enterAgentRoom(serviceId: string, timeoutMs: number): Promise<boolean> {
  const socket = current?.socket;
  if (!socket) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    socket.emit('room.enter', { serviceId }, ({ ok }) => {
      clearTimeout(timer);
      resolve(ok);
    });
  });
}
