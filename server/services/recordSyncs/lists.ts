import { sql, type Kysely } from 'kysely';
import type { ScopeFilter } from '../../../src/domain/scope';
import type { RecordSyncState, SyncRecord, SyncTask } from '../../../src/schemas/recordSync';
import type { DB } from '../../db/types';

export interface Page {
  pageIndex: number;
  pageSize: number;
}

export interface TaskWindow {
  /** China days, both included. */
  fromDay: string;
  toDay: string;
}

export interface RecordFilters {
  start?: Date | undefined;
  end?: Date | undefined;
  syncStart?: Date | undefined;
  syncEnd?: Date | undefined;
  status?: RecordSyncState | undefined;
  taskDay?: string | undefined;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
const count = (status: RecordSyncState) => sql<string>`count(*) filter (where y.status = ${status})`;

/** What the sync queue monitor reads, inside the viewer's scope. */
export class RecordSyncLists {
  constructor(private readonly db: Kysely<DB>) {}

  private scoped(filter: ScopeFilter) {
    let query = this.db.selectFrom('recordSyncs as y');
    if (filter.tenantId) query = query.where('y.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId) query = query.where('y.orgAccountId', '=', filter.orgAccountId);
    return query;
  }

  /** One task per tenant and China day, newest first. */
  async tasks(filter: ScopeFilter, window: TaskWindow, page: Page): Promise<{ list: SyncTask[]; count: number }> {
    const grouped = this.scoped(filter).where('y.taskDay', '>=', window.fromDay).where('y.taskDay', '<=', window.toDay);
    const rows = await grouped
      .innerJoin('tenants as t', 't.id', 'y.tenantId')
      .select([
        'y.taskDay',
        'y.tenantId',
        't.name as tenantName',
        sql<string>`count(*)`.as('total'),
        count('waiting').as('waiting'),
        count('syncing').as('syncing'),
        count('synced').as('synced'),
        count('failed').as('failed'),
        sql<Date | null>`min(y.sync_started_at)`.as('syncStartTime'),
        sql<Date | null>`max(y.synced_at)`.as('syncEndTime'),
      ])
      .groupBy(['y.taskDay', 'y.tenantId', 't.name'])
      .orderBy('y.taskDay', 'desc')
      .orderBy('t.name')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute();
    const total = await grouped
      .select(sql<string>`count(distinct (y.task_day, y.tenant_id))`.as('n'))
      .executeTakeFirstOrThrow();
    return {
      list: rows.map((r) => ({
        _id: `${r.taskDay}:${r.tenantId}`,
        taskDay: r.taskDay,
        tenantId: r.tenantId,
        tenantName: r.tenantName,
        total: Number(r.total),
        waiting: Number(r.waiting),
        syncing: Number(r.syncing),
        synced: Number(r.synced),
        failed: Number(r.failed),
        syncStartTime: iso(r.syncStartTime),
        syncEndTime: iso(r.syncEndTime),
      })),
      count: Number(total.n),
    };
  }

  /** Each recording of the filters, newest first. */
  async records(
    filter: ScopeFilter,
    filters: RecordFilters,
    page: Page,
  ): Promise<{ list: SyncRecord[]; count: number }> {
    const query = this.scoped(filter)
      .innerJoin('roomRecordings as r', 'r.id', 'y.recordingId')
      .$if(filters.start !== undefined, (q) => q.where('r.startedAt', '>=', filters.start as Date))
      .$if(filters.end !== undefined, (q) => q.where('r.startedAt', '<=', filters.end as Date))
      .$if(filters.syncStart !== undefined, (q) => q.where('y.syncStartedAt', '>=', filters.syncStart as Date))
      .$if(filters.syncEnd !== undefined, (q) => q.where('y.syncStartedAt', '<=', filters.syncEnd as Date))
      .$if(filters.status !== undefined, (q) => q.where('y.status', '=', filters.status as RecordSyncState))
      .$if(filters.taskDay !== undefined, (q) => q.where('y.taskDay', '=', filters.taskDay as string));
    const rows = await query
      .innerJoin('tenants as t', 't.id', 'y.tenantId')
      .innerJoin('agents as a', 'a.id', 'r.agentId')
      .leftJoin('orgAccounts as o', 'o.id', 'y.orgAccountId')
      .select([
        'y.id',
        'y.recordingId',
        'r.serviceId',
        'y.taskDay',
        't.name as tenantName',
        'o.orgName',
        'a.fullName',
        'r.startedAt',
        'r.durationMs',
        'r.size',
        'y.status',
        'y.attempts',
        'y.error',
        'y.target',
        'y.targetKey',
        'y.syncStartedAt',
        'y.syncedAt',
      ])
      .orderBy('r.startedAt', 'desc')
      .orderBy('y.id')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute();
    const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return {
      list: rows.map((r) => ({
        _id: r.id,
        recordingId: r.recordingId,
        serviceId: r.serviceId,
        taskDay: r.taskDay,
        tenantName: r.tenantName,
        orgName: r.orgName ?? '',
        agentName: r.fullName,
        startTime: new Date(r.startedAt).toISOString(),
        durationMs: r.durationMs,
        size: Number(r.size),
        status: r.status,
        attempts: r.attempts,
        error: r.error,
        target: r.target,
        targetKey: r.targetKey,
        syncStartTime: iso(r.syncStartedAt),
        syncEndTime: iso(r.syncedAt),
      })),
      count: Number(total.n),
    };
  }

  /** The sync's owner, to check the viewer may retry it. */
  owner(syncId: string) {
    return this.db
      .selectFrom('recordSyncs')
      .select(['tenantId', 'orgAccountId'])
      .where('id', '=', syncId)
      .executeTakeFirst();
  }
}
