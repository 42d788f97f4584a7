import { describe, expect, it, vi } from 'vitest';
import type { RoomChannel } from './RoomChannel';
import { createRoomChannel } from './createRoomChannel';
import type { ChatSdk } from './tim/chatSdk';

const socketChannel = { join: async () => undefined, send: () => undefined, on: () => () => undefined, onError: () => () => undefined, leave: () => undefined } as RoomChannel;

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
    const load = vi.fn(async () => ({ create: () => chat, EVENT: { SDK_READY: 'ready', MESSAGE_RECEIVED: 'message' }, TYPES: { GRP_AVCHATROOM: 'AVChatRoom' } }) as unknown as ChatSdk);
    const socket = vi.fn(() => socketChannel);
    const channel = createRoomChannel({ engine: 'trtc', iceServers: [], sdkAppId: 1400000001, userId: 'a_x', userSig: 'sig', roomId: 'room-1' }, socket, load);
    expect(socket).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    await channel.join();
    expect(calls).toEqual([{ userID: 'a_x', userSig: 'sig' }, { groupID: 'room-1', type: 'AVChatRoom' }]);
  });
});
