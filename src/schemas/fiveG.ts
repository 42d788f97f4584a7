/**
 * 5G sessions, their phone calls and records, and 5G materials (spec 2 §2.3, §3, §4.3, §4.4, §5, §7.2;
 * spec 1 §2 routes /fifthGeneration/*, /fifthGenerationManagement).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { orgAccountRefField, paging, tenantRefField, UUID_PATTERN } from './fields';
import { roomEventSchema } from './roomEvent';

import type { TraceRecordStatus } from './fiveGTrace';

export * from './fiveGMaterial';

export const fiveGTexts = {
  /** Spec 1 §8 gives it in English only ('you currently have an entered session, do not enter repeatedly'). */
  alreadyInSession: '您当前已有进入的会话，请勿重复进入',
  sessionEnded: '会话已结束',
  serviceIdInvalid: '无效的serviceId',
  phoneOrFlowInvalid: '无效的手机号或工单号',
  callIdInvalid: '无效的callId',
  customerNameRequired: '请输入客户姓名',
  customerNameTooLong: '客户姓名不能超过30个字符',
  phoneRequired: '请输入客户手机号',
  phoneInvalid: '请输入正确的手机号',
  callTypeInvalid: '请选择呼叫类型',
  endTypeInvalid: '挂断类型不正确',
  talkSecondsInvalid: '通话时长不正确',
  callInProgress: '当前已有进行中的通话，请先挂断',
  noCall: '当前没有进行中的通话',
  shareOnlyInVideo: '视频通话时才可以共享',
  shareContentMissing: '未找到共享内容',
  notSharing: '当前没有共享内容',
  statusInvalid: '状态不正确',
  incomeGone: '来电已结束',
  beginTimeInvalid: '开始时间格式不正确',
  endTimeInvalid: '结束时间格式不正确',
  timeOrder: '开始时间不能晚于结束时间',
  noOrganisation: '只有所属机构的账号可以发起5G会话',
  ended: '会话已结束',
  exportName: '5G记录',
} as const;

export const END_TYPES = [1, 2, -1] as const;
export type EndType = (typeof END_TYPES)[number];
export const END_TYPE_NAMES: Record<string, string> = { '1': '坐席挂断', '2': '呼叫失败或客户挂断', '-1': '异常挂断' };
/** Start-call modal: 2 video call, 0 audio call (spec 2 §5). */
export const CALL_TYPES = [2, 0] as const;
export const CALL_TYPE_NAMES = ['视频呼叫', '音频呼叫'] as const;
export const SESSION_STATUSES = ['inProgress', 'ended'] as const;
export const SESSION_STATUS_NAMES = ['进行中', '已结束'] as const;

const serviceId = { type: 'string', pattern: UUID_PATTERN, errorMessage: fiveGTexts.serviceIdInvalid } as const;
const callId = { type: 'string', minLength: 1, maxLength: 200, errorMessage: fiveGTexts.callIdInvalid } as const;
const withService = <const Id extends string, const P extends Record<string, unknown>, const R extends readonly string[]>($id: Id, properties: P, required: R) =>
  ({
    $id,
    type: 'object',
    properties: { serviceId, ...properties },
    required: ['serviceId', ...required] as ['serviceId', ...R],
    additionalProperties: false,
    errorMessage: { required: { serviceId: fiveGTexts.serviceIdInvalid } },
  }) as const;

/** POST startAgent: nothing but who signs in; the client may name where it starts from. */
export const fiveGStartSchema = {
  $id: 'fiveGStart',
  type: 'object',
  properties: { from: { type: 'string', enum: ['list', 'urlLogin'] } },
  additionalProperties: false,
} as const;
export type FiveGStartInput = FromSchema<typeof fiveGStartSchema>;

export const fiveGParamsSchema = {
  $id: 'fiveGParams',
  type: 'object',
  properties: { serviceId },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: fiveGTexts.serviceIdInvalid } },
} as const;

export const fiveGServiceSchema = withService('fiveGService', {}, []);
export type FiveGServiceInput = FromSchema<typeof fiveGServiceSchema>;

/** POST event: an event of the room's log (src/schemas/roomEvent.ts), as the hall sends them. */
export const fiveGEventSchema = withService(
  'fiveGEvent',
  {
    event: roomEventSchema.properties.event,
    detail: roomEventSchema.properties.detail,
  },
  ['event'],
);
export type FiveGEventInput = FromSchema<typeof fiveGEventSchema>;

/** POST startShare: a 5G material (file), a template, or a link. */
export const fiveGStartShareSchema = withService(
  'fiveGStartShare',
  {
    kind: { type: 'string', enum: ['file', 'template', 'link'], errorMessage: fiveGTexts.shareContentMissing },
    itemId: { type: 'string', minLength: 1, maxLength: 100, errorMessage: fiveGTexts.shareContentMissing },
    name: { type: 'string', maxLength: 200 },
    url: { type: 'string', maxLength: 2000 },
  },
  ['kind', 'itemId'],
);
export type FiveGStartShareInput = FromSchema<typeof fiveGStartShareSchema>;

/** POST shareInfo: the page of the shared content the agent turned to. */
export const fiveGShareInfoSchema = withService('fiveGShareInfo', { page: { type: 'integer', minimum: 0, maximum: 10_000, errorMessage: fiveGTexts.statusInvalid } }, ['page']);
export type FiveGShareInfoInput = FromSchema<typeof fiveGShareInfoSchema>;

/** POST startPhoneCall: what the call service assigned (spec 2 §7.3 /call/assign) and whom it calls. */
export const fiveGStartPhoneCallSchema = withService(
  'fiveGStartPhoneCall',
  {
    userName: {
      type: 'string',
      minLength: 1,
      maxLength: 30,
      pattern: '\\S',
      errorMessage: {
        type: fiveGTexts.customerNameRequired,
        minLength: fiveGTexts.customerNameRequired,
        pattern: fiveGTexts.customerNameRequired,
        maxLength: fiveGTexts.customerNameTooLong,
      },
    },
    phone: {
      type: 'string',
      minLength: 1,
      pattern: '^(\\+86|0086)?1[0-9]{10}$',
      errorMessage: { type: fiveGTexts.phoneRequired, minLength: fiveGTexts.phoneRequired, pattern: fiveGTexts.phoneInvalid },
    },
    callType: { type: 'integer', enum: CALL_TYPES, errorMessage: fiveGTexts.callTypeInvalid },
    flowId: { type: 'string', minLength: 1, maxLength: 100, errorMessage: fiveGTexts.phoneOrFlowInvalid },
    callId,
  },
  ['userName', 'phone', 'callType', 'callId'],
);
export type FiveGStartPhoneCallInput = FromSchema<typeof fiveGStartPhoneCallSchema>;

/** PUT mircoPhoneStatus: the agent's microphone on or off. */
const onOff = { type: 'boolean', errorMessage: fiveGTexts.statusInvalid } as const;
export const fiveGMicSchema = withService('fiveGMic', { callId, status: onOff }, ['status']);
export type FiveGMicInput = FromSchema<typeof fiveGMicSchema>;
/** PUT videoStatus: `status` the agent's camera, `media` the call's media after a switch, `connected` once the customer answered. */
export const fiveGVideoSchema = withService(
  'fiveGVideo',
  { callId, status: onOff, media: { type: 'string', enum: ['audio', 'video'], errorMessage: fiveGTexts.statusInvalid }, connected: onOff },
  [],
);
export type FiveGVideoInput = FromSchema<typeof fiveGVideoSchema>;

/** POST endPhoneCall: end type 1, 2 or -1 (spec 2 §4.3) and the talk time in seconds. */
export const fiveGEndPhoneCallSchema = withService(
  'fiveGEndPhoneCall',
  {
    callId,
    endType: { type: 'integer', enum: END_TYPES, errorMessage: fiveGTexts.endTypeInvalid },
    talkSeconds: { type: 'integer', minimum: 0, maximum: 86_400, errorMessage: fiveGTexts.talkSecondsInvalid },
    recordId: { type: 'string', maxLength: 200 },
    traceRecordId: { type: 'string', maxLength: 200 },
  },
  ['endType'],
);
export type FiveGEndPhoneCallInput = FromSchema<typeof fiveGEndPhoneCallSchema>;

/** POST receiveManual: an incoming 5G call answered from the call box. */
export const fiveGReceiveSchema = {
  $id: 'fiveGReceive',
  type: 'object',
  properties: { incomeId: { type: 'string', pattern: UUID_PATTERN, errorMessage: fiveGTexts.incomeGone } },
  required: ['incomeId'],
  additionalProperties: false,
  errorMessage: { required: { incomeId: fiveGTexts.incomeGone } },
} as const;
export type FiveGReceiveInput = FromSchema<typeof fiveGReceiveSchema>;

const recordFilters = {
  userName: { type: 'string', maxLength: 30 },
  userPhone: { type: 'string', maxLength: 20 },
  agent: { type: 'string', maxLength: 50 },
  searchOrgAccount: { type: 'string', maxLength: 100 },
  searchTenant: { type: 'string', maxLength: 100 },
  status: { type: 'string', enum: SESSION_STATUSES, errorMessage: fiveGTexts.statusInvalid },
  beginTime: { type: 'string', format: 'date-time', errorMessage: fiveGTexts.beginTimeInvalid },
  endTime: { type: 'string', format: 'date-time', errorMessage: fiveGTexts.endTimeInvalid },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  orderBy: { type: 'string', enum: ['startedAt'], default: 'startedAt' },
  timestamp: { type: 'string' },
} as const;

/** GET list and record: the sessions in the caller's scope, filtered. */
export const fiveGListQuerySchema = { $id: 'fiveGListQuery', type: 'object', properties: { ...paging(), ...recordFilters }, additionalProperties: false } as const;
export type FiveGListQuery = FromSchema<typeof fiveGListQuerySchema>;
export const fiveGExportQuerySchema = { $id: 'fiveGExportQuery', type: 'object', properties: recordFilters, additionalProperties: false } as const;
export type FiveGExportQuery = FromSchema<typeof fiveGExportQuerySchema>;

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
}

/** The session and record lists (schema-ui) and the export: columns, filters and titles. */
export const fiveGRecordView = {
  type: 'object',
  properties: {
    flowId: { type: 'string', title: '会话编号', 'x-list': true },
    userName: { type: 'string', title: '客户姓名', maxLength: 30, 'x-list': true, 'x-filter': 'userName' },
    userPhone: { type: 'string', title: '客户手机号', maxLength: 20, 'x-list': true, 'x-filter': 'userPhone' },
    agent: { type: 'string', title: '坐席', maxLength: 50, 'x-list': { source: 'agent.fullName' }, 'x-filter': 'agent' },
    orgAccount: { ...orgAccountRefField, 'x-filter': 'searchOrgAccount' },
    tenant: { ...tenantRefField, 'x-filter': 'searchTenant' },
    callType: { type: 'string', title: '呼叫类型', enum: ['video', 'audio'], 'x-enumNames': CALL_TYPE_NAMES, 'x-list': true },
    status: { type: 'string', title: '状态', enum: SESSION_STATUSES, 'x-enumNames': SESSION_STATUS_NAMES, 'x-list': true },
    endType: { type: 'string', title: '挂断类型', 'x-list': true },
    talkSeconds: { type: 'string', title: '通话时长', 'x-list': true },
    startedAt: { type: 'string', title: '开始时间', format: 'date-time', 'x-list': true },
    endedAt: { type: 'string', title: '结束时间', format: 'date-time', 'x-list': true },
  },
} as const;

export const fiveGPaths = {
  startAgent: '/api/fifthGeneration/startAgent',
  roomInfo: '/api/fifthGeneration/roomInfo/:serviceId',
  event: '/api/fifthGeneration/event',
  startShare: '/api/fifthGeneration/startShare',
  stopShare: '/api/fifthGeneration/stopShare',
  shareInfo: '/api/fifthGeneration/shareInfo',
  startPhoneCall: '/api/fifthGeneration/startPhoneCall',
  micStatus: '/api/fifthGeneration/mircoPhoneStatus',
  videoStatus: '/api/fifthGeneration/videoStatus',
  endPhoneCall: '/api/fifthGeneration/endPhoneCall',
  end: '/api/fifthGeneration/end',
  receiveManual: '/api/fifthGeneration/receiveManual',
  traceRecordStatus: '/api/fifthGeneration/traceRecordStatus',
  insurance: '/api/fifthGeneration/insurance',
  list: '/api/fifthGeneration/list',
  record: '/api/fifthGeneration/record',
  detail: '/api/fifthGeneration/detail/:serviceId',
  export: '/api/fifthGeneration/export',
  material: '/api/fifthGeneration/material',
  materialList: '/api/fifthGeneration/material/list',
} as const;
