/** 5G materials (spec 2 §2.3, §5; spec 1 /fifthGenerationManagement): upload texts and checks, lists and the view. */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { DOCUMENT_EXTENSIONS } from './file';
import { orgAccountRefRecord, paging } from './fields';

/** The 5G material upload (spec 2 §5). */
export const fiveGMaterialTexts = {
  fileRequired: '请上传文件',
  nameRequired: '请输入文件名称',
  nameTooLong: '文件名称超过30个字符',
  orgRequired: '请选择机构',
  portraitRequired: '请上传竖屏素材',
  verticalFailed: '校验不通过，请检查是否为竖屏素材',
  verticalPassed: '校验成功',
  types: '仅支持pdf、jpg、jpeg、png、doc、docx、ppt、pptx格式的文件',
  uploaded: '上传成功',
  deleted: '删除成功',
  uploadTitle: '上传素材',
  addMaterial: '添加素材',
} as const;

/** The add-link modal of the 5G pages (spec 2 §5): a link is a share web of type 'sells'. */
export const fiveGLinkTexts = {
  title: '添加链接',
  nameRequired: '请输入名称',
  urlRequired: '请输入链接地址',
  orgRequired: '请输入机构',
} as const;

/** Extensions a 5G material may have: the documents of the file materials. */
export const FIVE_G_EXTENSIONS = DOCUMENT_EXTENSIONS;
const FIVE_G_RES_TYPES = ['H5', 'PNG', 'JPG', 'PDF', 'WORD', 'PPT'] as const;
export type FiveGResType = (typeof FIVE_G_RES_TYPES)[number];

/** resType from the upper-cased extension: JPEG becomes H5, DOC and DOCX become WORD (spec 2 §5), PPT and PPTX PPT. */
export function resTypeOf(extension: string): FiveGResType | null {
  const upper = extension.toUpperCase();
  if (upper === 'JPEG') return 'H5';
  if (upper === 'DOC' || upper === 'DOCX') return 'WORD';
  if (upper === 'PPT' || upper === 'PPTX') return 'PPT';
  return (FIVE_G_RES_TYPES as readonly string[]).includes(upper) ? (upper as FiveGResType) : null;
}

/** The vertical check (spec 2 §5): an image passes when its height exceeds 1.5 times its width. */
const PORTRAIT_RATIO = 1.5;
export const isPortrait = (width: number, height: number) => width > 0 && height / width > PORTRAIT_RATIO;

export const fiveGMaterialListQuerySchema = {
  $id: 'fiveGMaterialListQuery',
  type: 'object',
  properties: {
    ...paging(),
    name: { type: 'string', maxLength: 30 },
    orderBy: { type: 'string', enum: ['createdAt'], default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export const fiveGMaterialIdQuerySchema = {
  $id: 'fiveGMaterialIdQuery',
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
  additionalProperties: false,
} as const;

/** Multipart fields of a 5G material upload, beside `file` (spec 2 §3 "5G material payload"; identity from the session). */
export const fiveGMaterialFieldsSchema = {
  $id: 'fiveGMaterialFields',
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 30, errorMessage: fiveGMaterialTexts.nameTooLong },
    orgAccount: { type: 'string', maxLength: 100 },
    isPublic: { type: 'string', enum: ['0', '1'] },
    resType: { type: 'string', maxLength: 10 },
    type: { type: 'string', maxLength: 10 },
  },
  additionalProperties: true,
} as const;
export type FiveGMaterialFields = FromSchema<typeof fiveGMaterialFieldsSchema>;

const text = { type: 'string' } as const;

export const fiveGMaterialSchema = recordOf({
  _id: text,
  name: text,
  fileType: text,
  resType: { type: 'string', enum: FIVE_G_RES_TYPES },
  url: text,
  size: { type: 'integer' },
  agent: { ...recordOf({ _id: text, fullName: text }), type: ['object', 'null'] },
  orgAccount: orgAccountRefRecord,
  createdAt: text,
  updatedAt: text,
  /** Whether the caller may delete it (its owner, or an admin over it). */
  mayDelete: { type: 'boolean' },
});
export type FiveGMaterial = FromSchema<typeof fiveGMaterialSchema>;

/** The 5G material list (/fifthGenerationManagement and the room's 5G materials tab). */
export const fiveGMaterialView = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '文件名称', maxLength: 30, 'x-list': true, 'x-filter': 'name' },
    resType: { type: 'string', title: '素材类型', 'x-list': true },
    orgAccount: { type: 'string', title: '机构', 'x-list': { source: 'orgAccount.orgName' } },
    agent: { type: 'string', title: '上传人', 'x-list': { source: 'agent.fullName' } },
    createdAt: { type: 'string', title: '创建时间', format: 'date-time', 'x-list': true },
  },
} as const;
