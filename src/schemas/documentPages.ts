/** A document's pages as images for the meeting hall (spec 2 §3 share item `images`, §5, §8 'transcoding'). */
import type { FromSchema } from 'json-schema-to-ts';
import type { fileDetailSchema } from './file';
import { pathWith } from './paths';

export const CONVERSION_STATUSES = ['pending', 'done', 'failed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/**
 * GET /api/file/detail answers these instead of 0 while a document has no pages to show. The spec's
 * client reads file/detail's answer rather than rejecting it, so it tells the two apart by errCode;
 * `result` still carries the file, with `images` empty.
 */
export const DocumentPagesCode = {
  /** 425 Too Early: the pages are being made. */
  converting: 425,
  /** 422 Unprocessable: the document could not be turned into pages. */
  failed: 422,
} as const;

export const documentPagesTexts = {
  converting: '转码还未完成，请稍等片刻',
  failed: '文档转码失败，请检查文件能否正常打开后重新上传',
  tooManyPages: (max: number) => `文档超过${max}页，请拆分后重新上传`,
  timedOut: '文档转码超时，请拆分或压缩文件后重新上传',
  /** LibreOffice or poppler is not installed on the server; such conversions are tried again at the next start. */
  toolsMissing: '服务器未安装文档转码工具（LibreOffice、poppler），请联系管理员安装',
} as const;

/** How the file lists and the hall name a document's conversion. */
export const conversionStatusTexts: Record<ConversionStatus, string> = {
  pending: '转码中',
  done: '已转码',
  failed: '转码失败',
};

/** The most pages a document may have; the hall shows each as an image. */
export const MAX_DOCUMENT_PAGES = 300;

export type FileDetail = FromSchema<typeof fileDetailSchema>;

/** Where page `pageNumber` (from 1) of a file is downloaded from, with the file's own access checks. */
export const filePagePath = (fileId: string, pageNumber: number) =>
  pathWith(documentPagePaths.page, { id: fileId, pageNumber });

export const filePageParamsSchema = {
  $id: 'filePageParams',
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100, errorMessage: '缺少文件id' },
    pageNumber: { type: 'integer', minimum: 1, maximum: MAX_DOCUMENT_PAGES, errorMessage: '页码不正确' },
  },
  required: ['id', 'pageNumber'],
  additionalProperties: false,
} as const;

export const documentPagePaths = {
  page: '/api/file/page/:id/:pageNumber',
} as const;
