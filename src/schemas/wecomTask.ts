/**
 * WeCom (企业微信) mass-sending and moments tasks (spec 3 §1, §2, §7 "WeCom tasks"): an agent sends a
 * text, with a link if wanted, to customers of their WeCom contacts; each recipient's send is followed.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { paging, recordText, requiredName } from './fields';

const WECOM_TASK_KINDS = ['mass', 'moments'] as const;
export type WecomTaskKind = (typeof WECOM_TASK_KINDS)[number];

export const wecomTaskTexts = {
  created: '创建成功！',
  contentRequired: '请输入发送内容',
  contentTooLong: '发送内容不能超过1000个字符',
  recipientsRequired: '请选择客户',
  recipientUnknown: '只能选择您的企业微信客户',
  linkUrl: '请输入正确的链接地址',
  linkTitle: '请输入链接标题',
  kindUnknown: '请选择任务类型',
  notConnected: '企业微信未连接，请稍后重试',
  notConfigured: '企业微信未配置',
} as const;

export const wecomKindNames: Record<WecomTaskKind, string> = { mass: '企微群发任务', moments: '企微朋友圈任务' };
export const wecomTaskStatusNames = { sending: '发送中', done: '已完成', failed: '发送失败' } as const;
export const wecomSendStatusNames = { pending: '待发送', sent: '已发送', failed: '发送失败' } as const;
const WECOM_TASK_STATUSES = [
  'sending',
  'done',
  'failed',
] as const satisfies readonly (keyof typeof wecomTaskStatusNames)[];
const WECOM_SEND_STATUSES = [
  'pending',
  'sent',
  'failed',
] as const satisfies readonly (keyof typeof wecomSendStatusNames)[];

/** POST /api/qwTaskCreate. */
export const wecomTaskCreateSchema = {
  $id: 'wecomTaskCreate',
  type: 'object',
  properties: {
    type: { type: 'string', enum: WECOM_TASK_KINDS, errorMessage: wecomTaskTexts.kindUnknown },
    name: requiredName('任务名称', 30, { required: '请输入任务名称', tooLong: '任务名称不能超过30个字符' }),
    content: {
      type: 'string',
      minLength: 1,
      maxLength: 1000,
      pattern: '\\S',
      errorMessage: {
        minLength: wecomTaskTexts.contentRequired,
        pattern: wecomTaskTexts.contentRequired,
        maxLength: wecomTaskTexts.contentTooLong,
      },
    },
    linkTitle: { type: 'string', maxLength: 64, errorMessage: wecomTaskTexts.linkTitle },
    linkUrl: { type: 'string', maxLength: 500, pattern: '^(https?://\\S+)?$', errorMessage: wecomTaskTexts.linkUrl },
    recipients: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 64 },
      minItems: 1,
      maxItems: 10000,
      uniqueItems: true,
      errorMessage: wecomTaskTexts.recipientsRequired,
    },
  },
  required: ['type', 'name', 'content', 'recipients'],
  additionalProperties: false,
  errorMessage: {
    required: {
      type: wecomTaskTexts.kindUnknown,
      name: '请输入任务名称',
      content: wecomTaskTexts.contentRequired,
      recipients: wecomTaskTexts.recipientsRequired,
    },
  },
} as const;
export type WecomTaskCreate = FromSchema<typeof wecomTaskCreateSchema>;

export const wecomTaskListQuerySchema = {
  $id: 'wecomTaskListQuery',
  type: 'object',
  properties: {
    type: { type: 'string', enum: WECOM_TASK_KINDS, errorMessage: wecomTaskTexts.kindUnknown },
    ...paging(10),
    timestamp: { type: 'string' },
  },
  required: ['type'],
  additionalProperties: false,
} as const;
export type WecomTaskListQuery = FromSchema<typeof wecomTaskListQuerySchema>;

export const wecomSendQuerySchema = {
  $id: 'wecomSendQuery',
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100 },
    ...paging(10),
    timestamp: { type: 'string' },
  },
  required: ['id'],
  additionalProperties: false,
} as const;
export type WecomSendQuery = FromSchema<typeof wecomSendQuerySchema>;

const text = recordText;
const count = { type: 'integer' } as const;

export const wecomContactSchema = recordOf({ externalUserId: text, name: text });
export type WecomContact = FromSchema<typeof wecomContactSchema>;

export const wecomTaskRecordSchema = recordOf({
  _id: text,
  type: { type: 'string', enum: WECOM_TASK_KINDS },
  name: text,
  content: text,
  linkTitle: nullableText,
  linkUrl: nullableText,
  status: { type: 'string', enum: WECOM_TASK_STATUSES },
  error: nullableText,
  total: count,
  sent: count,
  failed: count,
  agent: recordOf({ _id: text, fullName: text }),
  createdAt: text,
  finishedAt: nullableText,
});
export type WecomTaskRecord = FromSchema<typeof wecomTaskRecordSchema>;

export const wecomSendRecordSchema = recordOf({
  externalUserId: text,
  customerName: text,
  status: { type: 'string', enum: WECOM_SEND_STATUSES },
  reason: nullableText,
  sentAt: nullableText,
});
export type WecomSendRecord = FromSchema<typeof wecomSendRecordSchema>;

export const wecomTaskPaths = {
  create: '/api/qwTaskCreate',
  list: '/api/qwCdBasicData',
  one: '/api/qwCdBasicData/:id',
  sends: '/api/qwCdSendDetail',
  contacts: '/api/qwCustomerList',
} as const;
