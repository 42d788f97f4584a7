/**
 * The studio's material pictures (/MaterialImageManagement/list/:type, spec 3 §3: "Cards and backgrounds
 * come from a config list: type 1 is a background, type 3 is a card"; type 2 holds stickers) and the tags
 * of templates and materials (/TagManagement/list/:type) with the tenants or organisations allowed to use them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  answerSchema,
  listOrder,
  nullable,
  paging,
  recordText,
  requiredName,
  tenantRefRecord,
  UUID_PATTERN,
} from './fields';

export const MATERIAL_IMAGE_TYPES = [1, 2, 3] as const;
export type MaterialImageType = (typeof MATERIAL_IMAGE_TYPES)[number];
export const MATERIAL_IMAGE_TYPE_NAMES: Record<MaterialImageType, string> = {
  1: '背景图片',
  2: '贴纸图片',
  3: '卡片图片',
};
export const MATERIAL_NAME_MAX = 30;

export const materialImageTexts = {
  uploaded: '上传成功！',
  deleted: '删除成功！',
  fileRequired: '请选择要上传的图片',
  types: '只能上传jpg、jpeg、png格式的图片',
  nameRequired: '请输入图片名称',
  nameTooLong: `图片名称不能超过${MATERIAL_NAME_MAX}个字符`,
  badType: '图片类型不正确',
  notYours: '没有权限管理该图片',
} as const;

const imageType = { type: 'integer', enum: MATERIAL_IMAGE_TYPES, errorMessage: materialImageTexts.badType } as const;

/** The multipart fields of an upload (besides the file). */
export const materialImageFieldsSchema = {
  $id: 'materialImageFields',
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['1', '2', '3'], errorMessage: materialImageTexts.badType },
    name: requiredName('图片名称', MATERIAL_NAME_MAX, {
      required: materialImageTexts.nameRequired,
      tooLong: materialImageTexts.nameTooLong,
    }),
  },
  required: ['type'],
  additionalProperties: false,
  errorMessage: { required: { type: materialImageTexts.badType } },
} as const;
export type MaterialImageFields = FromSchema<typeof materialImageFieldsSchema>;

/** GET /api/materialImage/list: the config list (the editor asks for 999 at once, spec 3 §9). */
export const materialImageListQuerySchema = {
  $id: 'materialImageListQuery',
  type: 'object',
  properties: {
    ...paging(),
    ...listOrder(['createdAt', 'name']),
    type: imageType,
    name: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  required: ['type'],
  additionalProperties: false,
  errorMessage: { required: { type: materialImageTexts.badType } },
} as const;

export const materialImageRecordSchema = answerSchema({
  _id: recordText,
  type: { type: 'integer' },
  name: recordText,
  url: recordText,
  isPublic: { type: 'integer', enum: [0, 1] },
  tenant: nullable(tenantRefRecord),
  mayDelete: { type: 'boolean' },
  createdAt: recordText,
});
export type MaterialImageRecord = FromSchema<typeof materialImageRecordSchema>;

export { materialImagePaths } from './resourcePaths';

export const materialImageListView = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '图片名称', 'x-list': true, 'x-filter': true },
    url: { type: 'string', title: '图片', 'x-list': true },
    isPublic: { type: 'integer', title: '平台公共', enum: [0, 1], 'x-enumNames': ['否', '是'], 'x-list': true },
    createdAt: { type: 'string', title: '创建时间', format: 'date-time', 'x-list': true },
  },
} as const;

export const TAG_TYPES = [1, 2] as const;
export type TagType = (typeof TAG_TYPES)[number];
export const TAG_TYPE_NAMES: Record<TagType, string> = { 1: '模板标签', 2: '素材标签' };
export const TAG_NAME_MAX = 20;

export const tagTexts = {
  created: '添加成功',
  saved: '修改成功',
  deleted: '删除成功！',
  authorized: '分配成功',
  nameRequired: '请输入标签名称',
  nameTooLong: `标签名称不能超过${TAG_NAME_MAX}个字符`,
  nameTaken: '标签名称已存在',
  badType: '标签类型不正确',
  badAuthorized: '授权范围超出可选范围',
  notYours: '没有权限管理该标签',
} as const;

const tagName = requiredName('标签名称', TAG_NAME_MAX, {
  required: tagTexts.nameRequired,
  tooLong: tagTexts.nameTooLong,
});
const authorized = {
  type: 'array',
  maxItems: 200,
  uniqueItems: true,
  items: { type: 'string', pattern: UUID_PATTERN },
  errorMessage: tagTexts.badAuthorized,
} as const;

/** POST /api/contentTag */
export const tagCreateSchema = {
  $id: 'contentTagCreate',
  type: 'object',
  properties: { type: { type: 'integer', enum: TAG_TYPES, errorMessage: tagTexts.badType }, name: tagName, authorized },
  required: ['type', 'name'],
  additionalProperties: false,
  errorMessage: { required: { type: tagTexts.badType, name: tagTexts.nameRequired } },
} as const;
export type TagCreateInput = FromSchema<typeof tagCreateSchema>;

/** PUT /api/contentTag/:id: the name. */
export const tagUpdateSchema = {
  $id: 'contentTagUpdate',
  type: 'object',
  properties: { name: tagName },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: tagTexts.nameRequired } },
} as const;
export type TagUpdateInput = FromSchema<typeof tagUpdateSchema>;

/** PUT /api/contentTag/:id/authorize: who may use the tag (a platform tag: tenants; a tenant's tag: its organisations); empty for all. */
export const tagAuthorizeSchema = {
  $id: 'contentTagAuthorize',
  type: 'object',
  properties: { authorized },
  required: ['authorized'],
  additionalProperties: false,
  errorMessage: { required: { authorized: tagTexts.badAuthorized } },
} as const;
export type TagAuthorizeInput = FromSchema<typeof tagAuthorizeSchema>;

export const tagListQuerySchema = {
  $id: 'contentTagListQuery',
  type: 'object',
  properties: {
    ...paging(),
    ...listOrder(['updatedAt', 'createdAt', 'name']),
    type: { type: 'integer', enum: TAG_TYPES, errorMessage: tagTexts.badType },
    name: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  required: ['type'],
  additionalProperties: false,
  errorMessage: { required: { type: tagTexts.badType } },
} as const;

export const tagRecordSchema = answerSchema({
  _id: recordText,
  type: { type: 'integer' },
  name: recordText,
  isPublic: { type: 'integer', enum: [0, 1] },
  tenant: nullable(tenantRefRecord),
  authorized: { type: 'array', items: recordText },
  mayChange: { type: 'boolean' },
  createdAt: recordText,
  updatedAt: recordText,
});
export type TagRecord = FromSchema<typeof tagRecordSchema>;

export { tagPaths } from './resourcePaths';

export const tagListView = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '标签名称', 'x-list': true, 'x-filter': true },
    isPublic: { type: 'integer', title: '平台公共', enum: [0, 1], 'x-enumNames': ['否', '是'], 'x-list': true },
    updatedAt: { type: 'string', title: '更新时间', format: 'date-time', 'x-list': true },
  },
} as const;
