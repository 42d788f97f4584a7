/**
 * Rules of the 5G call room (spec 2 §4.3, §4.4, §5): when the agent may share and switch media, and the
 * one-tab guard's marker. Plain functions; the room's hooks apply them.
 */

/** Call status of the call panel: 0 idle, 1 ringing or waiting, 2 connected. */
export type CallStatus = 0 | 1 | 2;

export interface CallState {
  status: CallStatus;
  video: boolean;
  /** A switch between audio and video waits for the customer's answer. */
  changing: boolean;
}

export type ShareRefusal = 'notConnected' | 'videoOnly' | 'switching';

/** Why the agent may not share now, or null: sharing needs a connected video call not switching media. */
export function shareRefusal(call: CallState): ShareRefusal | null {
  if (call.status !== 2) return 'notConnected';
  if (!call.video) return 'videoOnly';
  if (call.changing) return 'switching';
  return null;
}

/** Switching between audio and video is refused while something is shared ('请结束分享再进行切换'). */
export const mayChangeMedia = (sharing: boolean): boolean => !sharing;

/** The end-share button shows only while sharing during a connected call. */
export const showsEndShare = (sharing: boolean, status: CallStatus): boolean => sharing && status === 2;

/** A second tab says so and closes after this long (spec 2 §9). */
export const DUPLICATE_TAB_CLOSE_SECONDS = 5;
/** The session's status is asked this often; 'ended' ends the page (spec 2 §4.4). */
export const ENDED_POLL_MS = 60_000;
/** While a connected call waits for the customer's consent on the handset, the session is asked this often. */
export const CONSENT_POLL_MS = 2000;
/** The ended page closes itself after this long (spec 2 §4.1, §8). */
export const ENDED_CLOSE_MS = 1000;
