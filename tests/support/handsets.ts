import { io } from 'socket.io-client';
import { CALL_SIMULATOR_NAMESPACE, type HandsetAction, type HandsetCall } from '../../src/schemas/callService';
import { connectEar, type Ear } from './sockets';

/** The customer's handset, opened by the link of one call (its key), as the phone ringing hands it over. */
export async function handset(
  baseUrl: string,
  key: string | undefined,
  phone = '13912345678',
): Promise<Ear & { act(callId: string, action: HandsetAction): void; ringing(): Promise<HandsetCall> }> {
  const auth = { phone, ...(key ? { key } : {}) };
  const ear = await connectEar(
    io(`${baseUrl}${CALL_SIMULATOR_NAMESPACE}`, {
      auth,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    }),
  );
  return Object.assign(ear, {
    act: (callId: string, action: HandsetAction) => void ear.socket.emit('action', { callId, action }),
    ringing: async () => {
      const calls = await ear.waitFor<HandsetCall[]>('calls', (list) => list.some((c) => c.state === 'ringing'));
      return calls.find((c) => c.state === 'ringing')!;
    },
  });
}

/** Whether a socket.io client gets into the handset namespace: the server's refusal message, or 'connected'. */
export function handsetConnects(baseUrl: string): Promise<string> {
  const socket = io(`${baseUrl}${CALL_SIMULATOR_NAMESPACE}`, {
    auth: { phone: '13800138000' },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.close();
      resolve('connected');
    });
    socket.once('connect_error', (err) => {
      socket.close();
      resolve(err.message);
    });
  });
}
