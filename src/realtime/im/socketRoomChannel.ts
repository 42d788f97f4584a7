/** The RoomChannel over the product's own socket.io connections: the agent's signed-in socket, the customer's /customer socket. */
import {
  ROOM_MESSAGE_MAX_BYTES,
  ROOM_MESSAGE_TOO_LARGE,
  roomMessageTexts,
  type RoomMessageEnvelope,
  type RoomMessageType,
  type RoomSender,
} from '../../schemas/roomMessages';
import { RoomChannelError, type RoomChannel, type RoomMessageListener } from './RoomChannel';

/** The part of a socket.io client the channel uses, whichever namespace it is on. */
export interface RoomMessageSocket {
  connected: boolean;
  emit(event: 'room.message', envelope: RoomMessageEnvelope): unknown;
  on(event: 'room.message', listener: (envelope: RoomMessageEnvelope) => void): unknown;
  off(event: 'room.message', listener: (envelope: RoomMessageEnvelope) => void): unknown;
  on(event: 'connect', listener: () => void): unknown;
  off(event: 'connect', listener: () => void): unknown;
}

interface SocketRoomChannelOptions {
  serviceId: string;
  socket: RoomMessageSocket;
  /** Enters the room on the server each time the socket (re)connects; the customer's handshake already did. */
  enter?: () => Promise<void>;
  /** Leaves the room on the server. */
  exit?: () => void;
}

export function socketRoomChannel({ serviceId, socket, enter, exit }: SocketRoomChannelOptions): RoomChannel {
  const listeners = new Map<string, Set<(payload: unknown, from: RoomSender) => void>>();
  const waiting: RoomMessageEnvelope[] = [];
  const errorListeners = new Set<(error: RoomChannelError) => void>();
  const rejoinListeners = new Set<() => void>();
  let state: 'new' | 'joined' | 'left' = 'new';
  /** Whether the room was entered on this socket before, so the next entry is a return. */
  let enteredOnce = false;

  const heard = (envelope: RoomMessageEnvelope) => {
    if (state === 'left' || envelope.serviceId !== serviceId) return;
    const from = envelope.from ?? { role: 'server', id: '' };
    for (const listener of listeners.get(envelope.type) ?? []) listener(envelope.payload, from);
  };
  const flush = () => {
    if (state !== 'joined' || !socket.connected) return;
    for (const envelope of waiting.splice(0)) socket.emit('room.message', envelope);
  };
  const entered = async () => {
    if (enter) await enter();
    flush();
    if (state !== 'joined') return;
    if (enteredOnce) for (const listener of rejoinListeners) listener();
    enteredOnce = true;
  };
  const onConnect = () => void entered();
  socket.on('room.message', heard);

  return {
    async join() {
      if (state !== 'new') return;
      state = 'joined';
      socket.on('connect', onConnect);
      if (socket.connected) await entered();
    },
    send(type, payload) {
      if (state === 'left') return;
      // The relay drops a message over its bound without a word; say so as Tencent IM would (80002).
      if (JSON.stringify(payload ?? null).length > ROOM_MESSAGE_MAX_BYTES) {
        const error = new RoomChannelError(ROOM_MESSAGE_TOO_LARGE, roomMessageTexts.tooLarge);
        for (const listener of errorListeners) listener(error);
        return;
      }
      waiting.push({ serviceId, type, payload });
      flush();
    },
    on<K extends RoomMessageType>(type: K, listener: RoomMessageListener<K>) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      const wrapped = listener as (payload: unknown, from: RoomSender) => void;
      set.add(wrapped);
      return () => set.delete(wrapped);
    },
    onRejoin(listener) {
      rejoinListeners.add(listener);
      return () => rejoinListeners.delete(listener);
    },
    onError(listener) {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
    leave() {
      if (state === 'left') return;
      errorListeners.clear();
      rejoinListeners.clear();
      const wasJoined = state === 'joined';
      state = 'left';
      waiting.length = 0;
      socket.off('room.message', heard);
      socket.off('connect', onConnect);
      if (wasJoined) exit?.();
    },
  };
}
