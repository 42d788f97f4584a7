import { io, type Socket } from 'socket.io-client';
import { CUSTOMER_NAMESPACE, type CustomerClientEvents, type CustomerHandshake, type CustomerServerEvents, type RoomSignal } from '../schemas/events';
import type { Envelope } from '../schemas/api';
import type { SignalChannel } from '../realtime/rtc/RtcClient';

export type CustomerSocket = Socket<CustomerServerEvents, CustomerClientEvents>;

/** A refusal with the server's text, and the field it is about when there is one. */
export class CustomerApiError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/** The customer's calls need no sign-in; the envelope is the same as everywhere. */
export async function customerRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CustomerApiError('网络异常，请稍后重试', {});
  }
  const envelope = (await response.json().catch(() => ({ errCode: 500, errInfo: '网络异常，请稍后重试' }))) as Envelope<T>;
  if (envelope.errCode !== 0) {
    const fields = (envelope.result as { fields?: Record<string, string> } | undefined)?.fields ?? {};
    throw new CustomerApiError(envelope.errInfo ?? '网络异常，请稍后重试', fields);
  }
  return envelope.result as T;
}

/** The customer's socket, following a call or a room; listeners are set before it connects. */
export function customerSocket(handshake: CustomerHandshake, listen: (socket: CustomerSocket) => void): CustomerSocket {
  const socket: CustomerSocket = io(CUSTOMER_NAMESPACE, { auth: handshake, transports: ['websocket'], autoConnect: false });
  listen(socket);
  socket.connect();
  return socket;
}

/** The WebRTC signals of the room the socket's handshake names; a reconnection re-enters it by itself. */
export function customerRoomSignals(socket: CustomerSocket, serviceId: string): SignalChannel {
  return {
    send(data) {
      socket.emit('rtc.signal', { serviceId, data });
    },
    onSignal(listener) {
      const heard = (signal: RoomSignal) => {
        if (signal.serviceId === serviceId) listener(signal.data);
      };
      socket.on('rtc.signal', heard);
      return () => socket.off('rtc.signal', heard);
    },
  };
}
