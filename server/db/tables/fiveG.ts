import type { Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** One phone call of a 5G session through the call service (spec 2 §4.3). */
export interface FiveGCallTable {
  id: Generated<string>;
  serviceId: string;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string;
  userName: Generated<string>;
  userPhone: string;
  callType: 'audio' | 'video';
  /** The media now: a switch changes it once the customer accepts. */
  media: 'audio' | 'video';
  flowId: string;
  /** The call service's id of the call. */
  callId: string;
  status: Generated<'calling' | 'talking' | 'ended'>;
  micOn: Generated<boolean>;
  videoOn: Generated<boolean>;
  startedAt: Generated<Date>;
  connectedAt: Date | null;
  endedAt: Date | null;
  talkSeconds: number | null;
  endType: 1 | 2 | -1 | null;
  recordId: string | null;
  traceRecordId: string | null;
  /** The call service's recording of the call, as the room reported it last, and when. */
  traceRecordStatus: 'recording' | 'stopped' | 'failed' | null;
  traceRecordAt: Date | null;
}

/** What a 5G session shared and when (spec 2 §4.4). */
export interface FiveGShareTable {
  id: Generated<string>;
  serviceId: string;
  kind: 'file' | 'template' | 'link';
  itemId: string | null;
  name: string;
  url: string;
  page: Generated<number>;
  startedAt: Generated<Date>;
  endedAt: Date | null;
}

/** An incoming 5G call offered to an agent (spec 2 §3 "Income record"). */
export interface FiveGIncomeTable {
  id: Generated<string>;
  tenantId: string;
  agentId: string;
  userName: Generated<string>;
  userPhone: string;
  isVideo: Generated<boolean>;
  flowId: string;
  callId: string;
  recordingId: string | null;
  status: Generated<'ringing' | 'answered' | 'cancelled'>;
  serviceId: string | null;
  createdAt: CreatedAt;
}
