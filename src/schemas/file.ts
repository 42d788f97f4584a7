/** File — spec 1 §3 File; uploads and their checks: spec 2 §3 and §5. */
import type { FromSchema } from 'json-schema-to-ts';
import { CONVERSION_STATUSES } from './documentPages';
import {
  agentRefRecord,
  answerSchema,
  isPublicField,
  nullable,
  nullableInteger,
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
import { pathWith } from './paths';
import { filePaths } from './resourcePaths';

const FILE_TYPES = ['document', 'video'] as const;
export type FileKind = (typeof FILE_TYPES)[number];

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_EXTENSIONS = [...IMAGE_EXTENSIONS, 'doc', 'docx', 'pdf', 'ppt', 'pptx'] as const;
export const VIDEO_EXTENSIONS = ['mp4'] as const;

export const FILE_NAME_MAX = 30;
/** Chunk size of a video upload (spec 1 §9). */
export const CHUNK_SIZE = 10_485_760;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;
const MAX_CHUNKS = Math.ceil(MAX_VIDEO_BYTES / CHUNK_SIZE);

export const fileTexts = {
  fileRequired: '请上传文件',
  emptyFile: '不能上传空文件',
  nameTooLong: `文件名称不能超过${FILE_NAME_MAX}个字符`,
  videoNameTooLong: `视频名称不能超过${FILE_NAME_MAX}个字符`,
  documentTypes: '只支持上传jpg、jpeg、png图片和doc、docx、pdf、ppt、pptx文件',
  contentMismatch: (ext: string) => `文件内容与扩展名.${ext}不符，请上传真实的${ext.toUpperCase()}文件`,
  imageTooLarge: '图片必须小于5MB!',
  documentTooLarge: '文件必须小于100MB',
  videoTooLarge: '视频必须小于2GB',
  mp4Only: '只支持MP4格式的视频',
  chunkTooLarge: '分片不能超过10MB',
  chunkMismatch: '分片信息与之前上传的不一致，请重新选择视频上传',
  chunksMissing: (missing: readonly number[]) =>
    `视频分片不完整（缺少第${missing.map((i) => i + 1).join('、')}片），请继续上传后再合并`,
  sizeMismatch: '视频分片大小与文件大小不符，请重新上传',
  uploadNotFound: '没有找到该视频的上传分片，请重新上传',
  merging: '该视频正在合并，请稍候',
  orgRequired: '请选择机构',
  uploaded: '上传成功',
  edited: '编辑成功',
  deleted: '删除成功',
} as const;

const name = {
  type: 'string',
  title: '文件名称',
  maxLength: FILE_NAME_MAX,
  'x-list': { sortable: true },
  'x-filter': true,
  errorMessage: { type: '请输入文件名称', maxLength: fileTexts.nameTooLong },
} as const;
const isPublic = isPublicField;
const range = rangeField;
const orgAccount = { ...orgAccountRefField, errorMessage: { type: fileTexts.orgRequired } } as const;
const id = { type: 'string', minLength: 1, maxLength: 100, errorMessage: '缺少文件id' } as const;
/** Sent by the spec's clients with an upload; the server takes these from the session instead. */
const fromSession = { type: 'string', maxLength: 200 } as const;
const spokenFor = {
  agentId: fromSession,
  loginName: fromSession,
  fullName: fromSession,
  tenant: fromSession,
  tenantName: fromSession,
  tenantBucket: fromSession,
  tenantCloudType: fromSession,
  orgAccountName: fromSession,
} as const;

/** The text fields of POST /api/file (multipart, beside the `file` part). */
export const fileUploadFieldsSchema = {
  $id: 'fileUploadFields',
  type: 'object',
  properties: { name, isPublic, range, orgAccount, ...spokenFor },
  additionalProperties: false,
} as const;
export type FileUploadFields = FromSchema<typeof fileUploadFieldsSchema>;

export const fileUpdateSchema = {
  $id: 'fileUpdate',
  type: 'object',
  properties: {
    id,
    name: {
      ...name,
      ...requiredName(name.title, FILE_NAME_MAX, { required: '请输入文件名称', tooLong: fileTexts.nameTooLong }),
    },
    isPublic,
    range,
  },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '缺少文件id' } },
} as const;

const fileSortable = ['createdAt', 'updatedAt', 'name', 'size'] as const;
export type FileSortField = (typeof fileSortable)[number];

const listFilters = {
  type: { type: 'string', enum: FILE_TYPES, errorMessage: '文件类型不正确' },
  name: { type: 'string', maxLength: 100 },
  tenant: { type: 'string', maxLength: 100 },
  orgAccount: { type: 'string', maxLength: 100 },
  timestamp: { type: 'string' },
} as const;

export const fileListQuerySchema = {
  $id: 'fileListQuery',
  type: 'object',
  properties: {
    ...paging(),
    orderBy: { type: 'string', enum: fileSortable, default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    ...listFilters,
  },
  additionalProperties: false,
} as const;

export const fileExportQuerySchema = {
  $id: 'fileExportQuery',
  type: 'object',
  properties: {
    orderBy: { type: 'string', enum: fileSortable, default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    ...listFilters,
  },
  additionalProperties: false,
} as const;

export const fileIdQuerySchema = {
  $id: 'fileIdQuery',
  type: 'object',
  properties: { id, timestamp: { type: 'string' } },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '缺少文件id' } },
} as const;

/** Made by the client for one upload in chunks (the spec's `identifier`); chunks are kept under it. */
export const uploadIdentifierField = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,100}$',
  errorMessage: { type: '缺少上传标识', pattern: '上传标识只能包含字母、数字、-和_，最长100个字符' },
} as const;

/** The text fields of POST /api/file/video/upload (one chunk in the `file` part). */
export const videoChunkFieldsSchema = {
  $id: 'videoChunkFields',
  type: 'object',
  properties: {
    identifier: uploadIdentifierField,
    index: { type: 'integer', minimum: 0, maximum: MAX_CHUNKS - 1, errorMessage: '分片序号不正确' },
    total: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_CHUNKS,
      errorMessage: { type: '分片总数不正确', minimum: '分片总数不正确', maximum: fileTexts.videoTooLarge },
    },
    size: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_VIDEO_BYTES,
      errorMessage: { type: '文件大小不正确', minimum: fileTexts.emptyFile, maximum: fileTexts.videoTooLarge },
    },
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      errorMessage: { type: '请选择视频文件', minLength: '请选择视频文件', maxLength: '视频文件名过长' },
    },
    orgAccount,
    isPublic,
    range,
    ...spokenFor,
  },
  required: ['identifier', 'index', 'total', 'size', 'name'],
  additionalProperties: false,
  errorMessage: {
    required: {
      identifier: '缺少上传标识',
      index: '分片序号不正确',
      total: '分片总数不正确',
      size: '文件大小不正确',
      name: '请选择视频文件',
    },
  },
} as const;
export type VideoChunkFields = FromSchema<typeof videoChunkFieldsSchema>;

export const videoUploadQuerySchema = {
  $id: 'videoUploadQuery',
  type: 'object',
  properties: { identifier: uploadIdentifierField, timestamp: { type: 'string' } },
  required: ['identifier'],
  additionalProperties: false,
  errorMessage: { required: { identifier: '缺少上传标识' } },
} as const;

export const videoMergeQuerySchema = {
  $id: 'videoMergeQuery',
  type: 'object',
  properties: {
    identifier: uploadIdentifierField,
    name: { ...name, errorMessage: { type: '请输入视频名称', maxLength: fileTexts.videoNameTooLong } },
    isPublic,
    range,
    orgAccount,
    ...spokenFor,
    timestamp: { type: 'string' },
  },
  required: ['identifier'],
  additionalProperties: false,
  errorMessage: { required: { identifier: '缺少上传标识' } },
} as const;

const chunkIndexes = { type: 'array', items: { type: 'integer' } } as const;

/** What GET /api/file/video/upload answers: the chunks the server holds, so an interrupted upload resumes. */
export const videoUploadStatusSchema = answerSchema({
  identifier: recordText,
  total: nullableInteger,
  size: nullableInteger,
  uploaded: chunkIndexes,
});
export type VideoUploadStatus = FromSchema<typeof videoUploadStatusSchema>;

/** What a chunk's POST answers (the file API's and the template backgrounds'): the chunk taken, and every chunk the server now holds. */
export const videoChunkReceivedSchema = answerSchema({
  identifier: recordText,
  index: { type: 'integer' },
  total: { type: 'integer' },
  uploaded: chunkIndexes,
});

/** A file as the API answers it. */
export const fileRecordSchema = answerSchema({
  _id: recordText,
  name: recordText,
  type: { type: 'string', enum: FILE_TYPES },
  fileType: recordText,
  url: recordText,
  size: { type: 'integer' },
  sha256: recordText,
  contentType: recordText,
  isPublic: { type: 'integer', enum: isPublic.enum },
  range: { type: 'integer', enum: range.enum },
  status: recordText,
  identifier: nullableText,
  agent: nullable(agentRefRecord),
  tenant: tenantRefRecord,
  orgAccount: orgAccountRefRecord,
  createdAt: recordText,
  updatedAt: recordText,
  /** A document's conversion to page images; null for a video, which has no pages. */
  conversion: { type: ['string', 'null'], enum: [...CONVERSION_STATUSES, null] },
  /** Why the conversion failed, in Chinese; null unless it failed. */
  conversionError: nullableText,
});
export type FileRecord = FromSchema<typeof fileRecordSchema>;

/** What GET /api/file/detail answers: the file and the addresses of its page images, in page order. */
export const fileDetailSchema = answerSchema({
  ...fileRecordSchema.properties,
  images: { type: 'array', items: recordText },
});

/** Columns of the list and of the export, with their Chinese titles. */
export const fileColumns = [
  { key: 'name', title: name.title },
  { key: 'type', title: '类型' },
  { key: 'fileType', title: '格式' },
  { key: 'size', title: '大小(字节)' },
  { key: 'isPublic', title: isPublic.title },
  { key: 'range', title: range.title },
  { key: 'agent', title: '上传人' },
  { key: 'orgAccount', title: orgAccount.title },
  { key: 'tenant', title: tenantRefField.title },
  { key: 'createdAt', title: '上传时间' },
] as const;

/** Where a stored file is downloaded from; the record's `url`. */
export const fileDownloadPath = (fileId: string) => pathWith(filePaths.download, { id: fileId });

/**
 * The file screens' list (schema-ui): the upload's own fields plus what a stored file adds. A view of
 * the record, not a request schema: nothing is validated against it.
 */
export const fileListView = {
  type: 'object',
  properties: {
    name,
    fileType: { type: 'string', title: '格式', 'x-list': true },
    size: { type: 'integer', title: '大小', 'x-list': { sortable: true } },
    isPublic,
    range,
    agent: { type: 'string', title: '上传人', 'x-list': { source: 'agent.fullName' } },
    orgAccount,
    conversion: { type: 'string', title: '转码状态', 'x-list': true },
    createdAt: { type: 'string', title: '上传时间', format: 'date-time', 'x-list': { sortable: true } },
  },
} as const;

export { filePaths };
