/**
 * Backgrounds uploaded in the video template editor (spec 3 §2 "background upload", §5 types): sent in
 * chunks by the file API's chunk protocol (the GET and POST of a chunk, as /api/file/video/upload), then
 * merged into one stored file; a video keeps the picture of its first frame. The rules of types and sizes
 * are src/domain/scene/backgroundUpload.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { backgroundUploadTexts } from '../domain/scene/backgroundUpload';
import { answerSchema, nullableText, recordText } from './fields';
import { uploadIdentifierField } from './file';

export { backgroundUploadTexts };

/** Chunks of a background are small, so a picture's upload shows its progress too. */
export const BACKGROUND_CHUNK_SIZE = 1024 * 1024;

export const templateBackgroundPaths = {
  chunk: '/api/videoTemplateBackground/chunk',
  /** The tenant's uploaded backgrounds, newest first, offered again in the editor's picker. */
  list: '/api/videoTemplateBackground/list',
  merge: '/api/videoTemplateBackground/merge',
  file: '/api/videoTemplateBackground/:id/file',
  poster: '/api/videoTemplateBackground/:id/poster',
} as const;

/** POST /api/videoTemplateBackground/merge: the upload whose chunks are all sent. */
export const templateBackgroundMergeSchema = {
  $id: 'templateBackgroundMerge',
  type: 'object',
  properties: { identifier: uploadIdentifierField },
  required: ['identifier'],
  additionalProperties: false,
  errorMessage: { required: { identifier: '缺少上传标识' } },
} as const;

/** A stored background: where the editor and the renderer find it, and (a video) its first frame. */
export const templateBackgroundRecordSchema = answerSchema({
  _id: recordText,
  type: { type: 'string', enum: ['image', 'video'] },
  name: recordText,
  url: recordText,
  poster: nullableText,
});
export type TemplateBackgroundRecord = FromSchema<typeof templateBackgroundRecordSchema>;

/** GET /api/videoTemplateBackground/list: the tenant's latest uploads. */
export const templateBackgroundListSchema = answerSchema({
  list: { type: 'array', items: templateBackgroundRecordSchema },
});

/** How many uploaded backgrounds the picker offers. */
export const BACKGROUND_LIST_SIZE = 30;
