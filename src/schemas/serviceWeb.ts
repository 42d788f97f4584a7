/** Same-screen record (serviceWeb) — spec 1 §3, §4 "Same-screen record ended", §7.4, §8 and §9. */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import {
  agentRefRecord,
  answerSchema,
  mobileField,
  nullable,
  nullableText,
  OPTIONAL_MOBILE_PATTERN,
  orgAccountRefField,
  orgAccountRefRecord,
  paging,
  recordText,
  tenantRefField,
} from './fields';

export const SERVICE_WEB_STATUSES = ['inProgress', 'ended'] as const;
export type ServiceWebStatus = (typeof SERVICE_WEB_STATUSES)[number];
export const SERVICE_WEB_STATUS_NAMES = ['进行中', '已结束'] as const;

/** The pages a record is ended from (POST serviceWeb/end `from`): the screens of this area and the room. */
const SERVICE_WEB_END_FROM = [
  'sameScreen',
  'recordSameScreen',
  'sameScreenDetails',
  'wechat',
  'exhibitionHall',
] as const;
export type ServiceWebEndFrom = (typeof SERVICE_WEB_END_FROM)[number];

const CUSTOMER_NAME_MAX = 30;
/** Phones one invitation SMS may go to at once. */
export const SMS_PHONES_MAX = 20;
/** The create screen offers this many H5 links (spec 1 §9). */
export const CREATE_SHARE_WEB_PAGE_SIZE = 50;

export const serviceWebTexts = {
  created: '创建同屏成功',
  closed: '关闭成功',
  smsSent: '发送短信成功',
  /** Spec 1 §4 gives it in English only ('the record has ended, refreshing the list'). */
  recordEnded: '该记录已结束，正在刷新列表',
  shareWebRequired: '请选择同屏链接',
  customerNameTooLong: `客户姓名不能超过${CUSTOMER_NAME_MAX}个字符`,
  phoneInvalid: '请输入正确的手机号',
  phonesRequired: '请输入手机号',
  tooManyPhones: `一次最多发送${SMS_PHONES_MAX}个手机号`,
  serviceIdRequired: '缺少同屏记录id',
  fromInvalid: '结束来源不正确',
  statusInvalid: '同屏状态不正确',
  beginTimeInvalid: '开始时间格式不正确',
  endTimeInvalid: '结束时间格式不正确',
  timeOrder: '开始时间不能晚于结束时间',
  noOrganisation: '只有所属机构的账号可以发起同屏',
} as const;

const status = { type: 'string', enum: SERVICE_WEB_STATUSES, errorMessage: serviceWebTexts.statusInvalid } as const;
const serviceId = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  errorMessage: serviceWebTexts.serviceIdRequired,
} as const;

/** Sent with the spec's create payload; the server takes these from the session instead. */
const fromSession = { type: 'string', maxLength: 200, 'x-hidden': true } as const;

/** POST /api/serviceWeb/create: the create screen's fields plus the identity the spec's client sends. */
export const serviceWebCreateSchema = {
  $id: 'serviceWebCreate',
  type: 'object',
  properties: {
    shareWebId: {
      type: 'string',
      title: '同屏链接',
      minLength: 1,
      maxLength: 100,
      errorMessage: serviceWebTexts.shareWebRequired,
    },
    customerName: {
      type: 'string',
      title: '客户姓名',
      maxLength: CUSTOMER_NAME_MAX,
      errorMessage: { type: serviceWebTexts.customerNameTooLong, maxLength: serviceWebTexts.customerNameTooLong },
    },
    customerPhone: {
      type: 'string',
      title: '客户手机号',
      pattern: OPTIONAL_MOBILE_PATTERN,
      errorMessage: serviceWebTexts.phoneInvalid,
    },
    agentId: fromSession,
    loginName: fromSession,
    fullName: fromSession,
    orgAccount: fromSession,
    orgAccountName: fromSession,
    tenant: fromSession,
    tenantName: fromSession,
  },
  required: ['shareWebId'],
  additionalProperties: false,
  errorMessage: { required: { shareWebId: serviceWebTexts.shareWebRequired } },
} as const;

const serviceWebSortable = ['createdAt', 'startedAt'] as const;

const listFilters = {
  searchTenant: { type: 'string', maxLength: 100 },
  searchOrgAccount: { type: 'string', maxLength: 100 },
  agentId: { type: 'string', maxLength: 100 },
  agent: { type: 'string', maxLength: 50 },
  serviceWebStatus: status,
  callStatus: status,
  beginTime: { type: 'string', format: 'date-time', errorMessage: serviceWebTexts.beginTimeInvalid },
  endTime: { type: 'string', format: 'date-time', errorMessage: serviceWebTexts.endTimeInvalid },
  orderBy: { type: 'string', enum: serviceWebSortable, default: 'startedAt' },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  timestamp: { type: 'string' },
} as const;

/** GET /api/serviceWeb/list (spec 1 §7.4). */
export const serviceWebListQuerySchema = {
  $id: 'serviceWebListQuery',
  type: 'object',
  properties: {
    ...paging(),
    ...listFilters,
  },
  additionalProperties: false,
} as const;
export type ServiceWebListQuery = FromSchema<typeof serviceWebListQuerySchema>;

/** GET /api/serviceWeb/export: the list's filters, every page. */
export const serviceWebExportQuerySchema = {
  $id: 'serviceWebExportQuery',
  type: 'object',
  properties: listFilters,
  additionalProperties: false,
} as const;

/** GET detail, getInviteMessage and agentShortUrl: `?serviceId=`. */
export const serviceWebIdQuerySchema = {
  $id: 'serviceWebIdQuery',
  type: 'object',
  properties: { serviceId, timestamp: { type: 'string' } },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: serviceWebTexts.serviceIdRequired } },
} as const;

/** POST /api/serviceWeb/end. */
export const serviceWebEndSchema = {
  $id: 'serviceWebEnd',
  type: 'object',
  properties: {
    serviceId,
    from: { type: 'string', enum: SERVICE_WEB_END_FROM, errorMessage: serviceWebTexts.fromInvalid },
  },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: serviceWebTexts.serviceIdRequired } },
} as const;

/** POST /api/serviceWeb/sendInviteMessage. */
export const serviceWebSmsSchema = {
  $id: 'serviceWebSms',
  type: 'object',
  properties: {
    serviceId,
    phones: {
      type: 'array',
      minItems: 1,
      maxItems: SMS_PHONES_MAX,
      items: mobileField(serviceWebTexts.phoneInvalid),
      errorMessage: {
        type: serviceWebTexts.phonesRequired,
        minItems: serviceWebTexts.phonesRequired,
        maxItems: serviceWebTexts.tooManyPhones,
      },
    },
  },
  required: ['serviceId', 'phones'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: serviceWebTexts.serviceIdRequired, phones: serviceWebTexts.phonesRequired } },
} as const;

/** A same-screen record as the API answers it. */
export const serviceWebRecordSchema = answerSchema({
  _id: recordText,
  inviteNumber: recordText,
  callStatus: { type: 'string', enum: SERVICE_WEB_STATUSES },
  /** The link as it was shared; `_id` is null once the link is deleted. */
  shareWeb: {
    type: 'object',
    properties: { _id: nullableText, name: recordText, url: recordText },
    required: ['_id', 'name', 'url'],
    additionalProperties: false,
  },
  customerName: nullableText,
  customerPhone: { type: ['string', 'null'], 'x-pii': 'phone' },
  agent: nullable(agentRefRecord),
  tenant: {
    type: 'object',
    properties: { _id: recordText, name: recordText, code: recordText },
    required: ['_id', 'name', 'code'],
    additionalProperties: false,
  },
  orgAccount: orgAccountRefRecord,
  startedAt: recordText,
  endedAt: nullableText,
  endedFrom: nullableText,
  createdAt: recordText,
});
export type ServiceWebRecord = FromSchema<typeof serviceWebRecordSchema>;

/** GET /api/serviceWeb/getInviteMessage: the invitation's text. */
export const serviceWebInviteSchema = recordOf({ content: recordText });
/** POST /api/serviceWeb/sendInviteMessage: the numbers the invitation went to, each once. */
/** The numbers the agent just typed and sent the invitation to. */
export const serviceWebInviteSentSchema = recordOf({
  phones: { type: 'array', items: recordText, 'x-pii': 'serving' },
});

/** GET /api/serviceWeb/:serviceId. */
export const serviceWebParamsSchema = {
  type: 'object',
  properties: { serviceId: recordText },
  required: ['serviceId'],
} as const;

/** GET /api/customer/sameScreen/:serviceId?key=: what the customer's page of a record in progress shows. */
export const customerSameScreenSchema = recordOf({
  serviceId: recordText,
  inviteNumber: recordText,
  agentName: recordText,
  shareWeb: recordOf({ name: recordText, url: recordText }),
});
export type CustomerSameScreen = FromSchema<typeof customerSameScreenSchema>;

/**
 * The same-screen lists (schema-ui) and the export: columns, filters and titles. A view of the record,
 * not a request schema: nothing is validated against it.
 */
export const serviceWebListView = {
  type: 'object',
  properties: {
    inviteNumber: { type: 'string', title: '同屏号', 'x-list': true },
    shareWeb: {
      type: 'string',
      title: serviceWebCreateSchema.properties.shareWebId.title,
      'x-list': { source: 'shareWeb.name' },
    },
    customerName: { type: 'string', title: serviceWebCreateSchema.properties.customerName.title, 'x-list': true },
    customerPhone: { type: 'string', title: serviceWebCreateSchema.properties.customerPhone.title, 'x-list': true },
    agent: { type: 'string', title: '坐席', 'x-list': { source: 'agent.fullName' }, 'x-filter': 'agent' },
    orgAccount: { ...orgAccountRefField, 'x-filter': 'searchOrgAccount' },
    tenant: { ...tenantRefField, 'x-filter': 'searchTenant' },
    callStatus: {
      type: 'string',
      title: '状态',
      enum: SERVICE_WEB_STATUSES,
      'x-enumNames': SERVICE_WEB_STATUS_NAMES,
      'x-list': true,
    },
    startedAt: { type: 'string', title: '开始时间', format: 'date-time', 'x-list': { sortable: true } },
    endedAt: { type: 'string', title: '结束时间', format: 'date-time', 'x-list': true },
  },
} as const;

/** The invitation an agent sends (copied, by SMS, or behind the short link's QR code). */
export function inviteMessage(agentName: string, inviteNumber: string, joinUrl: string): string {
  const who = agentName.trim() === '' ? '您的专属顾问' : `您的专属顾问${agentName.trim()}`;
  return `您好，${who}邀请您加入同屏服务，同屏号：${inviteNumber}。请点击链接加入：${joinUrl}`;
}

export { serviceWebPaths } from './resourcePaths';
