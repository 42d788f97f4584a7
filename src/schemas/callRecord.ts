/**
 * Call records and service rooms as the records screens read them — spec 1 §3 "Call request",
 * "Service room", §4 "Call-record tabs", §7.3 and §9.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { RECORDING_TRACKS } from './recording';
import { DUAL_RECORD_STATE_NAMES, DUAL_RECORD_STATES, REQUIRED_CHECKPOINTS } from '../domain/dualRecord';
import { ALL_CALL_STATUSES } from '../domain/callRecords';
import { ROOM_FROMS } from './call';
import {
  agentRefRecord,
  answerSchema,
  nullable,
  nullableInteger,
  nullableText,
  orgAccountRefField,
  orgAccountRefRecord,
  paging,
  customerPhoneText,
  recordText,
  tenantRefField,
  tenantRefRecord,
  UUID_PATTERN,
} from './fields';

/** In the order of the list's tabs, after 全部. */
export const CALL_STATUSES = ['started', 'waiting', 'ringing', 'cancelled', 'missed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const CALL_STATUS_NAMES = ['已接通', '排队中', '振铃中', '已取消', '未接通'] as const;

const CALL_KINDS = ['customer', 'transfer'] as const;

export const ROOM_STATUSES = ['inProgress', 'ended'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export const ROOM_STATUS_NAMES = ['进行中', '已结束'] as const;

/** A recording, or the video merged from it. */
const VIDEO_KINDS = ['recording', 'merged'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Spec 1 §9: the call-record page size, and the call history's default window in days. */
export const CALL_RECORD_PAGE_SIZE = 5;
export const CALL_HISTORY_DAYS = 7;

export const callRecordTexts = {
  noVideo: '暂无视频',
  noEvaluation: '暂无评价',
  merged: '视频合成成功',
  linkExpired: '视频链接已失效，请重新打开',
  exportName: '通话记录',
  serviceIdRequired: '缺少会话id',
  orderByInvalid: '排序字段不正确',
  dualRecordInvalid: '双录状态不正确',
  orderInvalid: '排序方式不正确',
  callStatusInvalid: '通话状态不正确',
  roomStatusInvalid: '会话状态不正确',
  beginTimeInvalid: '开始时间格式不正确',
  endTimeInvalid: '结束时间格式不正确',
  timeOrder: '开始时间不能晚于结束时间',
  idInvalid: '查询条件不正确',
  agentTooLong: '坐席名称不能超过50个字符',
  videoKindInvalid: '视频类型不正确',
} as const;

const id = { type: 'string', maxLength: 100, errorMessage: callRecordTexts.idInvalid } as const;
const serviceId = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  errorMessage: callRecordTexts.serviceIdRequired,
} as const;
const order = {
  type: 'string',
  enum: ['asc', 'desc'],
  default: 'desc',
  errorMessage: callRecordTexts.orderInvalid,
} as const;

const timeWindow = {
  beginTime: { type: 'string', format: 'date-time', errorMessage: callRecordTexts.beginTimeInvalid },
  endTime: { type: 'string', format: 'date-time', errorMessage: callRecordTexts.endTimeInvalid },
} as const;

const page = paging(CALL_RECORD_PAGE_SIZE);

const callFilters = {
  ...timeWindow,
  searchTenant: id,
  searchOrgAccount: id,
  agentId: id,
  agent: { type: 'string', maxLength: 50, errorMessage: callRecordTexts.agentTooLong },
  callStatus: {
    type: 'string',
    enum: [...CALL_STATUSES, ALL_CALL_STATUSES],
    errorMessage: callRecordTexts.callStatusInvalid,
  },
  dualRecord: { type: 'string', enum: DUAL_RECORD_STATES, errorMessage: callRecordTexts.dualRecordInvalid },
  orderBy: { type: 'string', enum: ['askedAt'], default: 'askedAt', errorMessage: callRecordTexts.orderByInvalid },
  order,
  timestamp: { type: 'string' },
} as const;

/** GET /api/serviceRoom/request/list (spec 1 §7.3). Without callStatus an agent sees its answered calls. */
export const callRecordListQuerySchema = {
  $id: 'callRecordListQuery',
  type: 'object',
  properties: { ...page, ...callFilters },
  additionalProperties: false,
} as const;

/** GET /api/serviceRoom/request/export: the list's filters, every page. */
export const callRecordExportQuerySchema = {
  $id: 'callRecordExportQuery',
  type: 'object',
  properties: callFilters,
  additionalProperties: false,
} as const;
export type CallRecordExportQuery = FromSchema<typeof callRecordExportQuerySchema>;

/** GET /api/serviceRoom/list: the rooms of /remoteMeeting/list and /liveRecording/list. */
export const serviceRoomListQuerySchema = {
  $id: 'serviceRoomListQuery',
  type: 'object',
  properties: {
    ...page,
    ...timeWindow,
    status: { type: 'string', enum: ROOM_STATUSES, errorMessage: callRecordTexts.roomStatusInvalid },
    searchTenant: id,
    searchOrgAccount: id,
    agentId: id,
    agent: callFilters.agent,
    orderBy: {
      type: 'string',
      enum: ['startedAt'],
      default: 'startedAt',
      errorMessage: callRecordTexts.orderByInvalid,
    },
    order,
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** GET /api/serviceRoom/roomInfo/:serviceId. */
export const serviceRoomParamsSchema = {
  $id: 'roomInfoParams',
  type: 'object',
  properties: { serviceId },
  required: ['serviceId'],
  errorMessage: { required: { serviceId: callRecordTexts.serviceIdRequired } },
} as const;

/** GET /api/serviceRoom/video: where to watch a room's recording (or its merged video). */
export const serviceRoomVideoQuerySchema = {
  $id: 'serviceRoomVideoQuery',
  type: 'object',
  properties: {
    serviceId,
    kind: { type: 'string', enum: VIDEO_KINDS, default: 'recording', errorMessage: callRecordTexts.videoKindInvalid },
    timestamp: { type: 'string' },
  },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callRecordTexts.serviceIdRequired } },
} as const;

/** The signed address GET /api/serviceRoom/video answers; a <video> cannot send the session header. */
export const recordingFileQuerySchema = {
  $id: 'recordingFileQuery',
  type: 'object',
  properties: {
    serviceId,
    kind: serviceRoomVideoQuerySchema.properties.kind,
    expires: { type: 'integer', minimum: 0, errorMessage: callRecordTexts.linkExpired },
    signature: { type: 'string', pattern: '^[0-9a-f]{64}$', errorMessage: callRecordTexts.linkExpired },
    part: { type: 'string', pattern: UUID_PATTERN, errorMessage: callRecordTexts.linkExpired },
  },
  required: ['serviceId', 'expires', 'signature'],
  additionalProperties: false,
  errorMessage: {
    required: {
      serviceId: callRecordTexts.serviceIdRequired,
      expires: callRecordTexts.linkExpired,
      signature: callRecordTexts.linkExpired,
    },
  },
} as const;

/** POST /api/serviceRoom/mergeVideo. */
export const mergeVideoSchema = {
  $id: 'mergeVideo',
  type: 'object',
  properties: { serviceId },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callRecordTexts.serviceIdRequired } },
} as const;

const evaluationSchema = {
  type: 'object',
  properties: { score: { type: 'number' }, comment: recordText },
  required: ['score', 'comment'],
  additionalProperties: false,
} as const;
export type Evaluation = FromSchema<typeof evaluationSchema>;

const roomTimes = {
  endedAt: nullableText,
  duration: nullableInteger,
  hasVideo: { type: 'boolean' },
  hasMergedVideo: { type: 'boolean' },
  /** Kept past the tenant's retention while its admin holds it. */
  legalHold: { type: 'boolean' },
} as const;

/** One call of GET /api/serviceRoom/request/list; `duration` is the seconds its room lasted. */
export const callRecordSchema = answerSchema({
  _id: recordText,
  callId: recordText,
  serviceId: nullableText,
  inviteNumber: nullableText,
  callStatus: { type: 'string', enum: CALL_STATUSES },
  kind: { type: 'string', enum: CALL_KINDS },
  userName: recordText,
  userPhone: customerPhoneText,
  agent: nullable(agentRefRecord),
  tenant: tenantRefRecord,
  orgAccount: nullable(orgAccountRefRecord),
  askedAt: recordText,
  answeredAt: nullableText,
  ...roomTimes,
  evaluation: nullable(evaluationSchema),
  /** 双录: the room's state, and the required checkpoints it lacks. */
  dualRecord: { type: 'string', enum: DUAL_RECORD_STATES },
  dualRecordMissing: { type: 'array', items: { type: 'string', enum: REQUIRED_CHECKPOINTS } },
});
export type CallRecord = FromSchema<typeof callRecordSchema>;

const serviceRoomProperties = {
  _id: recordText,
  serviceId: recordText,
  inviteNumber: recordText,
  status: { type: 'string', enum: ROOM_STATUSES },
  roomInfo: {
    type: 'object',
    properties: { from: { type: 'string', enum: ROOM_FROMS } },
    required: ['from'],
    additionalProperties: false,
  },
  userName: recordText,
  userPhone: customerPhoneText,
  agent: agentRefRecord,
  tenant: tenantRefRecord,
  orgAccount: nullable(orgAccountRefRecord),
  callId: nullableText,
  startedAt: recordText,
  endedBy: nullableText,
  ...roomTimes,
} as const;

/** One room of GET /api/serviceRoom/list. */
export const serviceRoomRecordSchema = answerSchema(serviceRoomProperties);
export type ServiceRoomRecord = FromSchema<typeof serviceRoomRecordSchema>;

/** GET /api/serviceRoom/roomInfo/:serviceId: the room with its call. */
export const serviceRoomDetailSchema = answerSchema({ ...serviceRoomProperties, call: nullable(callRecordSchema) });
export type ServiceRoomDetail = FromSchema<typeof serviceRoomDetailSchema>;

/** One recorded part of a room: an agent's stretch of the call, from its start to the room's end or a transfer. */
const recordingPartUrlSchema = answerSchema({
  url: recordText,
  /** The call mixed, or one party's own picture and sound (双录). */
  track: { type: 'string', enum: RECORDING_TRACKS },
  agentName: recordText,
  /** When the recording started and ended (its end is null for a file of an older kind). */
  startedAt: recordText,
  finishedAt: nullableText,
  durationMs: nullableInteger,
});
export type RecordingPartUrl = FromSchema<typeof recordingPartUrlSchema>;

/** GET /api/serviceRoom/video: `url` is the first part; `parts` are all of them, in the order they were recorded. */
export const recordingUrlSchema = answerSchema({
  url: recordText,
  expiresAt: recordText,
  parts: { type: 'array', items: recordingPartUrlSchema },
});
export type RecordingUrl = FromSchema<typeof recordingUrlSchema>;

/** POST /api/serviceRoom/mergeVideo. */
export const mergedVideoSchema = answerSchema({ serviceId: recordText, hasMergedVideo: { type: 'boolean' } });

const agentColumn = {
  type: 'string',
  title: '坐席',
  'x-list': { source: 'agent.fullName' },
  'x-filter': 'agent',
} as const;
const orgColumn = { ...orgAccountRefField, 'x-filter': 'searchOrgAccount' } as const;
const tenantColumn = { ...tenantRefField, 'x-filter': 'searchTenant' } as const;

/**
 * The call history's columns and filters, also the export's headers. A view of the record, not a
 * request schema: nothing is validated against it. The tabs filter callStatus, the time range askedAt.
 */
export const callRecordListView = {
  type: 'object',
  properties: {
    inviteNumber: { type: 'string', title: '邀请码', 'x-list': true },
    userName: { type: 'string', title: '客户姓名', 'x-list': true },
    userPhone: { type: 'string', title: '客户电话', 'x-list': true, 'x-pii': 'phone', 'x-reveal': 'call' },
    callStatus: {
      type: 'string',
      title: '通话状态',
      enum: CALL_STATUSES,
      'x-enumNames': CALL_STATUS_NAMES,
      'x-list': true,
    },
    agent: agentColumn,
    orgAccount: orgColumn,
    tenant: tenantColumn,
    askedAt: { type: 'string', title: '呼入时间', format: 'date-time', 'x-list': { sortable: true } },
    answeredAt: { type: 'string', title: '接通时间', format: 'date-time', 'x-list': true },
    endedAt: { type: 'string', title: '结束时间', format: 'date-time', 'x-list': true },
    duration: { type: 'string', title: '通话时长', 'x-list': true },
    evaluation: { type: 'string', title: '评价', 'x-list': true },
    dualRecord: {
      type: 'string',
      title: '双录',
      enum: DUAL_RECORD_STATES,
      'x-enumNames': DUAL_RECORD_STATE_NAMES,
      'x-list': true,
      'x-filter': true,
    },
  },
} as const;

/** The rooms' columns and filters (/remoteMeeting/list, /liveRecording/list). */
export const serviceRoomListView = {
  type: 'object',
  properties: {
    inviteNumber: { type: 'string', title: '邀请码', 'x-list': true },
    userName: { type: 'string', title: '客户姓名', 'x-list': true },
    userPhone: { type: 'string', title: '客户电话', 'x-list': true, 'x-pii': 'phone', 'x-reveal': 'serviceRoom' },
    roomFrom: { type: 'string', title: '终端', 'x-list': { source: 'roomInfo.from' } },
    status: {
      type: 'string',
      title: '状态',
      enum: ROOM_STATUSES,
      'x-enumNames': ROOM_STATUS_NAMES,
      'x-list': true,
      'x-filter': true,
    },
    agent: agentColumn,
    orgAccount: orgColumn,
    tenant: tenantColumn,
    startedAt: { type: 'string', title: '开始时间', format: 'date-time', 'x-list': { sortable: true } },
    endedAt: { type: 'string', title: '结束时间', format: 'date-time', 'x-list': true },
    duration: { type: 'string', title: '时长', 'x-list': true },
  },
} as const;

export { callRecordPaths } from './resourcePaths';
