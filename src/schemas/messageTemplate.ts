/**
 * A tenant's message templates (/messageConfig/list, 消息配置; spec 3 §7 GET smsTemplate/allocate/tenant):
 * the text of an SMS or a 5G message, with {name}, {title} and {link} filled in for each recipient.
 * Media-delivery tasks pick one of their channel.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { paging, requiredName } from './fields';

export const MESSAGE_KINDS = ['sms', 'fiveG'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const messageKindNames: Record<MessageKind, string> = { sms: '短信', fiveG: '5G消息' };

/** The variables a template may hold; {link} must be there, since every message leads to a page. */
export const MESSAGE_VARIABLES = { name: '{name}', title: '{title}', link: '{link}' } as const;
const CONTENT_MAX = 300;

export const messageTemplateTexts = {
  title: '消息配置',
  create: '新建模板',
  edit: '编辑模板',
  name: '模板名称',
  kind: '消息类型',
  signName: '签名',
  content: '模板内容',
  enabled: '启用',
  updatedAt: '更新时间',
  actions: '操作',
  save: '保存',
  cancel: '取消',
  remove: '删除',
  change: '编辑',
  yes: '是',
  no: '否',
  empty: '暂无消息模板',
  deleteConfirm: '确定删除该模板吗？',
  variablesHint: '可用变量：{name} 客户姓名，{title} 内容标题，{link} 链接（必填）',
  nameRequired: '请输入模板名称',
  nameTooLong: '模板名称不能超过30个字符',
  nameTaken: '模板名称已存在',
  kindInvalid: '请选择消息类型',
  signRequired: '请输入签名',
  signInvalid: '签名为2~12个字符，不能包含【】',
  contentRequired: '请输入模板内容',
  contentTooLong: `模板内容不能超过${CONTENT_MAX}个字符`,
  linkMissing: '模板内容需包含链接变量{link}',
  unknownVariable: '模板内容只能使用变量{name}、{title}、{link}',
  templateUnknown: '请选择有效的消息模板',
  created: '新建成功',
  edited: '编辑成功！',
  deleted: '删除成功！',
} as const;

const T = messageTemplateTexts;

const templateFields = {
  tenant: { type: 'string', maxLength: 100 },
  name: requiredName(T.name, 30, { required: T.nameRequired, tooLong: T.nameTooLong }),
  kind: { type: 'string', enum: MESSAGE_KINDS, errorMessage: T.kindInvalid },
  signName: {
    type: 'string',
    minLength: 2,
    maxLength: 12,
    pattern: '^[^【】\\[\\]]*\\S[^【】\\[\\]]*$',
    errorMessage: T.signInvalid,
  },
  content: {
    type: 'string',
    minLength: 1,
    maxLength: CONTENT_MAX,
    pattern: '\\S',
    errorMessage: {
      type: T.contentRequired,
      minLength: T.contentRequired,
      pattern: T.contentRequired,
      maxLength: T.contentTooLong,
    },
  },
  enabled: { type: 'boolean' },
} as const;

/** POST /api/smsTemplate and PUT /api/smsTemplate/:id; a platform admin names the tenant. */
export const messageTemplateSchema = {
  $id: 'messageTemplate',
  type: 'object',
  properties: templateFields,
  required: ['name', 'kind', 'signName', 'content'],
  additionalProperties: false,
  errorMessage: {
    required: { name: T.nameRequired, kind: T.kindInvalid, signName: T.signRequired, content: T.contentRequired },
  },
} as const;
export type MessageTemplateInput = FromSchema<typeof messageTemplateSchema>;

export const messageTemplateListQuerySchema = {
  $id: 'messageTemplateListQuery',
  type: 'object',
  properties: {
    tenant: { type: 'string', maxLength: 100 },
    kind: templateFields.kind,
    ...paging(10),
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** GET /api/smsTemplate/allocate/tenant: the session tenant's enabled templates of one channel. */
export const allocatedTemplatesQuerySchema = {
  $id: 'allocatedTemplatesQuery',
  type: 'object',
  properties: { kind: templateFields.kind, timestamp: { type: 'string' } },
  required: ['kind'],
  additionalProperties: false,
  errorMessage: { required: { kind: T.kindInvalid } },
} as const;

export const messageTemplateRecordSchema = recordOf({
  _id: { type: 'string' },
  tenantId: { type: 'string' },
  name: { type: 'string' },
  kind: { type: 'string', enum: MESSAGE_KINDS },
  signName: { type: 'string' },
  content: { type: 'string' },
  enabled: { type: 'boolean' },
  updatedAt: { type: 'string' },
});
export type MessageTemplateRecord = FromSchema<typeof messageTemplateRecordSchema>;

/** The problem of a template's content, or null: {link} present, no variables but ours. */
export function contentProblem(content: string): string | null {
  const known = new Set<string>(Object.values(MESSAGE_VARIABLES));
  if ((content.match(/\{[^{}]*\}/g) ?? []).some((variable) => !known.has(variable))) return T.unknownVariable;
  if (!content.includes(MESSAGE_VARIABLES.link)) return T.linkMissing;
  return null;
}

/** The text a recipient reads: the signature in 【】 and the content with their values. */
export function fillTemplate(
  template: { signName: string; content: string },
  values: Partial<Record<keyof typeof MESSAGE_VARIABLES, string>>,
): string {
  return `【${template.signName}】${template.content}`.replace(
    /\{(name|title|link)\}/g,
    (variable, key: keyof typeof MESSAGE_VARIABLES) => values[key] ?? variable,
  );
}

export const messageTemplatePaths = {
  base: '/api/smsTemplate',
  one: '/api/smsTemplate/:id',
  allocated: '/api/smsTemplate/allocate/tenant',
} as const;
