/**
 * Customers' personal data (PIPL): the tenant's rules (who sees phone and ID numbers in full, how long
 * recordings and invitation messages are kept, the consent text), revealing one masked value, the access log,
 * retention's log of what it deleted, legal hold, and the customer's consent before recording.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { dualRecordTexts } from '../domain/dualRecord';
import { listOf, nullableText, recordOf } from './answers';
import { paging, recordIdField, UUID_PATTERN } from './fields';

export const personalDataPaths = {
  settings: '/api/personalData/settings',
  reveal: '/api/personalData/reveal',
  accessLog: '/api/personalData/accessLog',
  retention: '/api/personalData/retention',
  retentionRun: '/api/personalData/retention/run',
  legalHold: '/api/personalData/legalHold',
  customerConsent: '/api/customer/consent',
  /** The consent of a call still waiting in the queue: its text (GET) and the customer's agreement (POST). */
  callConsent: '/api/customer/call/consent',
  /** The consent of a 5G call on the customer's handset, by its link's key: its text (GET) and the agreement (POST). */
  handsetConsent: '/api/customer/fiveG/consent',
} as const;

export const ACCESS_ACTIONS = ['reveal', 'view', 'export', 'playback'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const ACCESS_ACTION_NAMES: Record<AccessAction, string> = {
  reveal: '查看完整信息',
  view: '查看详情',
  export: '导出',
  playback: '播放录像',
};

const RETENTION_KINDS = ['recording', 'sms'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export const RETENTION_KIND_NAMES: Record<RetentionKind, string> = { recording: '录像', sms: '邀请短信' };

/** The records a masked value can be revealed from: the call history, rooms (meetings, live and 5G sessions), same-screen records. */
const REVEAL_RECORDS = ['call', 'serviceRoom', 'serviceWeb'] as const;
export type RevealRecord = (typeof REVEAL_RECORDS)[number];

export const DEFAULT_CONSENT_TEXT =
  '为保障您的合法权益并满足监管要求，本次视频服务将全程录音录像。录像仅用于业务回溯与监管核查，将依法加密保存，未经您同意不会用于其他用途。请确认是否同意录音录像。';
export const DEFAULT_RECORDING_DAYS = 3650;
export const DEFAULT_SMS_DAYS = 90;
const MAX_DAYS = 36500;

export const personalDataTexts = {
  title: '个人信息保护',
  hint: '客户手机号与证件号对未获授权的角色脱敏显示（如 138****5678），点击查看完整信息会记入访问日志。公司管理员始终可见完整信息。',
  fullRoles: '可查看完整信息的角色',
  recordingDays: '录像保存天数',
  smsDays: '邀请短信保存天数',
  consentText: '录音录像告知内容',
  daysInvalid: `保存天数需为1~${MAX_DAYS}之间的整数`,
  consentTooLong: '告知内容不能超过1000个字符',
  roleUnknown: '所选角色不属于本公司',
  adminOnly: '只有公司管理员可以修改个人信息保护设置',
  noTenant: '请选择公司',
  save: '保存',
  saved: '保存成功',
  reveal: '查看完整信息',
  revealFailed: '无法查看完整信息',
  recordInvalid: '无效的记录',
  fieldInvalid: '无效的字段',
  accessLog: '访问日志',
  all: '全部',
  search: '查询',
  logEmpty: '暂无访问记录',
  phone: '客户手机号',
  account: '账号',
  role: '角色',
  action: '操作',
  target: '内容',
  address: 'IP地址',
  time: '时间',
  beginTime: '开始日期',
  endTime: '结束日期',
  timeOrder: '开始时间不能晚于结束时间',
  timeInvalid: '请输入正确的时间',
  retentionTitle: '数据保留',
  retentionHint: '每日自动删除超过保存期限的录像与邀请短信，法律保留的记录除外。',
  runNow: '立即执行清理',
  runQueued: '清理任务已提交，完成后在下方记录中显示',
  deletedTitle: '清理记录',
  deletedEmpty: '暂无清理记录',
  kind: '类型',
  summary: '记录',
  recordAt: '记录时间',
  deletedAt: '删除时间',
  legalHold: '法律保留',
  legalHoldOn: '已设为法律保留，保存期满也不会删除',
  legalHoldOff: '已取消法律保留',
  legalHoldHint: '录像保存期满后将按公司设置自动删除；设为法律保留可继续保存',
  consentTitle: '录音录像告知',
  consentAgree: '同意并进入',
  consentDecline: '不同意',
  consentDeclined: '您未同意录音录像，暂无法进入视频服务。如改变主意，请点击“同意并进入”。',
  consentMissing: '客户尚未同意录音录像，暂不能录制',
  carrierNotice: '通话接通时由运营商向客户播报录音录像告知',
  consentGiven: '您已同意录音录像，顾问接听后将直接进入视频服务',
  consentAgreeCall: '同意录音录像',
  consentAgreedCall: '您已同意录音录像',
  consentCallEnded: '通话已结束',
} as const;

const days = { type: 'integer', minimum: 1, maximum: MAX_DAYS, errorMessage: personalDataTexts.daysInvalid } as const;
/** The platform admin's pick of a tenant; any other session's own tenant wins. */
const tenant = { type: 'string', maxLength: 100 } as const;

/** GET settings. */
export const personalDataSettingsQuerySchema = {
  $id: 'personalDataSettingsQuery',
  type: 'object',
  properties: { tenant, timestamp: { type: 'string' } },
  additionalProperties: false,
} as const;

/** PUT settings: the tenant admin's. */
export const personalDataSettingsSchema = {
  $id: 'personalDataSettings',
  type: 'object',
  properties: {
    tenant,
    fullDataRoleIds: {
      type: 'array',
      maxItems: 50,
      items: { type: 'string', pattern: UUID_PATTERN, errorMessage: personalDataTexts.roleUnknown },
      errorMessage: { type: personalDataTexts.roleUnknown, maxItems: personalDataTexts.roleUnknown },
    },
    recordingDays: days,
    smsDays: days,
    consentText: { type: 'string', maxLength: 1000, errorMessage: personalDataTexts.consentTooLong },
    pauseReasons: {
      type: 'array',
      maxItems: 20,
      items: { type: 'string', maxLength: 20 },
      errorMessage: dualRecordTexts.pauseReasonsInvalid,
    },
  },
  required: ['fullDataRoleIds', 'recordingDays', 'smsDays', 'consentText'],
  additionalProperties: false,
  errorMessage: {
    required: {
      fullDataRoleIds: personalDataTexts.roleUnknown,
      recordingDays: personalDataTexts.daysInvalid,
      smsDays: personalDataTexts.daysInvalid,
      consentText: personalDataTexts.consentTooLong,
    },
  },
} as const;
export type PersonalDataSettingsInput = FromSchema<typeof personalDataSettingsSchema>;

export const personalDataSettingsAnswer = recordOf({
  tenantId: { type: 'string' },
  fullDataRoleIds: { type: 'array', items: { type: 'string' } },
  recordingDays: { type: 'integer' },
  smsDays: { type: 'integer' },
  consentText: { type: 'string' },
  pauseReasons: { type: 'array', items: { type: 'string' } },
  /** The tenant's roles below its admins, to choose from. */
  roles: { type: 'array', items: recordOf({ _id: { type: 'string' }, roleName: { type: 'string' } }) },
});
export type PersonalDataSettings = FromSchema<typeof personalDataSettingsAnswer>;

/** POST reveal: one masked value of one record. */
export const revealSchema = {
  $id: 'personalDataReveal',
  type: 'object',
  properties: {
    record: { type: 'string', enum: REVEAL_RECORDS, errorMessage: personalDataTexts.recordInvalid },
    id: { ...recordIdField, errorMessage: personalDataTexts.recordInvalid },
    field: { type: 'string', enum: ['phone'], errorMessage: personalDataTexts.fieldInvalid },
  },
  required: ['record', 'id', 'field'],
  additionalProperties: false,
  errorMessage: { required: { record: personalDataTexts.recordInvalid, id: personalDataTexts.recordInvalid } },
} as const;
/** The full value, for this one record. */
export const revealAnswer = recordOf({ value: { type: 'string' } });

const dateField = { type: 'string', format: 'date-time', errorMessage: '请输入正确的时间' } as const;

/** GET accessLog: by customer phone (or its last digits), account and time, newest first. */
export const accessLogQuerySchema = {
  $id: 'accessLogQuery',
  type: 'object',
  properties: {
    ...paging(),
    phone: { type: 'string', maxLength: 20 },
    loginName: { type: 'string', maxLength: 50 },
    action: { type: 'string', enum: ACCESS_ACTIONS, errorMessage: '无效的操作类型' },
    beginTime: dateField,
    endTime: dateField,
    searchTenant: tenant,
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type AccessLogQuery = FromSchema<typeof accessLogQuerySchema>;

const accessLogEntrySchema = recordOf({
  _id: { type: 'string' },
  loginName: { type: 'string' },
  roleName: { type: 'string' },
  tenantName: nullableText,
  action: { type: 'string', enum: ACCESS_ACTIONS },
  target: { type: 'string' },
  recordId: nullableText,
  // The admin who reads the log sees the phone as their role sees any customer's.
  customerPhone: { type: ['string', 'null'], 'x-pii': 'phone' },
  address: { type: 'string' },
  createdAt: { type: 'string' },
});
export type AccessLogEntry = FromSchema<typeof accessLogEntrySchema>;
export const accessLogAnswer = listOf(accessLogEntrySchema);

/** GET retention: what retention deleted, newest first. */
export const retentionQuerySchema = {
  $id: 'retentionQuery',
  type: 'object',
  properties: { ...paging(), tenant, timestamp: { type: 'string' } },
  additionalProperties: false,
} as const;

const retentionDeletionSchema = recordOf({
  _id: { type: 'string' },
  kind: { type: 'string', enum: RETENTION_KINDS },
  recordId: { type: 'string' },
  summary: { type: 'string', 'x-pii': 'values' },
  recordAt: { type: 'string' },
  deletedAt: { type: 'string' },
});
export type RetentionDeletion = FromSchema<typeof retentionDeletionSchema>;
export const retentionAnswer = listOf(retentionDeletionSchema);

/** POST retention/run: queues the tenant's clean-up now. */
export const retentionRunSchema = {
  $id: 'retentionRun',
  type: 'object',
  properties: { tenant },
  additionalProperties: false,
} as const;
export const retentionRunAnswer = recordOf({ jobId: { type: 'string' } });

/** PUT legalHold: a room (a call's, a meeting's, a 5G session's) kept past retention, or no longer. */
export const legalHoldSchema = {
  $id: 'legalHold',
  type: 'object',
  properties: {
    serviceId: { type: 'string', pattern: UUID_PATTERN, errorMessage: personalDataTexts.recordInvalid },
    hold: { type: 'boolean', errorMessage: '请选择是否法律保留' },
  },
  required: ['serviceId', 'hold'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: personalDataTexts.recordInvalid, hold: '请选择是否法律保留' } },
} as const;
export const legalHoldAnswer = recordOf({ serviceId: { type: 'string' }, legalHold: { type: 'boolean' } });

/** POST /api/customer/consent: the customer of the room agrees to be recorded. */
export const customerConsentSchema = {
  $id: 'customerConsent',
  type: 'object',
  properties: {
    serviceId: { type: 'string', pattern: UUID_PATTERN, errorMessage: '会话已结束' },
    key: { type: 'string', minLength: 1, maxLength: 200, errorMessage: '会话已结束' },
  },
  required: ['serviceId', 'key'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: '会话已结束', key: '会话已结束' } },
} as const;
/** GET and POST /api/customer/call/consent: the call a customer waits on (its id is the customer's ticket). */
export const callConsentSchema = {
  $id: 'callConsent',
  type: 'object',
  properties: { callId: { type: 'string', pattern: UUID_PATTERN, errorMessage: '呼叫已结束' } },
  required: ['callId'],
  additionalProperties: false,
  errorMessage: { required: { callId: '呼叫已结束' } },
} as const;
/** GET and POST /api/customer/fiveG/consent: the key of the 5G call's handset link, held by the customer's handset. */
export const handsetConsentSchema = {
  $id: 'handsetConsent',
  type: 'object',
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 100, errorMessage: personalDataTexts.consentCallEnded },
  },
  required: ['key'],
  additionalProperties: false,
  errorMessage: { required: { key: personalDataTexts.consentCallEnded } },
} as const;
/** What the customer agreed to, and when; `at` null until they have. */
export const consentRecordSchema = recordOf({ text: { type: 'string' }, at: nullableText });
export type ConsentRecord = FromSchema<typeof consentRecordSchema>;
