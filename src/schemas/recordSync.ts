/**
 * The recording sync queue (spec 3 §2 "Recording sync queue monitor", §3 "Sync queue filters", §7
 * mediaMonitor/syncList and recordList): each finished recording is copied to its tenant's storage inside
 * the tenant's sync window. The list shows one task per tenant and China day, the detail list each recording.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { paging } from './fields';

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
export type SyncListQuery = FromSchema<typeof syncListQuerySchema>;

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
export type RecordListQuery = FromSchema<typeof recordListQuerySchema>;

export const retrySchema = {
  $id: 'recordSyncRetry',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
  additionalProperties: false,
} as const;
export type RetryInput = FromSchema<typeof retrySchema>;

/** One tenant's recordings of one China day and how far their sync went. */
export interface SyncTask {
  _id: string;
  taskDay: string;
  tenantId: string;
  tenantName: string;
  total: number;
  waiting: number;
  syncing: number;
  synced: number;
  failed: number;
  /** The first sync begun and the last one ended of the task; null before. */
  syncStartTime: string | null;
  syncEndTime: string | null;
}

export interface SyncRecord {
  _id: string;
  recordingId: string;
  serviceId: string;
  taskDay: string;
  tenantName: string;
  orgName: string;
  agentName: string;
  startTime: string;
  durationMs: number | null;
  size: number;
  status: RecordSyncState;
  attempts: number;
  error: string | null;
  target: string | null;
  targetKey: string | null;
  syncStartTime: string | null;
  syncEndTime: string | null;
}
