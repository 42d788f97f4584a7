/** The customer's socket (no sign-in, namespace /customer): the vendor client is kept here, as for the agent's. */
import { io, type Socket } from 'socket.io-client';
import {
  CUSTOMER_NAMESPACE,
  type CallSignal,
  type CustomerClientEvents,
  type CustomerHandshake,
  type CustomerServerEvents,
  type RoomSignal,
} from '../schemas/events';
import type { RoomChannel } from './im/RoomChannel';
import { socketRoomChannel, type RoomMessageSocket } from './im/socketRoomChannel';
import type { SignalChannel } from './rtc/RtcClient';

export type CustomerSocket = Socket<CustomerServerEvents, CustomerClientEvents>;

/** The customer's socket, following a call or a room; listeners are set before it connects. */
export function customerSocket(handshake: CustomerHandshake, listen: (socket: CustomerSocket) => void): CustomerSocket {
  const socket: CustomerSocket = io(CUSTOMER_NAMESPACE, {
    auth: handshake,
    transports: ['websocket'],
    autoConnect: false,
  });
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

/** The WebRTC signals with the agent the call of the socket's handshake rings at, before its room opens. */
export function customerCallSignals(socket: CustomerSocket, callId: string): SignalChannel {
  return {
    send(data) {
      socket.emit('call.signal', { callId, data });
    },
    onSignal(listener) {
      const heard = (signal: CallSignal) => {
        if (signal.callId === callId) listener(signal.data);
      };
      socket.on('call.signal', heard);
      return () => socket.off('call.signal', heard);
    },
  };
}

/** The room's in-room messages over the customer's socket: its handshake already put it in the room. */
export function customerRoomChannel(socket: CustomerSocket, serviceId: string): RoomChannel {
  return socketRoomChannel({ serviceId, socket: socket as unknown as RoomMessageSocket });
}
