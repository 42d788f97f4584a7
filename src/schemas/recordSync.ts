/**
 * The recording sync queue (spec 3 §2 "Recording sync queue monitor", §3 "Sync queue filters", §7
 * mediaMonitor/syncList and recordList): each finished recording is copied to its tenant's storage inside
 * the tenant's sync window. The list shows one task per tenant and China day, the detail list each recording.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { paging, recordText } from './fields';

export const recordSyncPaths = {
  syncList: '/api/mediaMonitor/syncList',
  recordList: '/api/mediaMonitor/recordList',
  retry: '/api/mediaMonitor/recordSync/retry',
} as const;

export const RECORD_SYNC_STATUSES = ['waiting', 'syncing', 'synced', 'failed'] as const;
export type RecordSyncState = (typeof RECORD_SYNC_STATUSES)[number];

export const recordSyncTexts = {
  statuses: { waiting: '等待同步', syncing: '同步中', synced: '已同步', failed: '同步失败' } as Record<
    RecordSyncState,
    string
  >,
  badTime: '时间格式不正确',
  badStatus: '同步状态不正确',
  sourceMissing: '录制文件不存在',
  targetFailed: (reason: string) => `写入公司存储失败：${reason}`,
  retried: '已重新加入同步队列',
  notFailed: '只有同步失败的录制可以重试',
  retryAdminOnly: '只有公司管理员可以重试同步',
  mailSubject: '录制同步失败',
} as const;

const instant = { type: 'string', format: 'date-time', errorMessage: recordSyncTexts.badTime } as const;
const scope = {
  tenant: { type: 'string', maxLength: 100 },
  orgAccount: { type: 'string', maxLength: 100 },
  timestamp: { type: 'string' },
} as const;

/** GET syncList: tasks whose day lies between taskStartTime and taskEndTime (default the last 7 days). */
export const syncListQuerySchema = {
  $id: 'recordSyncListQuery',
  type: 'object',
  properties: { ...paging(), taskStartTime: instant, taskEndTime: instant, ...scope },
  additionalProperties: false,
} as const;

/** GET recordList: recordings made between startTime and endTime (default the last 2 days), synced between syncStartTime and syncEndTime. */
export const recordListQuerySchema = {
  $id: 'recordSyncRecordQuery',
  type: 'object',
  properties: {
    ...paging(),
    startTime: instant,
    endTime: instant,
    syncStartTime: instant,
    syncEndTime: instant,
    status: { type: 'string', enum: RECORD_SYNC_STATUSES, errorMessage: recordSyncTexts.badStatus },
    taskDay: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: recordSyncTexts.badTime },
    ...scope,
  },
  additionalProperties: false,
} as const;

export const retrySchema = {
  $id: 'recordSyncRetry',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
  additionalProperties: false,
} as const;

const text = recordText;
const count = { type: 'integer' } as const;

/** One tenant's recordings of one China day and how far their sync went. */
export const syncTaskSchema = recordOf({
  _id: text,
  taskDay: text,
  tenantId: text,
  tenantName: text,
  total: count,
  waiting: count,
  syncing: count,
  synced: count,
  failed: count,
  /** The first sync begun and the last one ended of the task; null before. */
  syncStartTime: nullableText,
  syncEndTime: nullableText,
});
export type SyncTask = FromSchema<typeof syncTaskSchema>;

export const syncRecordSchema = recordOf({
  _id: text,
  recordingId: text,
  serviceId: text,
  taskDay: text,
  tenantName: text,
  orgName: text,
  agentName: text,
  startTime: text,
  durationMs: { type: ['number', 'null'] },
  size: { type: 'number' },
  status: { type: 'string', enum: RECORD_SYNC_STATUSES },
  attempts: count,
  error: nullableText,
  target: nullableText,
  targetKey: nullableText,
  syncStartTime: nullableText,
  syncEndTime: nullableText,
});
export type SyncRecord = FromSchema<typeof syncRecordSchema>;
