import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, RtcSignalData, ServerToClientEvents } from '../../src/schemas/events';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client that resolves once connected, or rejects with the server's refusal. */
export function connectSocket(baseUrl: string, token: string | undefined): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
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

type Heard = { event: string; payload: unknown };

/** A socket whose every event is kept, so a test can wait for one that may already have come. */
export class Ear {
  readonly heard: Heard[] = [];
  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => this.heard.push({ event, payload }));
  }

  of<T>(event: string): T[] {
    return this.heard.filter((h) => h.event === event).map((h) => h.payload as T);
  }

  async waitFor<T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
    const started = Date.now();
    for (;;) {
      const found = this.of<T>(event).find(match);
      if (found !== undefined) return found;
      if (Date.now() - started > timeoutMs)
        throw new Error(`no ${event} within ${timeoutMs} ms; heard ${JSON.stringify(this.heard.map((h) => h.event))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** Connects a socket made with autoConnect false, hearing it from the start; rejects with the server's refusal. */
export async function connectEar(socket: Socket): Promise<Ear> {
  const ear = new Ear(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
    socket.connect();
  });
  return ear;
}

/**
 * A test's socket at `url` (a namespace's, for a customer) with `auth`, heard from the start; kept in `opened`
 * so the test closes it afterwards.
 */
export function earAt(url: string, auth: Record<string, string>, opened: Socket[]): Promise<Ear> {
  const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, autoConnect: false });
  opened.push(socket);
  return connectEar(socket);
}

/** A description signal whose sdp names its sender, so each relayed copy can be told apart. */
export const namedOffer = (sdp: string): RtcSignalData => ({
  kind: 'description',
  from: sdp,
  to: null,
  description: { type: 'offer', sdp },
});

/** The sdp of a relayed signal, room's or call's. */
export const sdpOf = (signal: { data: RtcSignalData }) =>
  signal.data.kind === 'description' ? signal.data.description.sdp : undefined;
