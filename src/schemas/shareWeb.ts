/** Share web / H5 link — spec 1 §3 and §7.2, the link payload of spec 2 §3, its checks in spec 2 §5. */
import type { FromSchema } from 'json-schema-to-ts';
import { isVideoSellsTenant } from '../domain/tenants';
import { PLAN_BOOK_KINDS } from './insurancePlanBook';
import { SPEED_MAX, SPEED_MIN, WORDS_MAX } from '../domain/scene/types';
import { recordOf } from './answers';
import {
  agentRefRecord,
  createdAtField,
  isPublicField,
  nullableText,
  orgAccountRefField,
  orgAccountRefRecord,
  paging,
  rangeField,
  recordText,
  requiredName,
  tenantRefField,
  tenantRefRecord,
} from './fields';

/** Product links, measurement links, digital-human content and marketing-centre (营销中心) content. */
const SHARE_WEB_TYPES = ['sells', 'measurement', 'digitalMan', 'yxzx'] as const;
export type ShareWebType = (typeof SHARE_WEB_TYPES)[number];

export const SHARE_WEB_NAME_MAX = 30;

export function defaultShareWebType(tenantCode: string | null | undefined): ShareWebType {
  return isVideoSellsTenant(tenantCode) ? 'measurement' : 'sells';
}

export const shareWebTexts = {
  nameRequired: '请输入名称',
  nameTooLong: `名称不能超过${SHARE_WEB_NAME_MAX}个字符`,
  urlRequired: '请输入链接地址',
  urlInvalid: '请输入以http://或https://开头的链接地址',
  orgRequired: '请选择机构',
  thumbnailRequired: '请上传缩略图',
  added: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  avatarRequired: '请选择数字人形象',
  avatarUnusable: '该形象不可用，请重新选择',
  voiceRequired: '请选择音色',
  voiceUnusable: '该音色未启用，请重新选择',
  wordsRequired: '请输入讲解词',
  wordsTooLong: `讲解词不能超过${WORDS_MAX}个字`,
  speedWrong: `语速应在${SPEED_MIN}到${SPEED_MAX}之间`,
} as const;

const httpUrl = '^https?://[^\\s/?#]+[^\\s]*$';
/** A page of the product itself, by its path (the hall keeps both sides of such a page in step). */
const sitePath = '^/[^\\s/][^\\s]*$';

const fields = {
  type: { type: 'string', title: '类型', enum: SHARE_WEB_TYPES, errorMessage: '链接类型不正确' },
  name: {
    ...requiredName('名称', SHARE_WEB_NAME_MAX, {
      required: shareWebTexts.nameRequired,
      tooLong: shareWebTexts.nameTooLong,
    }),
    'x-list': { sortable: true },
    'x-filter': true,
  },
  url: {
    type: 'string',
    title: '链接地址',
    minLength: 1,
    maxLength: 2000,
    pattern: `${httpUrl}|${sitePath}`,
    'x-list': true,
    errorMessage: {
      type: shareWebTexts.urlRequired,
      minLength: shareWebTexts.urlRequired,
      pattern: shareWebTexts.urlInvalid,
      maxLength: '链接地址不能超过2000个字符',
    },
  },
  thumbnail: {
    type: 'string',
    title: '缩略图',
    maxLength: 2000,
    pattern: `^$|${httpUrl}|^/[^\\s]*$`,
    errorMessage: '请上传正确的缩略图',
  },
  status: {
    type: 'integer',
    title: '状态',
    enum: [0, 1],
    'x-enumNames': ['停用', '启用'],
    'x-list': true,
    'x-filter': true,
    errorMessage: '状态不正确',
  },
  isPublic: isPublicField,
  range: rangeField,
  orgAccount: { ...orgAccountRefField, minLength: 1, errorMessage: shareWebTexts.orgRequired },
  insurancePlanBookId: {
    type: ['string', 'null'],
    title: '保险计划书',
    maxLength: 100,
    errorMessage: '保险计划书不正确',
  },
  // A digital human's avatar (allotted to the user), voice (enabled for the tenant), speed and words (issue 28).
  avatarId: {
    type: 'string',
    title: '数字人形象',
    maxLength: 100,
    'x-ref': 'avatar',
    errorMessage: shareWebTexts.avatarRequired,
  },
  voiceId: {
    type: 'string',
    title: '音色',
    maxLength: 50,
    'x-ref': 'voice',
    errorMessage: shareWebTexts.voiceRequired,
  },
  speedRate: {
    type: 'number',
    title: '语速',
    minimum: SPEED_MIN,
    maximum: SPEED_MAX,
    errorMessage: shareWebTexts.speedWrong,
  },
  words: {
    type: 'string',
    title: '讲解词',
    maxLength: WORDS_MAX,
    'x-multiline': true,
    errorMessage: { type: shareWebTexts.wordsRequired, maxLength: shareWebTexts.wordsTooLong },
  },
} as const;

/** What makes a digital human speak; a digitalMan link with an avatar renders a video of it. */
const digitalFields = {
  avatarId: fields.avatarId,
  voiceId: fields.voiceId,
  speedRate: fields.speedRate,
  words: fields.words,
} as const;

/** Sent with the spec's link payload; the server takes these from the session instead. */
const fromSession = { type: 'string', maxLength: 200, 'x-hidden': true } as const;

/** POST /api/shareWeb and POST /api/v2/shareWeb. */
export const shareWebCreateSchema = {
  $id: 'shareWebCreate',
  type: 'object',
  properties: {
    ...fields,
    agentId: fromSession,
    loginName: fromSession,
    fullName: fromSession,
    tenant: fromSession,
    tenantName: fromSession,
    orgAccountName: fromSession,
    ...digitalFields,
  },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: shareWebTexts.nameRequired } },
} as const;
export type ShareWebCreateInput = FromSchema<typeof shareWebCreateSchema>;

/**
 * The digital-human material form (spec 2 §5): the insurance kind picks the plan books offered; only the book
 * is sent. The avatar speaks the words in the voice at the speed (issue 28); its page is the material's address.
 */
export const digitalHumanFormSchema = {
  ...shareWebCreateSchema,
  $id: 'digitalHumanForm',
  properties: {
    name: fields.name,
    insuranceKind: { type: 'string', title: '保险类型', enum: PLAN_BOOK_KINDS },
    insurancePlanBookId: { type: 'string', title: '保险计划书', 'x-ref': 'insurancePlanBook' },
    ...digitalFields,
    status: fields.status,
    isPublic: fields.isPublic,
    range: fields.range,
    orgAccount: fields.orgAccount,
  },
} as const;

/** PUT /api/shareWeb: the id and what changes. */
export const shareWebUpdateSchema = {
  $id: 'shareWebUpdate',
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100, errorMessage: '缺少链接id' },
    type: fields.type,
    name: fields.name,
    url: fields.url,
    thumbnail: fields.thumbnail,
    status: fields.status,
    isPublic: fields.isPublic,
    range: fields.range,
    insurancePlanBookId: fields.insurancePlanBookId,
    ...digitalFields,
  },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '缺少链接id' } },
} as const;

const shareWebSortable = ['createdAt', 'updatedAt', 'name'] as const;
export type ShareWebSortField = (typeof shareWebSortable)[number];

const listFilters = {
  from: { type: 'string', maxLength: 50 },
  type: fields.type,
  agent: { type: 'string', maxLength: 100 },
  tenant: { type: 'string', maxLength: 100 },
  orgAccount: { type: 'string', maxLength: 100 },
  status: fields.status,
  name: { type: 'string', maxLength: 100 },
  timestamp: { type: 'string' },
} as const;

/** GET /api/shareWebs/list (spec 1 §7.2). */
export const shareWebListQuerySchema = {
  $id: 'shareWebListQuery',
  type: 'object',
  properties: {
    ...paging(),
    orderBy: { type: 'string', enum: shareWebSortable, default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    ...listFilters,
  },
  additionalProperties: false,
} as const;

export const shareWebExportQuerySchema = {
  $id: 'shareWebExportQuery',
  type: 'object',
  properties: {
    orderBy: { type: 'string', enum: shareWebSortable, default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    ...listFilters,
  },
  additionalProperties: false,
} as const;

export const shareWebIdQuerySchema = {
  $id: 'shareWebIdQuery',
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100, errorMessage: '缺少链接id' },
    timestamp: { type: 'string' },
  },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '缺少链接id' } },
} as const;

/** A link as the API answers it: the form's fields, its creator, tenant and organisation with their names. */
export const shareWebRecordSchema = recordOf({
  _id: recordText,
  type: { type: 'string', enum: SHARE_WEB_TYPES },
  name: recordText,
  url: recordText,
  thumbnail: nullableText,
  status: { type: 'integer', enum: fields.status.enum },
  isPublic: { type: 'integer', enum: isPublicField.enum },
  range: { type: 'integer', enum: rangeField.enum },
  insurancePlanBookId: nullableText,
  avatarId: nullableText,
  voiceId: nullableText,
  speedRate: { type: ['number', 'null'] },
  words: nullableText,
  agent: { ...agentRefRecord, type: ['object', 'null'] },
  tenant: tenantRefRecord,
  orgAccount: orgAccountRefRecord,
  createdAt: recordText,
  updatedAt: recordText,
});
export type ShareWebRecord = FromSchema<typeof shareWebRecordSchema>;

/** Columns of the list and of the export, with their Chinese titles. */
export const shareWebColumns = [
  { key: 'name', title: fields.name.title },
  { key: 'type', title: fields.type.title },
  { key: 'url', title: fields.url.title },
  { key: 'status', title: fields.status.title },
  { key: 'isPublic', title: fields.isPublic.title },
  { key: 'range', title: fields.range.title },
  { key: 'agent', title: '创建人' },
  { key: 'orgAccount', title: fields.orgAccount.title },
  { key: 'tenant', title: tenantRefField.title },
  { key: 'createdAt', title: createdAtField.title },
] as const;

/**
 * The link screens' list (schema-ui): the link's own fields plus what a stored link adds. A view of the
 * record, not a request schema: nothing is validated against it.
 */
export const shareWebListView = {
  type: 'object',
  properties: {
    name: fields.name,
    url: fields.url,
    status: fields.status,
    isPublic: fields.isPublic,
    range: fields.range,
    agent: { type: 'string', title: '创建人', 'x-list': { source: 'agent.fullName' } },
    orgAccount: fields.orgAccount,
    createdAt: { type: 'string', title: '创建时间', format: 'date-time', 'x-list': { sortable: true } },
  },
} as const;

export { shareWebPaths } from './resourcePaths';
