import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Json } from './columns';

/** An agent's half-hour slot of a China day (work_date YYYY-MM-DD, times HH:mm), enabled or not. */
export interface AgentWorkSlotTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string;
  workDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  enabled: boolean;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SlotBookingTable {
  id: Generated<string>;
  slotId: string;
  tenantId: string;
  agentId: string;
  userName: string;
  userPhone: string;
  /** The secret of the customer's link to the booking (cancelling it); null for bookings made before. */
  cancelKey: string | null;
  /** The room the agent started for it (POST /api/startStream). */
  serviceRoomId: string | null;
  createdAt: CreatedAt;
}

export interface WecomTaskTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string;
  kind: 'mass' | 'moments';
  name: string;
  content: string;
  linkTitle: string | null;
  linkUrl: string | null;
  status: Generated<'sending' | 'done' | 'failed'>;
  externalId: string | null;
  error: string | null;
  createdAt: CreatedAt;
  finishedAt: Date | null;
}

export interface WecomTaskSendTable {
  id: Generated<string>;
  taskId: string;
  externalUserId: string;
  customerName: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  reason: string | null;
  sentAt: Date | null;
}

/** A tenant's recording sync window (HH:mm, China time) and who hears of audits (spec 3 §3 "Record sync config"). */
export interface MediaDeliverConfigTable {
  tenantId: string;
  recordSyncStartTime: Generated<string>;
  recordSyncEndTime: Generated<string>;
  noticeMails: Json<string[]>;
  updatedAt: UpdatedAt;
}

/** A mail the product sent or would send (server/services/mail.ts): stored always, and how it went. */
export interface MailOutboxTable {
  id: Generated<string>;
  tenantId: string | null;
  kind: string;
  recipients: Json<string[]>;
  subject: string;
  body: string;
  status: Generated<'stored' | 'sent' | 'failed'>;
  error: string | null;
  createdAt: CreatedAt;
}
