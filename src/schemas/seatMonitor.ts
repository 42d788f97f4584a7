/**
 * The seat monitor (spec 3 §2 "Seat monitor list", §3 "Seat monitor", §7 mediaMonitor/agentStatus and
 * callTest): every agent of the viewer's scope with status, time in each status today and current call,
 * kept live by the socket event seat.status; the call test dials a phone through the 5G call service.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { StatusBucket } from '../domain/statusTime';
import { nullableText, recordOf } from './answers';
import { customerPhoneText, mobileField, paging, recordText, staffPhoneText, uuidField } from './fields';

export const seatMonitorPaths = {
  list: '/api/mediaMonitor/agentStatus',
  callTest: '/api/mediaMonitor/callTest',
} as const;

export const seatMonitorTexts = {
  agentRequired: '请选择坐席',
  phoneRequired: '请输入正确的手机号',
  mediaAbility: '请选择通话类型',
  dialled: '已拨出测试电话',
} as const;

export const SEAT_FILTERS = ['idle', 'busy', 'afterCall', 'away', 'offline'] as const;

/** GET /api/mediaMonitor/agentStatus. */
export const seatListQuerySchema = {
  $id: 'seatListQuery',
  type: 'object',
  properties: {
    ...paging(),
    name: { type: 'string', maxLength: 50 },
    status: { type: 'string', enum: SEAT_FILTERS, errorMessage: '状态不正确' },
    searchOrgAccount: { type: 'string', maxLength: 100 },
    searchTenant: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type SeatListQuery = FromSchema<typeof seatListQuerySchema>;

/** POST /api/mediaMonitor/callTest: the agent whose tenant's call service dials, the phone it rings, audio (1) or video (3). */
export const callTestSchema = {
  $id: 'callTest',
  type: 'object',
  properties: {
    agentId: uuidField(seatMonitorTexts.agentRequired),
    phoneNO: mobileField(seatMonitorTexts.phoneRequired),
    mediaAbility: { type: 'integer', enum: [1, 3], default: 1, errorMessage: seatMonitorTexts.mediaAbility },
  },
  required: ['agentId', 'phoneNO'],
  additionalProperties: false,
  errorMessage: { required: { agentId: seatMonitorTexts.agentRequired, phoneNO: seatMonitorTexts.phoneRequired } },
} as const;
export type CallTestInput = FromSchema<typeof callTestSchema>;

const text = recordText;
const seconds = { type: 'number' } as const;

/** The call-test parameters (spec 3 §3): what was dialled and how the browser follows the call. */
export const callTestResultSchema = recordOf({
  /** The agent's own phone and work number. */
  phone: { ...staffPhoneText, type: 'string' },
  workNO: text,
  /** The phone dialled: the one the admin just typed, masked like any customer's for a role that may not see it. */
  phoneNO: customerPhoneText,
  /** Never disclosed: the call service's secret stays on the server. */
  password: { type: 'string', const: '' },
  mediaAbility: { type: 'integer', enum: [1, 3] },
  /** The app token and base the browser's call client follows the call with. */
  token: text,
  baseUrl: text,
  serviceId: text,
  callId: text,
  flowId: text,
});
export type CallTestResult = FromSchema<typeof callTestResultSchema>;

/** The call a seat is in: a room in progress, or a call ringing at it. */
const seatCallSchema = recordOf({
  kind: { type: 'string', enum: ['room', 'ringing'] },
  serviceId: nullableText,
  userName: text,
  userPhone: customerPhoneText,
  roomFrom: nullableText,
  since: text,
});
export type SeatCall = FromSchema<typeof seatCallSchema>;

/** One row of the seat monitor, and what seat.status sends when it changes. */
export const seatRowSchema = recordOf({
  _id: text,
  loginName: text,
  fullName: text,
  tenantId: nullableText,
  orgAccountId: nullableText,
  orgName: text,
  serviceStatus: { type: 'string', enum: ['idle', 'busy', 'afterCall', 'away'] },
  online: { type: 'boolean' },
  /** Since when the current status (with presence) runs. */
  statusSince: text,
  /** Seconds per status booked today (China day) before statusSince; the running period is added by the viewer. */
  today: recordOf({ idle: seconds, busy: seconds, afterCall: seconds, away: seconds, offline: seconds }),
  call: { ...seatCallSchema, type: ['object', 'null'] },
});
export type SeatRow = FromSchema<typeof seatRowSchema>;

/** The bucket a row's running period counts to. */
export function seatBucket(row: Pick<SeatRow, 'serviceStatus' | 'online'>): StatusBucket {
  return row.online ? row.serviceStatus : 'offline';
}
