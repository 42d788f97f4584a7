import type { Kysely } from 'kysely';
import { inSyncWindow } from '../../../src/domain/syncWindow';
import { recordSyncTexts as texts } from '../../../src/schemas/recordSync';
import type { DB } from '../../db/types';
import type { JobQueue } from '../../queue';
import { assertKey, StorageNotFoundError, type Storage } from '../../storage';
import type { MailService } from '../mail';
import { MediaDeliverConfigs } from '../mediaDeliverConfig';
import type { SyncTargets } from './targets';
import { chinaDateTime } from '../../../src/domain/chinaTime';
import { chinaDayOf } from '../../db/sql';

export interface RecordSyncOptions {
  /** Tries after a failed copy, each `retryDelaySeconds` after the last. */
  retryLimit: number;
  retryDelaySeconds: number;
}

/**
 * The recording sync queue: every finished recording gets a sync row (waiting); while its tenant's sync
 * window is open the row is queued as a 'record-sync' job, which copies the recording to the tenant's
 * storage (syncing, then synced). A failed copy is tried again `retryLimit` times; the last failure
 * marks the row failed with its reason and mails the tenant's notice mails.
 */
export class RecordSyncs {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly targets: SyncTargets,
    private readonly queue: JobQueue,
    private readonly mail: MailService,
    private readonly options: RecordSyncOptions,
    private readonly configs: MediaDeliverConfigs,
  ) {}

  /** Tracks the recordings finished since the last look, then queues those waiting whose tenant's window is open at `now`. */
  async schedule(now: Date): Promise<number> {
    await this.db
      .insertInto('recordSyncs')
      .columns(['recordingId', 'tenantId', 'orgAccountId', 'taskDay'])
      .expression((eb) =>
        eb
          .selectFrom('roomRecordings as r')
          .innerJoin('serviceRooms as s', 's.id', 'r.serviceId')
          .select(['r.id', 'r.tenantId', 's.orgAccountId', chinaDayOf('r.finishedAt').as('taskDay')])
          .where('r.status', '=', 'finished')
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('recordSyncs as x').select('x.id').whereRef('x.recordingId', '=', 'r.id'))),
          ),
      )
      .onConflict((oc) => oc.column('recordingId').doNothing())
      .execute();
    const waiting = await this.db
      .selectFrom('recordSyncs')
      .select(['id', 'tenantId'])
      .where('status', '=', 'waiting')
      .where('queuedAt', 'is', null)
      .orderBy('createdAt')
      .execute();
    const open = new Map<string, boolean>();
    let queued = 0;
    for (const row of waiting) {
      if (!open.has(row.tenantId))
        open.set(row.tenantId, inSyncWindow(await this.configs.recordSet(row.tenantId), now));
      if (!open.get(row.tenantId)) continue;
      const claimed = await this.db
        .updateTable('recordSyncs')
        .set({ queuedAt: now, updatedAt: now })
        .where('id', '=', row.id)
        .where('queuedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      try {
        await this.queue.send(
          'record-sync',
          { syncId: row.id },
          { retryLimit: this.options.retryLimit, retryDelaySeconds: this.options.retryDelaySeconds },
        );
        queued += 1;
      } catch (err) {
        await this.db.updateTable('recordSyncs').set({ queuedAt: null }).where('id', '=', row.id).execute();
        throw err;
      }
    }
    return queued;
  }

  /** One run of a sync job: the `retryCount`-th retry of the copy. */
  async sync(syncId: string, retryCount: number): Promise<void> {
    const row = await this.db
      .selectFrom('recordSyncs as y')
      .innerJoin('roomRecordings as r', 'r.id', 'y.recordingId')
      .innerJoin('tenants as t', 't.id', 'y.tenantId')
      .select([
        'y.id',
        'y.status',
        'y.taskDay',
        'y.tenantId',
        'r.id as recordingId',
        'r.serviceId',
        'r.storageKey',
        'r.startedAt',
        't.bucket',
      ])
      .where('y.id', '=', syncId)
      .executeTakeFirst();
    if (!row || row.status === 'synced') return;
    const started = new Date();
    await this.db
      .updateTable('recordSyncs')
      .set((eb) => ({
        status: 'syncing',
        attempts: retryCount + 1,
        syncStartedAt: eb.fn.coalesce('syncStartedAt', eb.val(started)),
        updatedAt: started,
      }))
      .where('id', '=', syncId)
      .execute();
    const target = this.targets({ id: row.tenantId, bucket: row.bucket });
    const targetKey = assertKey(`recordings/${row.taskDay}/${row.serviceId}/${row.recordingId}.webm`);
    try {
      if (!row.storageKey) throw new StorageNotFoundError(row.recordingId);
      const source = await this.storage.get(row.storageKey);
      try {
        await target.storage.put(targetKey, source, 'video/webm');
      } finally {
        source.destroy();
      }
    } catch (err) {
      const reason =
        err instanceof StorageNotFoundError
          ? texts.sourceMissing
          : texts.targetFailed((err instanceof Error ? err.message : String(err)).slice(0, 200));
      const final = retryCount >= this.options.retryLimit;
      await this.db
        .updateTable('recordSyncs')
        .set({ status: final ? 'failed' : 'waiting', error: reason, target: target.name, updatedAt: new Date() })
        .where('id', '=', syncId)
        .execute();
      if (final)
        await this.tellFailure(row.tenantId, {
          serviceId: row.serviceId,
          startedAt: row.startedAt,
          reason,
          attempts: retryCount + 1,
        });
      throw err;
    }
    await this.db
      .updateTable('recordSyncs')
      .set({
        status: 'synced',
        error: null,
        target: target.name,
        targetKey,
        syncedAt: new Date(),
        updatedAt: new Date(),
      })
      .where('id', '=', syncId)
      .execute();
  }

  private async tellFailure(
    tenantId: string,
    failure: { serviceId: string; startedAt: Date; reason: string; attempts: number },
  ) {
    const { noticeMails } = await this.configs.noticeMails(tenantId);
    const at = chinaDateTime(failure.startedAt);
    await this.mail.send({
      tenantId,
      kind: 'recordSyncFailed',
      to: noticeMails,
      subject: texts.mailSubject,
      body: `会话 ${failure.serviceId} 于 ${at} 开始的录制同步到公司存储失败（已尝试${failure.attempts}次）：${failure.reason}。请在「资源监控 → 录制队列」中查看并重试。`,
    });
  }

  /** Puts a failed sync back in the queue; it is copied once its tenant's window is open. */
  async retry(syncId: string, now: Date): Promise<boolean> {
    const done = await this.db
      .updateTable('recordSyncs')
      .set({ status: 'waiting', queuedAt: null, updatedAt: now })
      .where('id', '=', syncId)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await this.schedule(now);
    return true;
  }
}
