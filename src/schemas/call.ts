/**
 * Customers' video calls, their routing to agents, the rooms answered calls open, and manual transfer
 * (spec 1 §3 "Call request", "Service room", "Incoming call data", §4 "Incoming call", §7.3).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CUSTOMER_ROLES, customerKeyProperty, customerKeyTexts } from './customerKey';
import { recordOf } from './answers';
import { inviteNumberField, mobileField, recordText, requiredName, servingPhoneText, uuidField } from './fields';
import { consentRecordSchema } from './personalData';

export const callTexts = {
  tenantUnknown: '该公司不存在或已停用',
  groupUnknown: '客服组不存在',
  productUnknown: '产品链接不存在',
  nameRequired: '请输入您的姓名',
  nameTooLong: '姓名不能超过20个字符',
  phoneInvalid: '请输入正确的手机号',
  noAgentOnline: '暂无顾问在线',
  offHours: '当前为非工作时间',
  callOver: '该来电已结束',
  callTaken: '该来电已被其他坐席接听',
  roomEnded: '会话已结束',
  inviteWrong: '邀请码不正确或会话已结束',
  transferNobody: '转接失败，暂无可接听的坐席',
  customerCancelled: '客户已取消呼叫',
  queueFull: '当前排队人数较多，请稍后再拨',
  phoneQueued: '该手机号已在排队中，请勿重复呼叫',
  transferSelf: '不能转接给自己',
  transferTarget: '请选择转接的坐席或客服组',
  scoreRange: '请选择1到5星的评价',
  commentTooLong: '评价不能超过200个字符',
  /** Spec 1 §4: the question before ending a session in progress on another device. */
  inProcessQuestion: (from: string) => `您当前在${from}有正在进行的会话，确认结束并开始新的会话吗？`,
} as const;

/** Where a room was started from (roomInfo.from), and how the question above names it. */
export const ROOM_FROMS = ['Browser', 'Mobile', 'PC'] as const;
export type RoomFrom = (typeof ROOM_FROMS)[number];
export const roomFromNames: Record<RoomFrom, string> = { Browser: '电脑端', Mobile: '手机端', PC: '企业微信PC端' };

const callId = uuidField(callTexts.callOver);
const serviceId = uuidField(callTexts.roomEnded);

/** POST /api/customer/call. */
export const customerCallSchema = {
  $id: 'customerCall',
  type: 'object',
  properties: {
    tenantCode: { type: 'string', minLength: 1, maxLength: 100, errorMessage: callTexts.tenantUnknown },
    groupId: uuidField(callTexts.groupUnknown),
    userName: requiredName('客户姓名', 20, { required: callTexts.nameRequired, tooLong: callTexts.nameTooLong }),
    userPhone: mobileField(callTexts.phoneInvalid),
    /** The product link the customer calls from (a video-sales product page's video button). */
    webId: uuidField(callTexts.productUnknown),
  },
  required: ['tenantCode', 'userName', 'userPhone'],
  additionalProperties: false,
  errorMessage: {
    required: {
      tenantCode: callTexts.tenantUnknown,
      userName: callTexts.nameRequired,
      userPhone: callTexts.phoneInvalid,
    },
  },
} as const;
export type CustomerCallInput = FromSchema<typeof customerCallSchema>;

const byCallId = (id: string) =>
  ({
    $id: id,
    type: 'object',
    properties: { callId, timestamp: { type: 'string' } },
    required: ['callId'],
    additionalProperties: false,
    errorMessage: { required: { callId: callTexts.callOver } },
  }) as const;

/** POST /api/customer/call/cancel, POST /api/call/reject. */
export const customerCancelSchema = byCallId('customerCallCancel');
export const callRejectSchema = byCallId('callReject');
/** GET /api/manualTransfer/callDetail. */
export const callDetailQuerySchema = byCallId('callDetailQuery');

/** POST /api/customer/call/evaluate: the customer's stars and words after the call. */
export const customerEvaluateSchema = {
  $id: 'customerEvaluate',
  type: 'object',
  properties: {
    callId,
    score: { type: 'integer', minimum: 1, maximum: 5, errorMessage: callTexts.scoreRange },
    comment: { type: 'string', maxLength: 200, 'x-multiline': true, errorMessage: callTexts.commentTooLong },
  },
  required: ['callId', 'score'],
  additionalProperties: false,
  errorMessage: { required: { callId: callTexts.callOver, score: callTexts.scoreRange } },
} as const;

/** POST /api/serviceRoom/startAgent: the agent answers a ringing call; the agent is the session's. */
export const startAgentSchema = {
  $id: 'startAgent',
  type: 'object',
  properties: {
    callId,
    agentInfo: { type: 'object' },
    roomInfo: {
      type: 'object',
      properties: { from: { type: 'string', enum: [...ROOM_FROMS], errorMessage: '请选择正确的终端' } },
    },
  },
  required: ['callId'],
  additionalProperties: false,
  errorMessage: { required: { callId: callTexts.callOver } },
} as const;

/** POST /api/serviceRoom/endRecord. */
export const endRecordSchema = {
  $id: 'endRecord',
  type: 'object',
  properties: { serviceId, notifyUser: { type: 'boolean' } },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callTexts.roomEnded } },
} as const;

/** POST /api/serviceRoom/startUser and POST /api/customer/room/end: the customer, by room and key. */
export const startUserSchema = {
  $id: 'startUser',
  type: 'object',
  properties: {
    serviceId,
    key: customerKeyProperty,
    userId: { type: 'string', maxLength: 100 },
  },
  required: ['serviceId', 'key'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callTexts.roomEnded, key: customerKeyTexts.wrong } },
} as const;
export const customerRoomEndSchema = { ...startUserSchema, $id: 'customerRoomEnd' } as const;

/** GET /api/serviceRoom/inprocess. */
export const inProcessQuerySchema = {
  $id: 'inProcessQuery',
  type: 'object',
  properties: { agentId: { type: 'string', maxLength: 100 }, timestamp: { type: 'string' } },
  additionalProperties: false,
} as const;

/** POST /api/manualTransfer/transfer (ours): hand a live room to one agent or to a service group. */
export const transferSchema = {
  $id: 'manualTransfer',
  type: 'object',
  properties: {
    serviceId,
    agentId: uuidField(callTexts.transferTarget),
    groupId: uuidField(callTexts.transferTarget),
  },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callTexts.roomEnded } },
} as const;

/** POST /api/manualTransfer/receiveCall. */
export const receiveCallSchema = {
  $id: 'receiveCall',
  type: 'object',
  properties: { agentId: { type: 'string', maxLength: 100 }, serviceId, callId },
  required: ['serviceId', 'callId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callTexts.roomEnded, callId: callTexts.callOver } },
} as const;

/** The workbench's calls in the API contract. */
export const callPaths = {
  customerCall: '/api/customer/call',
  customerCancel: '/api/customer/call/cancel',
  customerState: '/api/customer/call/:callId',
  customerEvaluate: '/api/customer/call/evaluate',
  customerJoin: '/api/customer/join',
  customerRoomEnd: '/api/customer/room/end',
  ringing: '/api/call/ringing',
  reject: '/api/call/reject',
  startAgent: '/api/serviceRoom/startAgent',
  startUser: '/api/serviceRoom/startUser',
  inProcess: '/api/serviceRoom/inprocess',
  endRecord: '/api/serviceRoom/endRecord',
  transfer: '/api/manualTransfer/transfer',
  transferCandidates: '/api/manualTransfer/candidates',
  callDetail: '/api/manualTransfer/callDetail',
  receiveCall: '/api/manualTransfer/receiveCall',
  statusTime: '/api/agentStatus/time',
} as const;

/** POST /api/customer/join: a customer types the invite number of a room or a same-screen record. */
export const customerJoinSchema = {
  $id: 'customerJoin',
  type: 'object',
  properties: { inviteNumber: inviteNumberField(callTexts.inviteWrong) },
  required: ['inviteNumber'],
  additionalProperties: false,
  errorMessage: { required: { inviteNumber: callTexts.inviteWrong } },
} as const;

/** Who a room may be handed to: the tenant's other agents and its service groups. */
export const transferCandidatesSchema = recordOf({
  agents: {
    type: 'array',
    items: recordOf({ _id: recordText, fullName: recordText, serviceStatus: recordText, online: { type: 'boolean' } }),
  },
  groups: { type: 'array', items: recordOf({ _id: recordText, name: recordText }) },
});
export type TransferCandidates = FromSchema<typeof transferCandidatesSchema>;

/** GET /api/customer/call/:callId: a call not named by a uuid is answered as not found. */
export const callIdParamsSchema = {
  type: 'object',
  properties: { callId: { type: 'string' } },
  required: ['callId'],
} as const;

/** POST /api/customer/call: the call asked and its place in the queue. */
export const askedCallSchema = recordOf({ callId: recordText, position: { type: 'integer' } });

/** POST /api/manualTransfer/transfer: the call that carries the room to its new agent. */
export const transferredCallSchema = recordOf({ callId: recordText });

const seconds = { type: 'number' } as const;
/** GET /api/agentStatus/time: seconds per status of one agent on one China day. */
export const statusTimeSchema = recordOf({
  agentId: recordText,
  day: recordText,
  /** By status bucket (src/domain/statusTime.ts STATUS_BUCKETS). */
  seconds: recordOf({ idle: seconds, busy: seconds, afterCall: seconds, away: seconds, offline: seconds }),
});

const startedRoomProperties = {
  serviceId: recordText,
  startedAt: recordText,
  inviteNumber: recordText,
  callId: recordText,
  userName: recordText,
  userPhone: servingPhoneText,
  roomInfo: {
    type: 'object',
    properties: { from: { type: 'string', enum: ROOM_FROMS } },
    required: ['from'],
    additionalProperties: false,
  },
} as const;
const startedRoomRequired = ['serviceId', 'inviteNumber', 'callId', 'userName', 'userPhone', 'roomInfo'] as const;

/** A room as answering, joining or asking for the room in progress tells it. */
export const startedRoomSchema = {
  type: 'object',
  properties: startedRoomProperties,
  required: startedRoomRequired,
  additionalProperties: false,
} as const;
export type StartedRoom = FromSchema<typeof startedRoomSchema>;

/** The room as a customer's key opens it; a guest's has no call, name or phone (all ''). */
export const customerRoomSchema = {
  type: 'object',
  properties: {
    ...startedRoomProperties,
    agentName: recordText,
    role: { type: 'string', enum: CUSTOMER_ROLES },
    /** What the customer is asked to agree to before the call is recorded, and when they did. */
    consent: consentRecordSchema,
  },
  required: [...startedRoomRequired, 'agentName', 'role', 'consent'],
  additionalProperties: false,
} as const;
export type CustomerRoom = FromSchema<typeof customerRoomSchema>;

/** POST /api/customer/join: the session a typed number names, with its guest key. */
export const joinedSessionSchema = recordOf({
  kind: { type: 'string', enum: ['room', 'sameScreen'] },
  serviceId: recordText,
  inviteNumber: recordText,
  key: recordText,
});
export type JoinedSession = FromSchema<typeof joinedSessionSchema>;
