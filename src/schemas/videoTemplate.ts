/**
 * Video templates (spec 3 §3 "Video template", §4 statuses, §5 rules): the stored scene (coordinates
 * doubled, one interactionInfo entry per node), its versions and audits. The scene's finer rules (bounds,
 * counts, exclusive backgrounds) are checked by src/domain/scene's fromStored on both sides.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  MAX_CARD_PARAMS,
  MAX_NODES,
  MAX_STICKERS,
  POINT_NAME_MAX,
  TEMPLATE_NAME_MAX,
  TEXT_CONTENT_MAX,
  WORDS_MAX,
} from '../domain/scene/types';
import { openObject, recordOf } from './answers';
import { tagIdFilter, tagRefsField, tagsColumn } from './contentTagLinks';
import {
  agentRefRecord,
  answerSchema,
  nullable,
  nullableText,
  orgAccountRefRecord,
  paging,
  recordText,
  requiredName,
  tenantRefRecord,
  auditStatusColumn,
} from './fields';

export const videoTemplateTexts = {
  created: '创建成功！',
  saved: '保存成功',
  submitted: '提交成功！',
  deleted: '删除成功！',
  audited: '审核成功',
  linked: '关联成功',
  badInteraction: '请选择有效的互动模板',
  incomplete: '请完成必填项',
  notEdited: '请先编辑模板！',
  pendingNoDelete: '审核中的模板不能删除',
  noTenant: '只有所属公司的账号可以创建模板',
  badContent: '模板内容不正确',
  badPass: '请选择审核结果',
  dynamicWithoutVariable: '动态模板的话术中至少需要插入一个变量',
} as const;

/** A common template, or a dynamic one whose words hold variables filled per recipient (/DynamicTemplateManagement). */
const TEMPLATE_KINDS = ['common', 'dynamic'] as const;
export type TemplateKindName = (typeof TEMPLATE_KINDS)[number];
const kindField = { type: 'string', enum: TEMPLATE_KINDS, errorMessage: '模板类型不正确' } as const;

const bad = videoTemplateTexts.badContent;
/** A coordinate or size in the stored (doubled) units: a finite number within a generous frame. */
const coordinate = { type: 'number', minimum: -10_000, maximum: 10_000, errorMessage: bad } as const;
const shortText = (max: number, message: string = bad) =>
  ({ type: 'string', maxLength: max, errorMessage: message }) as const;
const mediaUrl = {
  type: 'string',
  minLength: 1,
  maxLength: 2000,
  pattern: '^(https?://|/)[^\\s]*$',
  errorMessage: '素材地址不正确',
} as const;
const id = shortText(100);
const colour = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', errorMessage: '颜色格式不正确' } as const;

const box = { x: coordinate, y: coordinate, width: coordinate, height: coordinate } as const;
const media = answerSchema({ _id: id, url: mediaUrl, ...box });
const titleConfig = answerSchema({
  isOpen: { type: 'boolean', errorMessage: bad },
  content: shortText(TEXT_CONTENT_MAX, `内容不能超过${TEXT_CONTENT_MAX}个字符`),
  x: coordinate,
  y: coordinate,
  fontSize: coordinate,
  fontColor: colour,
});
const cardParam = answerSchema({
  _id: id,
  paramsKey: shortText(50),
  paramsVal: shortText(60),
  defaultVal: shortText(50, '默认值不能超过50个字符'),
  x: coordinate,
  y: coordinate,
  font: coordinate,
  textColor: colour,
});

const storedNodeProperties = answerSchema({
  id,
  pointName: shortText(POINT_NAME_MAX, `节点名称不能超过${POINT_NAME_MAX}个字符`),
  words: shortText(WORDS_MAX, `话术不能超过${WORDS_MAX}个字符`),
  title: shortText(TEXT_CONTENT_MAX, `内容不能超过${TEXT_CONTENT_MAX}个字符`),
  titleConfig,
  subTitleConfig: titleConfig,
  sticker: {
    type: 'array',
    maxItems: MAX_STICKERS,
    items: answerSchema({ id, url: mediaUrl, ...box }),
    errorMessage: { maxItems: '最多只能同时存在5个贴纸元素' },
  },
  cardParams: {
    type: 'array',
    maxItems: MAX_CARD_PARAMS,
    items: cardParam,
    errorMessage: { maxItems: '每张卡片最多5个参数' },
  },
  image: nullable(media),
  video: nullable(media),
  backgroundCard: nullable({
    type: 'object',
    properties: {
      _id: id,
      url: mediaUrl,
      type: { type: 'string', enum: ['image', 'video'], errorMessage: bad },
      poster: mediaUrl,
    },
    required: ['_id', 'url'],
    additionalProperties: false,
  } as const),
  backgroundCardColor: { anyOf: [colour, { type: 'null' }] },
  digitalTemplateId: { type: ['string', 'null'], maxLength: 100, errorMessage: bad },
});
const storedNode = { ...storedNodeProperties, errorMessage: { type: bad } } as const;

/** The template's content as saved: PUT /api/videoTemplate/:id. */
export const videoTemplateContentSchema = {
  $id: 'videoTemplateContent',
  type: 'object',
  properties: {
    name: requiredName('模板名称', TEMPLATE_NAME_MAX, {
      required: '请输入模板名称',
      tooLong: `模板名称不能超过${TEMPLATE_NAME_MAX}个字符`,
    }),
    type: { type: 'string', enum: ['common'], errorMessage: '模板类型不正确' },
    digitalVoiceId: shortText(100, '请选择有效的音色'),
    voiceSpeedRate: { type: 'number', minimum: 0.5, maximum: 2, errorMessage: '语速需在0.5到2之间' },
    nodeLength: { type: 'integer', minimum: 1, maximum: MAX_NODES, errorMessage: bad },
    interactionInfo: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_NODES,
      items: storedNode,
      errorMessage: { minItems: '至少需要保留一个节点', maxItems: '节点不能超过5个' },
    },
  },
  required: ['name', 'type', 'digitalVoiceId', 'voiceSpeedRate', 'nodeLength', 'interactionInfo'],
  additionalProperties: false,
  errorMessage: { required: { name: '请输入模板名称', interactionInfo: '至少需要保留一个节点' } },
} as const;
export type VideoTemplateContent = FromSchema<typeof videoTemplateContentSchema>;

/** POST /api/videoTemplate: a new template with one node (新模板 unless named), common unless `type` says dynamic. */
export const videoTemplateCreateSchema = {
  $id: 'videoTemplateCreate',
  type: 'object',
  properties: { name: videoTemplateContentSchema.properties.name, type: kindField },
  additionalProperties: false,
} as const;
export type VideoTemplateCreateInput = FromSchema<typeof videoTemplateCreateSchema>;

/** PUT /api/videoTemplate/:id/check: approve, or reject with a reason. */
export const videoTemplateCheckSchema = {
  $id: 'videoTemplateCheck',
  type: 'object',
  properties: {
    pass: { type: 'boolean', errorMessage: videoTemplateTexts.badPass },
    reason: { type: 'string', maxLength: 200, errorMessage: '驳回原因不能超过200个字符' },
  },
  required: ['pass'],
  additionalProperties: false,
  errorMessage: { required: { pass: videoTemplateTexts.badPass } },
} as const;

/** PUT /api/videoTemplate/:id/interaction: the Q&A card template the video asks after playing, or null for none. */
export const videoTemplateInteractionSchema = {
  $id: 'videoTemplateInteraction',
  type: 'object',
  properties: {
    interactionTemplateId: { type: ['string', 'null'], maxLength: 100, errorMessage: '请选择有效的互动模板' },
  },
  required: ['interactionTemplateId'],
  additionalProperties: false,
  errorMessage: { required: { interactionTemplateId: '请选择有效的互动模板' } },
} as const;

const sortable = ['updatedAt', 'createdAt', 'name'] as const;

/** GET /api/videoTemplate/list (common templates unless `type` says dynamic) and /auditList (both unless `type` narrows). `agentId` (the spec's list call) only narrows. */
export const videoTemplateListQuerySchema = {
  $id: 'videoTemplateListQuery',
  type: 'object',
  properties: {
    ...paging(),
    orderBy: { type: 'string', enum: sortable, default: 'updatedAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    name: { type: 'string', maxLength: 100 },
    status: { type: 'integer', enum: [1, 2, 3, 4, 5, 12], errorMessage: '状态不正确' },
    agentId: { type: 'string', maxLength: 100 },
    tenant: { type: 'string', maxLength: 100 },
    type: kindField,
    tagId: tagIdFilter,
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type VideoTemplateListQuery = FromSchema<typeof videoTemplateListQuerySchema>;

const status = { type: 'integer', enum: [1, 2, 3, 4, 5, 12] } as const;
const nullableAgent = nullable(agentRefRecord);
const nullableDate = nullableText;

/** One submission of a template, or its draft: who submitted and audited it, when, and why it was rejected. */
const videoTemplateVersionSchema = answerSchema({
  version: { type: 'integer' },
  status,
  submittedBy: nullableAgent,
  submittedAt: nullableDate,
  auditedBy: nullableAgent,
  auditedAt: nullableDate,
  reason: nullableText,
  createdAt: recordText,
});
export type VideoTemplateVersion = FromSchema<typeof videoTemplateVersionSchema>;

const rowProperties = {
  _id: recordText,
  name: recordText,
  type: { type: 'string', enum: TEMPLATE_KINDS },
  status,
  version: { type: 'integer' },
  approvedVersion: { type: ['integer', 'null'] },
  interactionTemplateId: nullableText,
  nodeLength: { type: 'integer' },
  reason: nullableText,
  agent: agentRefRecord,
  tenant: tenantRefRecord,
  orgAccount: nullable(orgAccountRefRecord),
  tags: tagRefsField,
  createdAt: recordText,
  updatedAt: recordText,
} as const;

/** A template as the lists answer it: its latest version's name and status. */
export const videoTemplateRowSchema = answerSchema(rowProperties);
export type VideoTemplateRow = FromSchema<typeof videoTemplateRowSchema>;

/** GET /api/videoTemplate/:id: the latest version's content and every version. */
export const videoTemplateDetailSchema = answerSchema({
  ...rowProperties,
  content: openObject,
  versions: { type: 'array', items: videoTemplateVersionSchema },
});
export type VideoTemplateDetail = Omit<FromSchema<typeof videoTemplateDetailSchema>, 'content'> & {
  content: VideoTemplateContent;
};

/** GET /api/videoTemplate/variables: the variables a template's words and cards may name, and the voices. */
export const templateVariablesSchema = recordOf({
  list: { type: 'array', items: recordOf({ nameKey: recordText, name: recordText }) },
  voices: { type: 'array', items: recordOf({ id: recordText, name: recordText }) },
});

export { videoTemplatePaths } from './resourcePaths';

/** The template lists (schema-ui): a view of the rows, not a request schema. */
export const videoTemplateListView = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '模板名称', 'x-list': { sortable: true }, 'x-filter': true },
    status: auditStatusColumn,
    version: { type: 'integer', title: '版本', 'x-list': true },
    nodeLength: { type: 'integer', title: '节点数', 'x-list': true },
    agent: { type: 'string', title: '创建人', 'x-list': { source: 'agent.fullName' } },
    orgAccount: { type: 'string', title: '机构', 'x-list': { source: 'orgAccount.orgName' } },
    tags: tagsColumn,
    updatedAt: { type: 'string', title: '更新时间', format: 'date-time', 'x-list': { sortable: true } },
  },
} as const;
