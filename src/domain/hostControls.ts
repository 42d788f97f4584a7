/**
 * Host controls (spec 2 §3 "Participant", §4.1, §9): the agent mutes or unmutes everyone's microphone and
 * each member's microphone and camera; a participant's page obeys, and after a remote mute may not turn the
 * thing back on for 10 s (the prohibit flag, which clears itself). Time is passed in (ms).
 */

/** Spec 2 §9: the remote-mute disable period. */
export const PROHIBIT_MS = 10_000;

/** The customer's participant id: a room has one customer, whatever page or reload it speaks from. */
export const CUSTOMER_USER_ID = 'customer';

export type MediaKind = 'audio' | 'video';

/** A member of the room as the host's list shows it; each page announces its own. */
export interface Participant {
  userId: string;
  userName: string;
  role: 'agent' | 'customer';
  isAudio: boolean;
  isVideo: boolean;
}

/** The host's request, relayed by the server (message type muteAudio or muteVideo). */
export interface MuteRequest {
  users: string[];
  operatorId: string;
  /** True to turn off, false to let the member turn it on again (and turn it on). */
  mute: boolean;
}

interface ProhibitState {
  readonly audio: number | null;
  readonly video: number | null;
}

export const NO_PROHIBIT: ProhibitState = { audio: null, video: null };

/** What a page does with a request meant for it: the new prohibit flags and whether to turn its device off or on. */
export function obeyMute(
  state: ProhibitState,
  kind: MediaKind,
  request: Pick<MuteRequest, 'mute'>,
  now: number,
): { state: ProhibitState; turn: 'off' | 'on' } {
  return request.mute
    ? { state: { ...state, [kind]: now + PROHIBIT_MS }, turn: 'off' }
    : { state: { ...state, [kind]: null }, turn: 'on' };
}

/** Whether the participant may turn the device on now. */
export function mayTurnOn(state: ProhibitState, kind: MediaKind, now: number): boolean {
  const until = state[kind];
  return until === null || now >= until;
}

/** The prohibit flags with those run out cleared; the same object when nothing changed. */
export function clearExpired(state: ProhibitState, now: number): ProhibitState {
  const audio = state.audio !== null && now >= state.audio ? null : state.audio;
  const video = state.video !== null && now >= state.video ? null : state.video;
  return audio === state.audio && video === state.video ? state : { audio, video };
}

/** A request is for this page when it names its participant id. */
export function concerns(request: Pick<MuteRequest, 'users'>, userId: string): boolean {
  return Array.isArray(request.users) && request.users.includes(userId);
}

/** The host's list: itself first, then the others in the order they announced themselves; an announcement replaces the member's entry. */
export function upsertParticipant(list: readonly Participant[], member: Participant): Participant[] {
  const index = list.findIndex((p) => p.userId === member.userId);
  const next = index < 0 ? [...list, member] : list.map((p, i) => (i === index ? member : p));
  return [...next.filter((p) => p.role === 'agent'), ...next.filter((p) => p.role !== 'agent')];
}

/** Everyone the host may mute: the members other than itself. */
export function othersThan(list: readonly Participant[], operatorId: string): string[] {
  return list.filter((p) => p.userId !== operatorId).map((p) => p.userId);
}

/** A participant's announcement heard from the other side, checked; null when it is not one. */
export function readParticipant(value: unknown): Participant | null {
  const p = value as Partial<Participant> | null;
  if (typeof p !== 'object' || p === null) return null;
  if (
    typeof p.userId !== 'string' ||
    p.userId === '' ||
    p.userId.length > 64 ||
    typeof p.userName !== 'string' ||
    p.userName.length > 64
  )
    return null;
  if ((p.role !== 'agent' && p.role !== 'customer') || typeof p.isAudio !== 'boolean' || typeof p.isVideo !== 'boolean')
    return null;
  return { userId: p.userId, userName: p.userName, role: p.role, isAudio: p.isAudio, isVideo: p.isVideo };
}
