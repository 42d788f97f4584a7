/** A 5G session, its phone calls and shares, as the room, the lists and the detail read them. */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { customerInfoSchema } from './customerForm';
import {
  agentRefRecord,
  customerPhoneText,
  nullableInteger,
  orgAccountRefRecord,
  servingPhoneText,
  tenantRefRecord,
} from './fields';
import { END_TYPES, SESSION_STATUSES } from './fiveGTexts';
import { TRACE_RECORD_STATUSES } from './fiveGTrace';

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const media = { type: 'string', enum: ['audio', 'video'] } as const;
const endType = { type: ['integer', 'null'], enum: [...END_TYPES, null] } as const;

const fiveGPhoneCallSchema = recordOf({
  _id: text,
  callId: text,
  flowId: text,
  userName: text,
  userPhone: customerPhoneText,
  callType: media,
  media,
  status: { type: 'string', enum: ['calling', 'talking', 'ended'] },
  micOn: flag,
  videoOn: flag,
  startedAt: text,
  connectedAt: nullableText,
  endedAt: nullableText,
  talkSeconds: nullableInteger,
  endType,
  recordId: nullableText,
  traceRecordId: nullableText,
  traceRecordStatus: { type: ['string', 'null'], enum: [...TRACE_RECORD_STATUSES, null] },
});
export type FiveGPhoneCall = FromSchema<typeof fiveGPhoneCallSchema>;
/** A call of the agent's own session in progress, whose customer the agent is serving. */
const servingCall = recordOf({ ...fiveGPhoneCallSchema.properties, userPhone: servingPhoneText });

const fiveGShareSchema = recordOf({
  _id: text,
  kind: { type: 'string', enum: ['file', 'template', 'link'] },
  itemId: nullableText,
  name: text,
  url: text,
  page: { type: 'integer' },
  startedAt: text,
  endedAt: nullableText,
});
export type FiveGShare = FromSchema<typeof fiveGShareSchema>;

const sessionFields = {
  _id: text,
  serviceId: text,
  flowId: text,
  status: { type: 'string', enum: SESSION_STATUSES },
  agent: agentRefRecord,
  tenant: tenantRefRecord,
  orgAccount: { ...orgAccountRefRecord, type: ['object', 'null'] },
  userName: text,
  userPhone: customerPhoneText,
  callType: { type: ['string', 'null'], enum: ['audio', 'video', null] },
  endType,
  talkSeconds: nullableInteger,
  calls: { type: 'integer' },
  startedAt: text,
  endedAt: nullableText,
  hasRecording: flag,
} as const;

/** A 5G session as the lists, the detail and the room read it. */
export const fiveGSessionSchema = recordOf(sessionFields);
export type FiveGSession = FromSchema<typeof fiveGSessionSchema>;

const phoneCallList = { type: 'array', items: fiveGPhoneCallSchema } as const;

/** GET roomInfo: the session with its calls, the current call and share, and the tenant's 5G flags. */
export const fiveGRoomInfoSchema = recordOf({
  ...sessionFields,
  // The agent's own session in progress dials and messages this customer.
  userPhone: servingPhoneText,
  inviteNumber: text,
  phoneCallList: { type: 'array', items: servingCall },
  currentCall: { ...servingCall, type: ['object', 'null'] },
  share: { ...fiveGShareSchema, type: ['object', 'null'] },
  fiveGSop: flag,
  /** The session's agent is level 1 of a tenant with screen recording: its calls must be recorded. */
  screenRecord: flag,
  /** When the customer agreed on the handset to be recorded; the session records nothing before. */
  consentAt: nullableText,
  agentInfo: recordOf({ agentId: text, loginName: text, fullName: text }),
});
export type FiveGRoomInfo = FromSchema<typeof fiveGRoomInfoSchema>;

/** GET detail: the session with every call and every share; its recording plays through the room video (callRecordPaths.video). */
export const fiveGDetailSchema = recordOf({
  ...sessionFields,
  phoneCallList,
  shares: { type: 'array', items: fiveGShareSchema },
  /** What the agent saved of the customer (the 客户信息 form), null when nothing was. */
  customerInfo: { ...customerInfoSchema, type: ['object', 'null'] },
});
export type FiveGDetail = FromSchema<typeof fiveGDetailSchema>;
