/**
 * Video content (spec 3 §3 "Video content": id, url, status; §4 statuses): a video rendered from an approved
 * template version with its variables filled, submitted and audited like templates. Its render runs as a
 * job whose state and progress the list shows; a failed render says why and can be retried.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { tagIdFilter, tagRefsField, tagsColumn } from './contentTagLinks';
import {
  agentRefRecord,
  auditStatusColumn,
  answerSchema,
  nullable,
  nullableText,
  orgAccountRefRecord,
  paging,
  recordIdField,
  recordText,
  requiredName,
  tenantRefRecord,
} from './fields';

export const CONTENT_NAME_MAX = 30;

export const videoContentTexts = {
  created: '创建成功！',
  submitted: '提交审核成功',
  deleted: '删除成功！',
  audited: '审核成功',
  retried: '已重新生成',
  previewQueueFull: '预览生成排队已满，请稍后再试',
  notApproved: '只能使用审核通过的模板创建视频内容',
  noTenant: '只有所属公司的账号可以创建视频内容',
  notReady: '视频生成完成后才能提交审核',
  notFailed: '只有生成失败的视频可以重试',
  pending: '视频内容正在审核中',
  notDraft: '该视频内容已提交',
  notPending: '该视频内容不在待审核状态',
  badVariable: '变量值不能超过50个字符',
  previewing: '预览资源生成中..',
} as const;

const RENDER_STATES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type RenderStateName = (typeof RENDER_STATES)[number];
export const RENDER_STATE_NAMES: Record<RenderStateName, string> = {
  queued: '排队中',
  rendering: '生成中',
  ready: '已生成',
  failed: '生成失败',
};

/** POST /api/videoContent: a content from a template's approved version, its variables filled. */
export const videoContentCreateSchema = {
  $id: 'videoContentCreate',
  type: 'object',
  properties: {
    name: requiredName('视频名称', CONTENT_NAME_MAX, {
      required: '请输入视频名称',
      tooLong: `视频名称不能超过${CONTENT_NAME_MAX}个字符`,
    }),
    templateId: { ...recordIdField, errorMessage: '请选择视频模板' },
    variables: {
      type: 'object',
      maxProperties: 20,
      propertyNames: { pattern: '^\\w{1,50}$' },
      additionalProperties: { type: 'string', maxLength: 50 },
      errorMessage: videoContentTexts.badVariable,
    },
  },
  required: ['name', 'templateId'],
  additionalProperties: false,
  errorMessage: { required: { name: '请输入视频名称', templateId: '请选择视频模板' } },
} as const;
export type VideoContentCreateInput = FromSchema<typeof videoContentCreateSchema>;

/** PUT /api/videoContent/:id/check: approve, or reject with a reason. */
export const videoContentCheckSchema = {
  $id: 'videoContentCheck',
  type: 'object',
  properties: {
    pass: { type: 'boolean', errorMessage: '请选择审核结果' },
    reason: { type: 'string', maxLength: 200, errorMessage: '驳回原因不能超过200个字符' },
  },
  required: ['pass'],
  additionalProperties: false,
  errorMessage: { required: { pass: '请选择审核结果' } },
} as const;

/** GET /api/videoContent/list and /auditList. */
export const videoContentListQuerySchema = {
  $id: 'videoContentListQuery',
  type: 'object',
  properties: {
    ...paging(),
    orderBy: { type: 'string', enum: ['updatedAt', 'createdAt', 'name'], default: 'updatedAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    name: { type: 'string', maxLength: 100 },
    status: { type: 'integer', enum: [1, 2, 3, 4, 5, 12], errorMessage: '状态不正确' },
    tagId: tagIdFilter,
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type VideoContentListQuery = FromSchema<typeof videoContentListQuerySchema>;

/** A render's state: queued, rendering (with its progress), ready (with the files' signed addresses) or failed (with why). */
export const renderRecord = answerSchema({
  state: { type: 'string', enum: RENDER_STATES },
  progress: { type: 'integer' },
  error: nullableText,
  url: nullableText,
  posterUrl: nullableText,
  seconds: { type: ['number', 'null'] },
});
export type RenderRecord = FromSchema<typeof renderRecord>;

export const videoContentRowSchema = answerSchema({
  _id: recordText,
  name: recordText,
  status: { type: 'integer', enum: [1, 2, 3, 4, 5, 12] },
  template: answerSchema({ _id: recordText, name: recordText, version: { type: 'integer' } }),
  variables: { type: 'object', additionalProperties: { type: 'string' } },
  render: renderRecord,
  reason: nullableText,
  agent: agentRefRecord,
  tenant: tenantRefRecord,
  orgAccount: nullable(orgAccountRefRecord),
  tags: tagRefsField,
  submittedAt: nullableText,
  auditedAt: nullableText,
  createdAt: recordText,
  updatedAt: recordText,
});
export type VideoContentRow = FromSchema<typeof videoContentRowSchema>;

/** POST /api/videoTemplate/:id/preview answers the preview; GET /api/videoTemplatePreview/:id follows it. */
/** @public the answer's schema, whose type the client reads */
export const videoPreviewSchema = answerSchema({ _id: recordText, render: renderRecord });
export type VideoPreview = FromSchema<typeof videoPreviewSchema>;

/** The rendered files' signed addresses: GET /api/videoContent/media/:kind/:id?expires&signature. */
export const videoMediaParamsSchema = {
  type: 'object',
  properties: { kind: { type: 'string' }, id: { type: 'string' } },
  required: ['kind', 'id'],
} as const;
export const videoMediaQuerySchema = {
  type: 'object',
  properties: { expires: { type: 'string' }, signature: { type: 'string' } },
} as const;

export { videoContentPaths } from './resourcePaths';

/** The content lists (schema-ui): a view of the rows, not a request schema. */
export const videoContentListView = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '视频名称', 'x-list': { sortable: true }, 'x-filter': true },
    status: auditStatusColumn,
    render: { type: 'string', title: '生成进度', 'x-list': true },
    template: { type: 'string', title: '视频模板', 'x-list': { source: 'template.name' } },
    agent: { type: 'string', title: '创建人', 'x-list': { source: 'agent.fullName' } },
    tags: tagsColumn,
    updatedAt: { type: 'string', title: '更新时间', format: 'date-time', 'x-list': { sortable: true } },
  },
} as const;
