/**
 * The call service's conference socket (spec 2 §7.3 "a realtime socket with events login, relogin,
 * logout, refreshReconnectionTicket, text, participant, stream, progress, soac"), as the simulator serves
 * it on CALL_SIMULATOR_NAMESPACE and ConferenceClient speaks it. Requests are acknowledged with
 * (status 'ok' | 'error', data): login and relogin answer the room and a reconnection ticket.
 */

export type ConferenceStatus = 'ok' | 'error';
export type ConferenceAck<T> = (status: ConferenceStatus, data: T | string) => void;

/** Conference client states (spec 2 §4.3): 1 idle, 2 connecting, 3 connected. */
export const CONFERENCE_IDLE = 1;
export const CONFERENCE_CONNECTING = 2;
export const CONFERENCE_CONNECTED = 3;
export type ConferenceState = typeof CONFERENCE_IDLE | typeof CONFERENCE_CONNECTING | typeof CONFERENCE_CONNECTED;

export interface ConferenceParticipant {
  id: string;
  /** The agent (its room's service id) or the customer's phone. */
  user: string;
  role: 'presenter' | 'customer';
}

export interface ConferenceStream {
  id: string;
  info: { owner: string; inViews: string[] };
}

export interface ConferenceLogin {
  /** This participant. */
  id: string;
  user: string;
  role: ConferenceParticipant['role'];
  room: { id: string; participants: ConferenceParticipant[]; streams: ConferenceStream[] };
  /** Spent by relogin after a lost connection; refreshed with refreshReconnectionTicket. */
  reconnectionTicket: string;
}

interface ConferenceText {
  from: string;
  /** 'all' or a participant's id. */
  to: string;
  message: string;
}

export interface ConferenceServerEvents {
  participant: (event: { action: 'join' | 'leave'; data: ConferenceParticipant }) => void;
  stream: (event: {
    id: string;
    status: 'add' | 'update' | 'remove';
    data: ConferenceStream | { field: string; value: unknown };
  }) => void;
  text: (event: ConferenceText) => void;
  /** Signalling of a session ('soac') relayed from another participant, or its state. */
  progress: (event: { id: string; status: 'soac' | 'ready' | 'error'; data: unknown }) => void;
}

export const conferenceTexts = {
  badToken: '加入房间失败：未获取到有效token',
  badTicket: '重连凭证无效或已过期',
  notLoggedIn: 'connection state invalid',
  tooLong: '消息过长',
} as const;

/** How long a reconnection ticket is good for; the client refreshes it at half of that. */
export const RECONNECTION_TICKET_MS = 10 * 60_000;
export const MAX_CONFERENCE_TEXT = 2000;

/** The socket the conference speaks over (socket.io's, from src/realtime/callLine.ts). */
export interface ConferenceSocket {
  readonly connected: boolean;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
}
