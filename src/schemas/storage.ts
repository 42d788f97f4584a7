/** A tenant's storage and the limits of uploads (the issue "Production safety": storage is bounded). */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';

/** Unfinished uploads an agent may hold at once, and the bytes they may declare together. */
export const MAX_OPEN_UPLOADS_PER_AGENT = 5;
export const MAX_OPEN_UPLOAD_BYTES_PER_AGENT = 2 * 1024 ** 3;

export const storageTexts = {
  quotaExceeded: '存储空间不足，请联系管理员',
  tooManyOpenUploads: `未完成的上传不能超过${MAX_OPEN_UPLOADS_PER_AGENT}个，请先完成之前的上传`,
  openBytesExceeded: '未完成的上传总大小不能超过2GB，请先完成之前的上传',
  totalMismatch: '分片总数与文件大小不符',
  chunkSizeWrong: '分片大小不正确，请重新上传',
  pickTenant: '请选择公司',
  panelTitle: '存储空间',
  usage: (used: string, quota: string) => `存储空间：已用 ${used} / 共 ${quota}`,
} as const;

/** What GET /api/storage/usage answers: the session tenant's stored bytes (files and open uploads) against its quota. */
export const storageUsageSchema = recordOf({ used: { type: 'number' }, quota: { type: 'number' } });
export type StorageUsage = FromSchema<typeof storageUsageSchema>;

export const storagePaths = { usage: '/api/storage/usage' } as const;

/** GET /api/storage/usage: a tenant's admin is answered about its own; the platform admin names one. */
export const storageUsageQuerySchema = {
  $id: 'storageUsageQuery',
  type: 'object',
  properties: { tenant: { type: 'string', maxLength: 100 }, timestamp: { type: 'string' } },
  additionalProperties: false,
} as const;
