/**
 * Dynamic videos (spec 3 §2 /DynamicVideoManagement, §7 "dynamicTemplate CRUD"): one approved dynamic
 * template version filled per recipient; each recipient's video is rendered by the content render job with
 * that recipient's values. The batch is submitted once every video is ready and audited like content (§4).
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  agentRefRecord,
  auditStatusColumn,
  answerSchema,
  nullable,
  nullableText,
  orgAccountRefRecord,
  recordIdField,
  recordText,
  requiredName,
  tenantRefRecord,
} from './fields';
import { renderRecord, videoContentCheckSchema, videoContentListQuerySchema } from './videoContent';

export const DYNAMIC_NAME_MAX = 30;
const RECIPIENTS_MAX = 50;
export const RECIPIENT_NAME_MAX = 20;
export const VARIABLE_VALUE_MAX = 50;

export const dynamicVideoTexts = {
  created: '创建成功！',
  submitted: '提交审核成功',
  deleted: '删除成功！',
  audited: '审核成功',
  retried: '已重新生成',
  notApproved: '只能使用审核通过的动态模板创建动态视频',
  noTenant: '只有所属公司的账号可以创建动态视频',
  noRecipients: '请添加至少一位客户',
  tooManyRecipients: `每个动态视频最多${RECIPIENTS_MAX}位客户`,
  recipientName: `客户名称为1到${RECIPIENT_NAME_MAX}个字符`,
  badValue: `变量值不能超过${VARIABLE_VALUE_MAX}个字符`,
  missingValue: (index: number, label: string) => `请填写第${index}位客户的${label}`,
  notReady: '全部视频生成完成后才能提交审核',
  notFailed: '没有生成失败的视频',
  pending: '动态视频正在审核中',
  notDraft: '该动态视频已提交',
  notPending: '该动态视频不在待审核状态',
} as const;

const recipientSchema = {
  type: 'object',
  properties: {
    recipient: {
      type: 'string',
      minLength: 1,
      maxLength: RECIPIENT_NAME_MAX,
      pattern: '\\S',
      errorMessage: dynamicVideoTexts.recipientName,
    },
    variables: {
      type: 'object',
      maxProperties: 20,
      propertyNames: { pattern: '^\\w{1,50}$' },
      additionalProperties: { type: 'string', maxLength: VARIABLE_VALUE_MAX, errorMessage: dynamicVideoTexts.badValue },
      errorMessage: dynamicVideoTexts.badValue,
    },
  },
  required: ['recipient', 'variables'],
  additionalProperties: false,
  errorMessage: { required: { recipient: dynamicVideoTexts.recipientName } },
} as const;

/** POST /api/dynamicVideo: a batch from a dynamic template's approved version, one video per recipient. */
export const dynamicVideoCreateSchema = {
  $id: 'dynamicVideoCreate',
  type: 'object',
  properties: {
    name: requiredName('视频名称', DYNAMIC_NAME_MAX, {
      required: '请输入视频名称',
      tooLong: `视频名称不能超过${DYNAMIC_NAME_MAX}个字符`,
    }),
    templateId: { ...recordIdField, errorMessage: '请选择动态模板' },
    recipients: {
      type: 'array',
      minItems: 1,
      maxItems: RECIPIENTS_MAX,
      items: recipientSchema,
      errorMessage: {
        minItems: dynamicVideoTexts.noRecipients,
        maxItems: dynamicVideoTexts.tooManyRecipients,
        type: dynamicVideoTexts.noRecipients,
      },
    },
  },
  required: ['name', 'templateId', 'recipients'],
  additionalProperties: false,
  errorMessage: {
    required: { name: '请输入视频名称', templateId: '请选择动态模板', recipients: dynamicVideoTexts.noRecipients },
  },
} as const;
export type DynamicVideoCreateInput = FromSchema<typeof dynamicVideoCreateSchema>;

export const dynamicVideoCheckSchema = { ...videoContentCheckSchema, $id: 'dynamicVideoCheck' } as const;
export const dynamicVideoListQuerySchema = { ...videoContentListQuerySchema, $id: 'dynamicVideoListQuery' } as const;
export type DynamicVideoListQuery = FromSchema<typeof dynamicVideoListQuerySchema>;

const rowProperties = {
  _id: recordText,
  name: recordText,
  status: { type: 'integer', enum: [1, 2, 3, 4, 5, 12] },
  template: answerSchema({ _id: recordText, name: recordText, version: { type: 'integer' } }),
  /** The variables each recipient fills, in the template's order. */
  variables: { type: 'array', items: { type: 'string' } },
  progress: answerSchema({ total: { type: 'integer' }, ready: { type: 'integer' }, failed: { type: 'integer' } }),
  reason: nullableText,
  agent: agentRefRecord,
  tenant: tenantRefRecord,
  orgAccount: nullable(orgAccountRefRecord),
  submittedAt: nullableText,
  auditedAt: nullableText,
  createdAt: recordText,
  updatedAt: recordText,
} as const;

/** @public the answer's schema, whose type the client reads */
export const dynamicVideoRowSchema = answerSchema(rowProperties);
export type DynamicVideoRow = FromSchema<typeof dynamicVideoRowSchema>;

const dynamicRecipientSchema = answerSchema({
  _id: recordText,
  recipient: recordText,
  variables: { type: 'object', additionalProperties: { type: 'string' } },
  render: renderRecord,
});

/** GET /api/dynamicVideo/:id: the batch and each recipient's video. */
export const dynamicVideoDetailSchema = answerSchema({
  ...rowProperties,
  recipients: { type: 'array', items: dynamicRecipientSchema },
});
export type DynamicVideoDetail = FromSchema<typeof dynamicVideoDetailSchema>;

export { dynamicVideoPaths } from './resourcePaths';

/** The dynamic video list (schema-ui): a view of the rows. */
export const dynamicVideoListView = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '视频名称', 'x-list': { sortable: true }, 'x-filter': true },
    status: auditStatusColumn,
    progress: { type: 'string', title: '生成进度', 'x-list': true },
    template: { type: 'string', title: '动态模板', 'x-list': { source: 'template.name' } },
    agent: { type: 'string', title: '创建人', 'x-list': { source: 'agent.fullName' } },
    updatedAt: { type: 'string', title: '更新时间', format: 'date-time', 'x-list': { sortable: true } },
  },
} as const;
