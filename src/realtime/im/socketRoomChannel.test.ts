import { describe, expect, it } from 'vitest';
import { ROOM_MESSAGE_MAX_BYTES, type RoomMessageEnvelope } from '../../schemas/roomMessages';
import { RoomChannelError } from './RoomChannel';
import { CONTRACT_ROOM, roomChannelContract } from './roomChannelContract';
import { socketRoomChannel, type RoomMessageSocket } from './socketRoomChannel';

declare module '../../schemas/roomMessages' {
  interface RoomMessages {
    'test.note': { text: string };
  }
}

/** A socket that records what is emitted and lets the test deliver messages and connections. */
function fakeSocket(connected: boolean) {
  const handlers = { message: new Set<(e: RoomMessageEnvelope) => void>(), connect: new Set<() => void>() };
  const sent: RoomMessageEnvelope[] = [];
  const socket = {
    connected,
    emit: (_event: string, envelope: RoomMessageEnvelope) => sent.push(envelope),
    on: (event: string, listener: never) => (event === 'connect' ? handlers.connect : handlers.message).add(listener),
    off: (event: string, listener: never) =>
      (event === 'connect' ? handlers.connect : handlers.message).delete(listener),
  };
  return {
    socket: socket as unknown as RoomMessageSocket,
    sent,
    deliver: (envelope: RoomMessageEnvelope) => handlers.message.forEach((h) => h(envelope)),
    connect() {
      socket.connected = true;
      handlers.connect.forEach((h) => h());
    },
    reconnect() {
      socket.connected = false;
      socket.connected = true;
      handlers.connect.forEach((h) => h());
    },
  };
}

describe('socketRoomChannel', () => {
  it('keeps what is sent before joining or while disconnected, then sends it in order once entered', async () => {
    const fake = fakeSocket(false);
    let entered = 0;
    const channel = socketRoomChannel({ serviceId: 's1', socket: fake.socket, enter: async () => void entered++ });
    channel.send('test.note', { text: 'one' });
    await channel.join();
    channel.send('test.note', { text: 'two' });
    expect(fake.sent).toEqual([]);
    fake.connect();
    await Promise.resolve();
    await Promise.resolve();
    expect(entered).toBe(1);
    expect(fake.sent.map((e) => (e.payload as { text: string }).text)).toEqual(['one', 'two']);
    expect(fake.sent[0]).toEqual({ serviceId: 's1', type: 'test.note', payload: { text: 'one' } });
  });

  it('hands each listener its own type of this room only, and nothing after leaving', async () => {
    const fake = fakeSocket(true);
    let exited = 0;
    const channel = socketRoomChannel({ serviceId: 's1', socket: fake.socket, exit: () => void exited++ });
    await channel.join();
    const heard: string[] = [];
    const stop = channel.on('test.note', (payload, from) => heard.push(`${from.role}:${payload.text}`));
    fake.deliver({ serviceId: 's1', type: 'test.note', payload: { text: 'a' }, from: { role: 'agent', id: 'x' } });
    fake.deliver({ serviceId: 's2', type: 'test.note', payload: { text: 'other room' } });
    fake.deliver({ serviceId: 's1', type: 'test.other', payload: { text: 'other type' } });
    fake.deliver({ serviceId: 's1', type: 'test.note', payload: { text: 'b' } });
    stop();
    fake.deliver({ serviceId: 's1', type: 'test.note', payload: { text: 'after stop' } });
    expect(heard).toEqual(['agent:a', 'server:b']);
    channel.on('test.note', (payload) => heard.push(payload.text));
    channel.leave();
    channel.send('test.note', { text: 'dropped' });
    fake.deliver({ serviceId: 's1', type: 'test.note', payload: { text: 'after leave' } });
    expect(heard).toEqual(['agent:a', 'server:b']);
    expect(fake.sent).toEqual([]);
    expect(exited).toBe(1);
  });

  it('refuses a message over the relay’s bound with the page’s text instead of losing it', async () => {
    const fake = fakeSocket(true);
    const channel = socketRoomChannel({ serviceId: 's1', socket: fake.socket });
    await channel.join();
    const errors: RoomChannelError[] = [];
    channel.onError((error) => errors.push(error));
    channel.send('test.note', { text: 'x'.repeat(ROOM_MESSAGE_MAX_BYTES) });
    channel.send('test.note', { text: 'fits' });
    expect(errors.map((e) => [e.code, e.text])).toEqual([[80002, '文件页数过多，请减少后重试']]);
    expect(fake.sent.map((e) => (e.payload as { text: string }).text)).toEqual(['fits']);
  });

  describe('as every RoomChannel', () => {
    roomChannelContract(({ connected }) => {
      const fake = fakeSocket(connected);
      const channel = socketRoomChannel({
        serviceId: CONTRACT_ROOM,
        socket: fake.socket,
        enter: async () => undefined,
      });
      return {
        channel,
        connect: async () => fake.connect(),
        sent: () => fake.sent.map(({ type, payload }) => ({ type, payload })),
        deliver: (message) => fake.deliver(message),
        interrupt: async () => fake.reconnect(),
      };
    });
  });
});
