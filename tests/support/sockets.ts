import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/schemas/events';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client that resolves once connected, or rejects with the server's refusal. */
export function connectSocket(baseUrl: string, token: string | undefined): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Resolves with the payload of the next such event, or rejects after a while. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)), timeoutMs);
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never;
    socket.once(event, listener);
  });
}

export function disconnected(socket: TestSocket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
