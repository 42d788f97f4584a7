/** Socket.io events, typed once for the server and the client (spec 1 §7.5). */
import type { AuditResult } from '../domain/audit';
import type { RoleLevel } from '../domain/scope';
import type { BotHandover, DmStep } from './bot';
import type { RoomMessageEnvelope } from './roomMessages';
import type { BookingCancellation, BookingRecord } from './workSlot';
import type { SeatRow } from './seatMonitor';
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';

export interface ServerToClientEvents {
  /** A newer sign-in of this login name ended this session. */
  agentExpired: (loginName: string) => void;
  /** The session has run out (idle too long, or past its longest life): the socket closes next. */
  'session.expired': () => void;
  /** Presence of an agent of the same tenant changed. */
  agentPresence: (presence: { agentId: string; online: boolean }) => void;
  /** A seat of the admin's scope changed status, presence or call (the seat monitor). */
  'seat.status': (seat: SeatRow) => void;
  newShareWebAdded: (shareWeb: { _id: string; name: string; type: string }) => void;
  'videoSells.callIn': (call: IncomingCall) => void;
  /** The ring is over for this agent; `reason` 'cancelled' when the customer cancelled the call. */
  'videoSells.cancelCall': (call: { callId: string; reason?: 'cancelled' }) => void;
  'videoSells.receivefivecallinfo': (call: IncomingCall) => void;
  /** The agent's status changed on the server (answering, ending, the after-call countdown, a ring left unanswered). */
  agentStatus: (status: { serviceStatus: 'idle' | 'busy' | 'afterCall' | 'away'; until: string | null }) => void;
  /** A room of this agent ended from elsewhere (the customer hung up, another device), or went to another agent. */
  'serviceRoom.ended': (room: { serviceId: string; by: 'user' | 'agent' | 'transfer' }) => void;
  /** A transfer this agent asked for found nobody, or was refused by the named agent. */
  'serviceRoom.transferFailed': (transfer: { serviceId: string; callId: string }) => void;
  /** WebRTC signalling from the customer of a room this socket entered. */
  'rtc.signal': (signal: RoomSignal) => void;
  /** WebRTC signalling from the caller of a call ringing at this agent: the connection made ready before the answer. */
  'call.signal': (signal: CallSignal) => void;
  /** An in-room message from the room's customer or the server (src/schemas/roomMessages.ts). */
  'room.message': (envelope: RoomMessageEnvelope) => void;
  /** A customer booked one of this agent's slots. */
  'booking.created': (booking: BookingRecord) => void;
  /** A booking of one of this agent's slots was cancelled (by the customer or staff); the slot is free again. */
  'booking.cancelled': (cancellation: BookingCancellation) => void;
  /** A template or content of this agent's was approved or rejected (with the reason). */
  'audit.result': (result: AuditResult) => void;
}

/** What the customer's page hears on the /customer namespace. */
export interface CustomerServerEvents {
  /** The state of the customer's call: its place in the queue while waiting, the room once answered. */
  'call.update': (call: CustomerCallState) => void;
  /** The room ended; the customer's page says so. */
  'room.ended': (room: { serviceId: string; by: 'user' | 'agent' }) => void;
  /** Another agent took over the room (a manual transfer). */
  'room.agentChanged': (room: { serviceId: string; agentName: string }) => void;
  /** WebRTC signalling from the room's agent. */
  'rtc.signal': (signal: RoomSignal) => void;
  /** WebRTC signalling from the agent the customer's call rings at. */
  'call.signal': (signal: CallSignal) => void;
  /** The agent the call rings at pressed 接听: the page may send its camera on the connection made ready, ahead of the room. */
  'call.answering': (call: { callId: string }) => void;
  /** An in-room message from the room's agent or the server. */
  'room.message': (envelope: RoomMessageEnvelope) => void;
  /** A step of the customer's bot dialogue: what the bot now says (spec 2 §7.4, spec 3 §7 videoBot). */
  videoBot: (step: DmStep) => void;
  /** The bot hands the customer over to a person ('转接人工'): the call asked, or why none could be (handup). */
  handup: (handup: { dmId: string; transfer: BotHandover | null; transferRefused: string | null }) => void;
  /** The bot dialogue is over: its final step, a hand-over, a failure, or the customer left (BOT_FINAL_END). */
  BOT_FINAL_END: (end: { dmId: string; reason: 'final' | 'handover' | 'failed' | 'left' }) => void;
}

export interface CustomerClientEvents {
  /** WebRTC signalling to the agent of the room the handshake names. */
  'rtc.signal': (signal: RoomSignal) => void;
  /** WebRTC signalling to the agent the call of the handshake rings at. */
  'call.signal': (signal: CallSignal) => void;
  /** An in-room message to the agent of the room the handshake names. */
  'room.message': (envelope: RoomMessageEnvelope) => void;
}

/**
 * What the p2p engine's peers say to each other, relayed unread by the server. Each page that joins a
 * room picks a fresh peer id; `to` is the peer it answers, or null before it has heard from one.
 */
export type RtcSignalData =
  | { kind: 'hello'; from: string }
  | { kind: 'bye'; from: string }
  /** `answering`: an answer's offer, by its o= line (perfectNegotiation.ts). */
  | { kind: 'description'; from: string; to: string | null; description: RtcDescription; answering?: string | null }
  | { kind: 'candidate'; from: string; to: string | null; candidate: RtcCandidate };

/** RTCSessionDescriptionInit and RTCIceCandidateInit, spelt out so the server needs no DOM types. */
export interface RtcDescription {
  type: 'offer' | 'answer' | 'pranswer' | 'rollback';
  sdp?: string;
}
export interface RtcCandidate {
  candidate?: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

export interface RoomSignal {
  serviceId: string;
  data: RtcSignalData;
}

/**
 * Signalling between a customer's call and the agent it rings at, before there is a room: the two pages
 * connect while it rings, and the room's media starts on that connection when the agent answers.
 */
export interface CallSignal {
  callId: string;
  data: RtcSignalData;
}

export const customerCallStateSchema = recordOf({
  callId: { type: 'string' },
  status: { type: 'string', enum: ['waiting', 'ringing', 'started', 'cancelled', 'missed'] },
  /** 1-based place among the tenant's calls not yet answered; 0 once answered or closed. */
  position: { type: 'integer' },
  serviceId: nullableText,
  inviteNumber: nullableText,
  /** The room's customer key: the caller is its customer. */
  key: nullableText,
  agentName: nullableText,
});
export type CustomerCallState = FromSchema<typeof customerCallStateSchema>;

/** How the customer's socket proves what it follows: its call, a room by a key of the room, or its bot dialogue. */
export type CustomerHandshake = { callId: string } | { serviceId: string; key: string } | { dmId: string };

export interface ClientToServerEvents {
  agentOnline: (loginName: string) => void;
  reconnect_socket: (loginName: string) => void;
  agentOffline: (loginName: string) => void;
  'videoSells.enterHall': (entry: { loginName: string; siteCode: 'PC' | 'Mobile' }) => void;
  /** The meeting page enters its room: accepted only for the room's agent while it is in progress. */
  'room.enter': (room: { serviceId: string }, answer: (entered: { ok: boolean }) => void) => void;
  'room.leave': (room: { serviceId: string }) => void;
  /** WebRTC signalling to the customers of a room this socket entered. */
  'rtc.signal': (signal: RoomSignal) => void;
  /** WebRTC signalling to the caller of a call ringing at this agent. */
  'call.signal': (signal: CallSignal) => void;
  /** This agent pressed 接听 on a call ringing at it: told to the caller at once, while the room opens. */
  'call.answering': (call: { callId: string }) => void;
  /** An in-room message to the customers of a room this socket entered. */
  'room.message': (envelope: RoomMessageEnvelope) => void;
}

/** Incoming call data (spec 1 §3). */
const incomingCallProperties = {
  callId: { type: 'string' },
  userName: { type: 'string' },
  // The caller the agent is about to serve (the call box rings with it).
  phone: { type: 'string', 'x-pii': 'serving' },
  flowId: { type: 'string' },
  isVideo: { type: 'boolean' },
  manualCallId: { type: 'string' },
  status: { type: 'string' },
  recordingId: { type: 'string' },
  appToken: { type: 'string' },
  url: { type: 'string' },
  /** When the ring began (ISO), so a reconnected page keeps counting from there. */
  offeredAt: { type: 'string' },
  /** The tenant's ring, or null for the default. */
  ringUrl: nullableText,
  /** A transfer: the room it comes from and who sends it. */
  serviceId: { type: 'string' },
  fromAgentName: { type: 'string' },
  /** An incoming 5G call: its income record, answered with receiveManual. */
  incomeId: { type: 'string' },
} as const;
export const incomingCallSchema = {
  type: 'object',
  properties: incomingCallProperties,
  required: ['callId', 'userName', 'phone'],
  additionalProperties: false,
} as const;
export type IncomingCall = FromSchema<typeof incomingCallSchema>;

/** GET /api/manualTransfer/callDetail: the call handed over, with the room's invite number. */
export const transferDetailSchema = {
  ...incomingCallSchema,
  properties: { ...incomingCallProperties, inviteNumber: { type: 'string' } },
  required: [...incomingCallSchema.required, 'inviteNumber'],
} as const;

export interface SocketData {
  agentId: string;
  sessionId: string;
  tenantId: string | null;
  loginName: string;
  /** The session's role level and organisation: which shared items its sockets hear of. */
  level: RoleLevel;
  orgAccountId: string | null;
}

/** Room names, so both sides spell them the same. */
export const socketRooms = {
  agent: (agentId: string) => `agent:${agentId}`,
  tenant: (tenantId: string) => `tenant:${tenantId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  /** The signed-in sockets of an organisation. */
  org: (orgAccountId: string) => `org:${orgAccountId}`,
  /** Administrators by what their scope covers: a tenant (level 3), an organisation (level 2), everything (level 4). */
  tenantAdmins: (tenantId: string) => `tenantAdmins:${tenantId}`,
  orgAdmins: (orgAccountId: string) => `orgAdmins:${orgAccountId}`,
  platformAdmins: () => 'platformAdmins',
  /** On the /customer namespace. */
  call: (callId: string) => `call:${callId}`,
  /** On /customer the room's customers; on the default namespace the agent sockets that entered it. */
  room: (serviceId: string) => `room:${serviceId}`,
  /** The sockets of one agent that entered the room: where its customers' signals go (the room's current agent). */
  roomAgent: (serviceId: string, agentId: string) => `room:${serviceId}:agent:${agentId}`,
  /** On /customer the customer's pages following a bot dialogue. */
  bot: (dmId: string) => `bot:${dmId}`,
} as const;

export const CUSTOMER_NAMESPACE = '/customer';
