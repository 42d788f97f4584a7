/**
 * The connection of a customer's call made ready while it rings (p2p engine): the agent's page and the caller's
 * page negotiate it and connect it, without media, over the call's signals; when the agent answers, each side
 * puts its camera and microphone on it, and the room's client takes it over with the room's signals. The first
 * frames then need no negotiation, no gathering and no connecting after the answer.
 *
 * A page holds at most one such connection; it is left when the call is let go, or after the time it was held
 * for unless a room took it.
 */
import type { IceServer } from '../../../schemas/rtcConfig';
import type { RtcRole, SignalChannel } from '../RtcClient';
import type { P2pRtcClient } from './P2pRtcClient';

/** The engine's code comes with the first ring, not with the page that waits for calls. */
const loadClient = () => import('./P2pRtcClient').then((module) => module.P2pRtcClient);

/** A ringing call's connection is kept at most this long for its answer… */
const WHILE_RINGING_MS = 120_000;
/** …and this long once its room opens, for the room's client to take it. */
const WHILE_OPENING_MS = 15_000;

interface Warm {
  callId: string;
  /** The room the call opened, once answered. */
  serviceId: string | null;
  client: P2pRtcClient;
  /** Lets go of what carried the call's signals (the customer's call socket). */
  release: () => void;
  timer: ReturnType<typeof setTimeout>;
}

let warm: Warm | null = null;
/** The call whose connection is about to be made, while this page waits for the other pages of the agent. */
let pending: string | null = null;

const holdFor = (held: Warm, ms: number) => {
  clearTimeout(held.timer);
  held.timer = setTimeout(() => dropWarmCall(held.callId), ms);
};

/**
 * While `callId` rings: a connection with the other side of the call, over the call's signals, without media.
 * Among the pages of one browser (an agent's tabs all ring) only one makes it, under a Web Lock: two would each
 * greet the caller, and the caller's page follows the last peer it heard.
 */
export function warmCallUp(options: {
  callId: string;
  role: RtcRole;
  signals: SignalChannel;
  iceServers: IceServer[];
  release?: () => void;
}): void {
  const { callId, role, signals, iceServers, release = () => undefined } = options;
  if (warm?.callId === callId || pending === callId) return;
  dropWarmCall();
  pending = callId;
  const start = async () => {
    const Client = await loadClient();
    return new Promise<void>((ended) => {
      if (pending !== callId) return ended();
      pending = null;
      const client = new Client({ role, signals, iceServers });
      const finish = () => {
        release();
        ended();
      };
      const held: Warm = { callId, serviceId: null, client, release: finish, timer: setTimeout(() => undefined, 0) };
      warm = held;
      holdFor(held, WHILE_RINGING_MS);
      void client.join();
    });
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    void start();
    return;
  }
  void locks
    .request(`rtc.warmCall:${callId}`, { ifAvailable: true }, (lock) => (lock ? start() : undefined))
    .catch(() => undefined)
    .finally(() => {
      if (pending === callId) pending = null;
    });
}

/** Whether `callId`'s connection is being made ready on this page. */
export const isCallWarm = (callId: string): boolean => warm?.callId === callId;

/**
 * The call is answered: this side's camera and microphone (opened ahead while it rang) go out on its connection
 * at once, and, once known, the room it opened is noted for the room's client.
 */
export function answerWarmCall(callId: string, room: { serviceId?: string; media: boolean }): void {
  const held = warm;
  if (held?.callId !== callId) return;
  if (room.serviceId) held.serviceId = room.serviceId;
  holdFor(held, WHILE_OPENING_MS);
  // A refusal of the devices is met again, and told, by the room's client, which publishes too.
  if (room.media) held.client.publish().catch(() => undefined);
}

/** Whether the call that opened `serviceId` has its connection ready on this page. */
export const hasWarmCall = (serviceId: string): boolean => warm !== null && warm.serviceId === serviceId;

/** The room's client: the connection made ready for the call that opened `serviceId`, now on the room's signals. */
export function takeWarmCall(serviceId: string, signals: SignalChannel): P2pRtcClient | null {
  const held = warm;
  if (!held || held.serviceId !== serviceId) return null;
  clearTimeout(held.timer);
  warm = null;
  held.client.moveTo(signals);
  held.release();
  return held.client;
}

/** The call is let go before its room (or `callId`'s is, when named): its connection is left. */
export function dropWarmCall(callId?: string): void {
  if (callId === undefined || pending === callId) pending = null;
  const held = warm;
  if (!held || (callId !== undefined && held.callId !== callId)) return;
  clearTimeout(held.timer);
  warm = null;
  held.client.leave();
  held.release();
}
