import { describe, expect, it, vi } from 'vitest';
import type { RoomChannel } from './RoomChannel';
import { createRoomChannel } from './createRoomChannel';
import type { ChatSdk } from './tim/chatSdk';

const socketChannel = {
  join: async () => undefined,
  send: () => undefined,
  on: () => () => undefined,
  onRejoin: () => () => undefined,
  onError: () => () => undefined,
  leave: () => undefined,
} as RoomChannel;

describe('createRoomChannel', () => {
  it('keeps the page’s socket.io channel on the p2p engine', () => {
    expect(createRoomChannel({ engine: 'p2p', iceServers: [] }, () => socketChannel)).toBe(socketChannel);
  });

  it('enters Tencent IM with the TRTC answer’s user in the room’s group, loading the SDK only on joining', async () => {
    const calls: unknown[] = [];
    const chat = {
      on: (event: string, handler: () => void) => event === 'ready' && setTimeout(handler, 0),
      off: () => undefined,
      login: async (arg: unknown) => void calls.push(arg),
      joinGroup: async (arg: unknown) => void calls.push(arg),
    };
    const load = vi.fn(
      async () =>
        ({
          create: () => chat,
          EVENT: { SDK_READY: 'ready', MESSAGE_RECEIVED: 'message' },
          TYPES: { GRP_AVCHATROOM: 'AVChatRoom' },
        }) as unknown as ChatSdk,
    );
    const channel = createRoomChannel(
      { engine: 'trtc', iceServers: [], sdkAppId: 1400000001, userId: 'a_x', userSig: 'sig', roomId: 'room-1' },
      () => socketChannel,
      load,
    );
    expect(load).not.toHaveBeenCalled();
    await channel.join();
    expect(calls).toEqual([
      { userID: 'a_x', userSig: 'sig' },
      { groupID: 'room-1', type: 'AVChatRoom' },
    ]);
  });

  it('with TRTC still hears the server on the socket, and sends to the other page on IM only', async () => {
    const heard: unknown[] = [];
    const socketSent: unknown[] = [];
    let serverSays: ((payload: unknown) => void) | undefined;
    const socket = {
      ...socketChannel,
      send: (type: string) => void socketSent.push(type),
      on: (_type: string, listener: (payload: unknown) => void) => {
        serverSays = listener;
        return () => (serverSays = undefined);
      },
    } as unknown as RoomChannel;
    const sent: unknown[] = [];
    const chat = {
      on: (event: string, handler: () => void) => event === 'ready' && setTimeout(handler, 0),
      off: () => undefined,
      login: async () => undefined,
      joinGroup: async () => undefined,
      createCustomMessage: (message: unknown) => message,
      sendMessage: async (message: unknown) => void sent.push(message),
    };
    const load = async () =>
      ({
        create: () => chat,
        EVENT: { SDK_READY: 'ready', MESSAGE_RECEIVED: 'message' },
        TYPES: { GRP_AVCHATROOM: 'AVChatRoom', CONV_GROUP: 'GROUP' },
      }) as unknown as ChatSdk;
    const channel = createRoomChannel(
      { engine: 'trtc', iceServers: [], sdkAppId: 1400000001, userId: 'a_x', userSig: 'sig', roomId: 'room-1' },
      () => socket,
      load,
    );
    await channel.join();
    const stop = channel.on('test.note', (payload) => heard.push(payload));
    serverSays?.({ text: 'from the server' });
    channel.send('test.note', { text: 'to the customer' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.stringify(sent[0])).toContain('to the customer');
    expect(socketSent).toEqual([]);
    expect(heard).toEqual([{ text: 'from the server' }]);
    stop();
    expect(serverSays).toBeUndefined();
  });
});
