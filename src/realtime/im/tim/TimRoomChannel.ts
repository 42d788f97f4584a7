/**
 * The RoomChannel over Tencent IM (spec 2 §7.4): the room is an audio-video group named by its
 * serviceId; messages are custom messages whose data is the JSON {serviceId, type, payload, userId}.
 * Who sent one is IM's sender, signed by the UserSig, not the userId the message claims.
 */
import { rtcUserOf } from '../../../schemas/rtcConfig';
import {
  ROOM_MESSAGE_TOO_LARGE,
  roomMessageTexts,
  type RoomMessageType,
  type RoomSender,
} from '../../../schemas/roomMessages';
import { RoomChannelError, type RoomChannel, type RoomMessageListener } from '../RoomChannel';
import { loadChatSdk, type ChatInstance, type ChatMessage, type ChatSdk, type LoadChatSdk } from './chatSdk';

interface TimRoomChannelOptions {
  serviceId: string;
  sdkAppId: number;
  userId: string;
  userSig: string;
  load?: LoadChatSdk;
}

/** IM's answers that mean the group is there to join after all, or that this user is in it already. */
const ALREADY_MEMBER = 10013;
const GROUP_MISSING = new Set([10010, 10015]);
const GROUP_EXISTS = new Set([10021, 10025]);

interface WireMessage {
  serviceId: string;
  type: string;
  payload: unknown;
  userId: string;
}

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

export function timRoomChannel({
  serviceId,
  sdkAppId,
  userId,
  userSig,
  load = loadChatSdk,
}: TimRoomChannelOptions): RoomChannel {
  const listeners = new Map<string, Set<(payload: unknown, from: RoomSender) => void>>();
  const errorListeners = new Set<(error: RoomChannelError) => void>();
  const rejoinListeners = new Set<() => void>();
  const waiting: WireMessage[] = [];
  let state: 'new' | 'joining' | 'joined' | 'left' = 'new';
  let session: { sdk: ChatSdk; chat: ChatInstance; loggedIn: boolean; stop: () => void; abort: () => void } | null =
    null;

  /** Read through a function: the state changes while enter() awaits. */
  const hasLeft = () => state === 'left';
  const failed = (error: RoomChannelError) => {
    for (const listener of errorListeners) listener(error);
  };

  const heard = (sdk: ChatSdk) => (event: { data: ChatMessage[] }) => {
    if (state === 'left') return;
    for (const message of event.data) {
      if (
        message.type !== sdk.TYPES.MSG_CUSTOM ||
        message.conversationType !== sdk.TYPES.CONV_GROUP ||
        message.to !== serviceId
      )
        continue;
      const wire = parse((message.payload as { data?: unknown } | null)?.data);
      if (!wire || wire.serviceId !== serviceId) continue;
      const from: RoomSender = rtcUserOf(message.from) ?? { role: 'server', id: '' };
      for (const listener of listeners.get(wire.type) ?? []) listener(wire.payload, from);
    }
  };

  const flush = () => {
    if (state !== 'joined' || !session) return;
    const { sdk, chat } = session;
    for (const wire of waiting.splice(0)) {
      const message = chat.createCustomMessage({
        to: serviceId,
        conversationType: sdk.TYPES.CONV_GROUP as never,
        payload: { data: JSON.stringify(wire), description: wire.type, extension: '' },
      });
      chat.sendMessage(message).catch((err: unknown) => {
        if (state === 'left') return;
        const code = codeOf(err);
        if (code === ROOM_MESSAGE_TOO_LARGE)
          failed(new RoomChannelError(ROOM_MESSAGE_TOO_LARGE, roomMessageTexts.tooLarge));
        else failed(new RoomChannelError(typeof code === 'number' ? code : 0, roomMessageTexts.sendFailed));
      });
    }
  };

  const joinGroup = async (sdk: ChatSdk, chat: ChatInstance) => {
    const type = sdk.TYPES.GRP_AVCHATROOM as never;
    try {
      await chat.joinGroup({ groupID: serviceId, type });
    } catch (err) {
      if (codeOf(err) === ALREADY_MEMBER) return;
      if (!GROUP_MISSING.has(codeOf(err) as number)) throw err;
      // Nobody has entered the room's group yet: the first page makes it (an audio-video group admits anyone).
      await chat.createGroup({ groupID: serviceId, name: serviceId.slice(0, 30), type }).catch((created: unknown) => {
        if (!GROUP_EXISTS.has(codeOf(created) as number)) throw created;
      });
      await chat.joinGroup({ groupID: serviceId, type }).catch((again: unknown) => {
        if (codeOf(again) !== ALREADY_MEMBER) throw again;
      });
    }
  };

  const enter = async () => {
    const sdk = await load();
    if (hasLeft()) return;
    const chat = sdk.create({ SDKAppID: sdkAppId });
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const onMessage = heard(sdk);
    // IM reconnects by itself; a return to the connected state after a break is a rejoin.
    let broken = false;
    const onNetState = (event: { data?: { state?: string } }) => {
      if (event.data?.state !== sdk.TYPES.NET_STATE_CONNECTED) {
        broken = true;
        return;
      }
      if (!broken || state !== 'joined') return;
      broken = false;
      for (const listener of rejoinListeners) listener();
    };
    chat.on(sdk.EVENT.SDK_READY, markReady);
    chat.on(sdk.EVENT.MESSAGE_RECEIVED, onMessage);
    chat.on(sdk.EVENT.NET_STATE_CHANGE, onNetState);
    const current = {
      sdk,
      chat,
      loggedIn: false,
      stop: () => {
        chat.off(sdk.EVENT.SDK_READY, markReady);
        chat.off(sdk.EVENT.MESSAGE_RECEIVED, onMessage);
        chat.off(sdk.EVENT.NET_STATE_CHANGE, onNetState);
      },
      // Leaving while IM is not ready yet ends the wait; enter() then sees it has left.
      abort: () => markReady(),
    };
    session = current;
    await chat.login({ userID: userId, userSig });
    current.loggedIn = true;
    if (hasLeft()) return void chat.logout().catch(() => undefined);
    await ready;
    if (hasLeft()) return;
    await joinGroup(sdk, chat);
    if (hasLeft()) return;
    state = 'joined';
    flush();
  };

  return {
    async join() {
      if (state !== 'new') return;
      state = 'joining';
      try {
        await enter();
      } catch (err) {
        const code = codeOf(err);
        throw new RoomChannelError(typeof code === 'number' ? code : 0, roomMessageTexts.joinFailed);
      }
    },
    send<K extends RoomMessageType>(type: K, payload: unknown) {
      if (state === 'left') return;
      waiting.push({ serviceId, type, payload, userId });
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
      state = 'left';
      waiting.length = 0;
      errorListeners.clear();
      rejoinListeners.clear();
      const current = session;
      session = null;
      if (!current) return;
      current.stop();
      current.abort();
      // A login still under way logs out when it completes (enter() checks the state).
      if (current.loggedIn) void current.chat.logout().catch(() => undefined);
    },
  };
}

function parse(data: unknown): WireMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const wire = JSON.parse(data) as Partial<WireMessage> | null;
    return typeof wire?.serviceId === 'string' && typeof wire.type === 'string' && wire.type !== ''
      ? (wire as WireMessage)
      : null;
  } catch {
    return null;
  }
}
