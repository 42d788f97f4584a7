import type { ColumnType, Generated } from 'kysely';
import type { StoredShare } from '../../../src/schemas/roomShare';
import type { CustomerField, CustomerValues } from '../../../src/schemas/customerForm';
import type { CreatedAt, UpdatedAt, Json } from './columns';

export interface ShareWebTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string;
  agentId: string | null;
  type: 'sells' | 'measurement' | 'digitalMan' | 'yxzx';
  name: string;
  url: string;
  thumbnail: string | null;
  status: Generated<boolean>;
  isPublic: Generated<boolean>;
  range: Generated<number>;
  insurancePlanBookId: string | null;
  /** A digital human's avatar, voice, speed and words, and the video they make (issue 28). */
  avatarId: ColumnType<string | null, string | null | undefined, string | null>;
  voiceId: ColumnType<string | null, string | null | undefined, string | null>;
  speedRate: ColumnType<number | null, number | null | undefined, number | null>;
  words: ColumnType<string | null, string | null | undefined, string | null>;
  digitalVideoId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

type ServiceWebStatus = 'inProgress' | 'ended';

export interface ServiceWebTable {
  id: Generated<string>;
  inviteNumber: string;
  /** The secret of the customer's link (drawn by the database). */
  customerKey: Generated<string>;
  tenantId: string;
  orgAccountId: string;
  agentId: string | null;
  shareWebId: string | null;
  shareWebName: string;
  shareWebUrl: string;
  customerName: string | null;
  customerPhone: string | null;
  status: Generated<ServiceWebStatus>;
  startedAt: Generated<Date>;
  endedAt: Date | null;
  endedFrom: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ShortLinkTable {
  code: string;
  /** Exactly one of the two: a same-screen record or a meeting-hall room. */
  serviceWebId: string | null;
  serviceRoomId: string | null;
  createdAt: CreatedAt;
}

export interface SmsOutboxTable {
  id: Generated<string>;
  tenantId: string;
  agentId: string | null;
  phone: string;
  content: string;
  /** The link the message carries (a delivery task's customer page), when it carries one. */
  link: string | null;
  deliveryRecipientId: string | null;
  /** recorded: kept here only (no provider); sent or failed: what the provider answered. */
  status: Generated<'recorded' | 'sent' | 'failed'>;
  error: string | null;
  createdAt: CreatedAt;
}

type CallStatus = 'waiting' | 'ringing' | 'started' | 'cancelled' | 'missed';

export interface CallTable {
  id: Generated<string>;
  tenantId: string;
  groupId: string | null;
  kind: Generated<'customer' | 'transfer'>;
  userName: Generated<string>;
  userPhone: Generated<string>;
  status: Generated<CallStatus>;
  agentId: string | null;
  orgAccountId: string | null;
  offeredAt: Date | null;
  passedBy: Json<string[]>;
  serviceId: string | null;
  fromAgentId: string | null;
  /** A transfer to one named agent rings only there. */
  targetAgentId: string | null;
  askedAt: Generated<Date>;
  answeredAt: Date | null;
  closedAt: Date | null;
  evaluation: Json<{ score: number; comment: string }> | null;
  /** The product link the customer called from. */
  productWebId: string | null;
  /** The customer's consent to be recorded, given while waiting; the room takes it over. */
  consentAt: Date | null;
  consentText: string | null;
}

export interface ServiceRoomTable {
  id: Generated<string>;
  inviteNumber: string;
  /** The secret of the customer's link (drawn by the database). */
  customerKey: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string;
  callId: string | null;
  userName: Generated<string>;
  userPhone: Generated<string>;
  roomFrom: Generated<string>;
  status: Generated<'inProgress' | 'ended'>;
  startedAt: Generated<Date>;
  endedAt: Date | null;
  endedBy: string | null;
  recordingFileId: string | null;
  mergedVideoFileId: string | null;
  /** What the room shares now (src/schemas/roomShare.ts). */
  share: Json<StoredShare> | null;
  endNotice: 'notifyEnd' | 'notifySingleEnd' | null;
  endNoticeAt: Date | null;
  endNoticeAnswer: 'continue' | 'exit' | 'expired' | null;
  /** The product page the room is about (a video-sales room's 产品 tab). */
  productWebId: string | null;
  /** A 5G session's work-order number (roomFrom 'fiveG'). */
  flowId: string | null;
  /** The customer information the agent saved (src/schemas/customerForm.ts), with the fields it was saved with. */
  customerInfo: Json<StoredCustomerInfo> | null;
  /** Kept past its tenant's retention while an admin holds it (a dispute, an inquiry). */
  legalHold: Generated<boolean>;
  /** When the customer agreed to be recorded, and the text they agreed to; recording waits for it. */
  consentAt: Date | null;
  consentText: string | null;
  /** Opened while its tenant records sales (双录): its recording has a track per party and its checkpoints are required. */
  dualRecord: Generated<boolean>;
}

interface StoredCustomerInfo {
  fields: CustomerField[];
  values: CustomerValues;
  updatedAt: string;
}

export interface CustomerFormTable {
  tenantId: string;
  fields: Json<CustomerField[]>;
  updatedBy: string | null;
  updatedAt: Generated<Date>;
}

export interface AgentStatusDayTable {
  agentId: string;
  day: ColumnType<string, string, string>;
  status: string;
  seconds: Generated<number>;
}

export interface RoomEventTable {
  id: Generated<string>;
  serviceId: string;
  actor: 'agent' | 'customer';
  actorName: Generated<string>;
  event: string;
  detail: Json<Record<string, unknown>>;
  createdAt: CreatedAt;
}

type RecordingStatus = 'recording' | 'finishing' | 'finished' | 'empty';
type RecordingTrack = 'composite' | 'agent' | 'customer';

/** An agent's part of a room's call, recorded in its browser and uploaded in pieces. */
export interface RoomRecordingTable {
  id: Generated<string>;
  serviceId: string;
  agentId: string;
  tenantId: string;
  /** The call mixed, or one party's own picture and sound (双录). */
  track: Generated<RecordingTrack>;
  mimeType: string;
  status: Generated<RecordingStatus>;
  /** Pieces received so far; the next piece's seq. */
  pieces: Generated<number>;
  size: ColumnType<string | number, number | undefined, number>;
  durationMs: number | null;
  /** The finished file; null until then. */
  storageKey: string | null;
  /** SHA-256 (hex) of the finished file, taken as it was stored. */
  sha256: string | null;
  startedAt: Generated<Date>;
  updatedAt: UpdatedAt;
  finishedAt: Date | null;
}

export interface RoomRecordingPieceTable {
  recordingId: string;
  seq: number;
  size: number;
  sha256: string;
  storageKey: string;
}
