/** A 5G session, its phone calls and shares, as the room, the lists and the detail read them. */
import type { CustomerInfo } from './customerForm';
import type { EndType } from './fiveGTexts';
import type { TraceRecordStatus } from './fiveGTrace';

export interface FiveGPhoneCall {
  _id: string;
  callId: string;
  flowId: string;
  userName: string;
  userPhone: string;
  callType: 'audio' | 'video';
  media: 'audio' | 'video';
  status: 'calling' | 'talking' | 'ended';
  micOn: boolean;
  videoOn: boolean;
  startedAt: string;
  connectedAt: string | null;
  endedAt: string | null;
  talkSeconds: number | null;
  endType: EndType | null;
  recordId: string | null;
  traceRecordId: string | null;
  traceRecordStatus: TraceRecordStatus | null;
}

export interface FiveGShare {
  _id: string;
  kind: 'file' | 'template' | 'link';
  itemId: string | null;
  name: string;
  url: string;
  page: number;
  startedAt: string;
  endedAt: string | null;
}

/** A 5G session as the lists, the detail and the room read it. */
export interface FiveGSession {
  _id: string;
  serviceId: string;
  flowId: string;
  status: 'inProgress' | 'ended';
  agent: { _id: string; loginName: string; fullName: string };
  tenant: { _id: string; name: string };
  orgAccount: { _id: string; orgName: string } | null;
  userName: string;
  userPhone: string;
  callType: 'audio' | 'video' | null;
  endType: EndType | null;
  talkSeconds: number | null;
  calls: number;
  startedAt: string;
  endedAt: string | null;
  hasRecording: boolean;
}

/** GET roomInfo: the session with its calls, the current call and share, and the tenant's 5G flags. */
export interface FiveGRoomInfo extends FiveGSession {
  inviteNumber: string;
  phoneCallList: FiveGPhoneCall[];
  currentCall: FiveGPhoneCall | null;
  share: FiveGShare | null;
  fiveGSop: boolean;
  /** The session's agent is level 1 of a tenant with screen recording: its calls must be recorded. */
  screenRecord: boolean;
  agentInfo: { agentId: string; loginName: string; fullName: string };
}

/** GET detail: the session with every call and every share; its recording plays through the room video (callRecordPaths.video). */
export interface FiveGDetail extends FiveGSession {
  phoneCallList: FiveGPhoneCall[];
  shares: FiveGShare[];
  /** What the agent saved of the customer (the 客户信息 form), null when nothing was. */
  customerInfo: CustomerInfo | null;
}
