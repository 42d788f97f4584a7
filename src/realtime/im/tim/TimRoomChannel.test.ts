import { describe, expect, it, vi } from 'vitest';
import { agentRtcUserId } from '../../../schemas/rtcConfig';
import { RoomChannelError } from '../RoomChannel';
import { CONTRACT_ROOM, roomChannelContract } from '../roomChannelContract';
import type { ChatSdk } from './chatSdk';
import { timRoomChannel } from './TimRoomChannel';

const TYPES = {
  GRP_AVCHATROOM: 'AVChatRoom',
  CONV_GROUP: 'GROUP',
  MSG_CUSTOM: 'TIMCustomElem',
  JOIN_STATUS_ALREADY_IN_GROUP: 'AlreadyInGroup',
  NET_STATE_CONNECTED: 'connected',
};
const EVENT = { SDK_READY: 'sdkStateReady', MESSAGE_RECEIVED: 'onMessageReceived', NET_STATE_CHANGE: 'netStateChange' };
const SELF = 'c_customerPage01';

type Failure = { code: number; message?: string };

/** Tencent IM at its boundary: records calls, answers as told, and lets the test fire its events. */
function fakeChat(
  options: { readyOnLogin?: boolean; join?: Failure[]; create?: Failure; send?: Failure; login?: Failure } = {},
) {
  const calls: [string, unknown?][] = [];
  const handlers = new Map<string, Set<(event: unknown) => void>>();
  const joinFailures = [...(options.join ?? [])];
  const fire = (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload));
  const chat = {
    on: (event: string, handler: (e: unknown) => void) =>
      void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(handler),
    off: (event: string, handler: (e: unknown) => void) => void handlers.get(event)?.delete(handler),
    login: async (arg: unknown) => {
      calls.push(['login', arg]);
      if (options.login) throw options.login;
      if (options.readyOnLogin !== false) fire(EVENT.SDK_READY, {});
      return { data: {} };
    },
    logout: async () => void calls.push(['logout']),
    joinGroup: async (arg: unknown) => {
      calls.push(['joinGroup', arg]);
      const failure = joinFailures.shift();
      if (failure) throw failure;
      return { data: { status: 'JoinedSuccess' } };
    },
    createGroup: async (arg: unknown) => {
      calls.push(['createGroup', arg]);
      if (options.create) throw options.create;
      return { data: {} };
    },
    createCustomMessage: (arg: unknown) => ({ created: arg }),
    sendMessage: async (message: { created: unknown }) => {
      calls.push(['sendMessage', message.created]);
      if (options.send) throw options.send;
      return { data: {} };
    },
  };
  const sdk = {
    EVENT,
    TYPES,
    create: (arg: unknown) => {
      calls.push(['create', arg]);
      return chat;
    },
  } as unknown as ChatSdk;
  return {
    sdk,
    calls,
    names: () => calls.map(([name]) => name),
    listening: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
    ready: () => fire(EVENT.SDK_READY, {}),
    /** What was sent, decoded from the custom messages' data. */
    sentData: () =>
      calls
        .filter(([name]) => name === 'sendMessage')
        .map(([, m]) => JSON.parse((m as { payload: { data: string } }).payload.data) as Record<string, unknown>),
    receive: (message: Record<string, unknown>) => fire(EVENT.MESSAGE_RECEIVED, { data: [message] }),
    /** IM loses its network and gets it back. */
    interrupt() {
      fire(EVENT.NET_STATE_CHANGE, { data: { state: 'disconnected' } });
      fire(EVENT.NET_STATE_CHANGE, { data: { state: 'connecting' } });
      fire(EVENT.NET_STATE_CHANGE, { data: { state: 'connected' } });
    },
  };
}

const channelOf = (fake: ReturnType<typeof fakeChat>, serviceId = CONTRACT_ROOM) =>
  timRoomChannel({ serviceId, sdkAppId: 1400000001, userId: SELF, userSig: 'sig', load: async () => fake.sdk });

const customMessage = (from: string, data: unknown, to = CONTRACT_ROOM) => ({
  type: TYPES.MSG_CUSTOM,
  conversationType: TYPES.CONV_GROUP,
  to,
  from,
  payload: { data: typeof data === 'string' ? data : JSON.stringify(data), description: '', extension: '' },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('timRoomChannel', () => {
  describe('as every RoomChannel', () => {
    roomChannelContract(({ connected }) => {
      const fake = fakeChat({ readyOnLogin: connected });
      return {
        channel: channelOf(fake),
        connect: async () => fake.ready(),
        sent: () => fake.sentData().map(({ type, payload }) => ({ type: type as string, payload })),
        deliver: ({ serviceId, type, payload, from }) =>
          fake.receive(
            customMessage(from?.role === 'agent' ? agentRtcUserId(from.id) : 'administrator', {
              serviceId,
              type,
              payload,
              userId: 'x',
            }),
          ),
        interrupt: async () => fake.interrupt(),
      };
    });
  });

  it('logs in as the signed user, joins the room’s audio-video group, and sends custom messages the spec’s way', async () => {
    const fake = fakeChat();
    const channel = channelOf(fake);
    await channel.join();
    channel.send('test.note', { text: 'hi' });
    expect(fake.calls.slice(0, 3)).toEqual([
      ['create', { SDKAppID: 1400000001 }],
      ['login', { userID: SELF, userSig: 'sig' }],
      ['joinGroup', { groupID: CONTRACT_ROOM, type: 'AVChatRoom' }],
    ]);
    expect(fake.calls[3]).toEqual([
      'sendMessage',
      {
        to: CONTRACT_ROOM,
        conversationType: 'GROUP',
        payload: {
          data: JSON.stringify({ serviceId: CONTRACT_ROOM, type: 'test.note', payload: { text: 'hi' }, userId: SELF }),
          description: 'test.note',
          extension: '',
        },
      },
    ]);
  });

  it('counts 10013 (already a member) as joined, and makes the group when nobody has yet', async () => {
    const member = fakeChat({ join: [{ code: 10013 }] });
    await channelOf(member).join();
    expect(member.names()).toEqual(['create', 'login', 'joinGroup']);

    const first = fakeChat({ join: [{ code: 10015 }] });
    await channelOf(first).join();
    expect(first.calls.slice(2)).toEqual([
      ['joinGroup', { groupID: CONTRACT_ROOM, type: 'AVChatRoom' }],
      ['createGroup', { groupID: CONTRACT_ROOM, name: CONTRACT_ROOM.slice(0, 30), type: 'AVChatRoom' }],
      ['joinGroup', { groupID: CONTRACT_ROOM, type: 'AVChatRoom' }],
    ]);

    const raced = fakeChat({ join: [{ code: 10010 }], create: { code: 10021 } });
    await expect(channelOf(raced).join()).resolves.toBeUndefined();
  });

  it('rejects joining with the page’s text when IM refuses the login or the group', async () => {
    for (const fake of [fakeChat({ login: { code: 70001 } }), fakeChat({ join: [{ code: 10007 }] })]) {
      const refusal = await channelOf(fake)
        .join()
        .catch((err: unknown) => err);
      expect(refusal).toBeInstanceOf(RoomChannelError);
      expect((refusal as RoomChannelError).text).toBe('加入失败，请重新加入会议');
    }
  });

  it('turns 80002 into RoomChannelError with the too-many-pages text, other send failures into a retry text', async () => {
    const errors: [number, string][] = [];
    for (const code of [80002, 20003]) {
      const channel = channelOf(fakeChat({ send: { code } }));
      channel.onError((error) => errors.push([error.code, error.text]));
      await channel.join();
      channel.send('test.note', { text: 'a whole document' });
      await settle();
    }
    expect(errors).toEqual([
      [80002, '文件页数过多，请减少后重试'],
      [20003, '消息发送失败，请稍后重试'],
    ]);
  });

  it('takes the sender from IM, not from what the message claims, and skips what is not a room message', async () => {
    const fake = fakeChat();
    const channel = channelOf(fake);
    await channel.join();
    const heard = vi.fn();
    channel.on('test.note', heard);
    fake.receive(
      customMessage('c_otherPage', {
        serviceId: CONTRACT_ROOM,
        type: 'test.note',
        payload: { text: 'a' },
        userId: agentRtcUserId('0b7e4a52-1c3d-4f6e-8a9b-2d5c7e1f3a60'),
      }),
    );
    fake.receive(customMessage('c_otherPage', 'not json'));
    fake.receive({
      ...customMessage('c_otherPage', { serviceId: CONTRACT_ROOM, type: 'test.note', payload: {} }),
      type: 'TIMTextElem',
    });
    fake.receive(
      customMessage('c_otherPage', { serviceId: CONTRACT_ROOM, type: 'test.note', payload: {} }, 'another-group'),
    );
    expect(heard.mock.calls).toEqual([[{ text: 'a' }, { role: 'customer', id: 'otherPage' }]]);
  });

  it('logs out on leaving, also while waiting for IM to be ready, and stops listening to IM', async () => {
    const fake = fakeChat();
    const channel = channelOf(fake);
    await channel.join();
    channel.leave();
    channel.leave();
    expect(fake.names().filter((n) => n === 'logout')).toHaveLength(1);
    expect(fake.listening()).toBe(0);

    const slow = fakeChat({ readyOnLogin: false });
    const early = channelOf(slow);
    const joining = early.join();
    await settle();
    early.leave();
    await joining;
    await settle();
    expect(slow.names()).toEqual(['create', 'login', 'logout']);
  });
});
