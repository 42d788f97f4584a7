import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { chinaDay } from '../../../src/domain/chinaTime';
import { maskPhone } from '../../../src/domain/personalData';
import type { RetentionDeletion } from '../../../src/schemas/personalData';
import type { DB } from '../../db/types';
import type { JobQueue } from '../../queue';
import type { Storage } from '../../storage';
import type { PrivacySettings } from './settings';
import { deletionEntry } from '../../db/trailChain';
import { appendTrail } from '../recordIntegrity/trail';

const DAY_MS = 24 * 3_600_000;
/** How often the schedule looks whether today's clean-up has been queued. */
export const RETENTION_CHECK_MS = 3_600_000;
const LAST_RUN_KEY = 'retention.lastDay';

/**
 * Retention per tenant (PIPL): once a day (China time) a job on the queue deletes each tenant's recordings
 * older than its recordingDays and its invitation messages older than its smsDays; a room on legal hold keeps
 * its recordings. Each deletion is logged, for the tenant's admin to read; a room's is chained to its trail.
 */
export class Retention {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly settings: PrivacySettings,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues today's clean-up of every tenant, once a day across every server process. */
  async schedule(now: Date): Promise<void> {
    const day = chinaDay(now);
    const claimed = await this.db
      .insertInto('settings')
      .values({ key: LAST_RUN_KEY, value: JSON.stringify({ day }) })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ value: JSON.stringify({ day }) })
          .where(sql<boolean>`settings.value->>'day' is distinct from ${day}`),
      )
      .returning('key')
      .executeTakeFirst();
    if (claimed) await this.queue.send('retention-sweep', { tenantId: null });
  }

  /** Queues one tenant's clean-up now (its admin asked); the answer is the job's id. */
  runNow(tenantId: string): Promise<string> {
    return this.queue.send('retention-sweep', { tenantId });
  }

  /** Deletes what has expired by `now`, of one tenant or of all. */
  async sweep(now: Date, tenantId: string | null): Promise<void> {
    let tenants = this.db.selectFrom('tenants').select('id');
    if (tenantId) tenants = tenants.where('id', '=', tenantId);
    for (const { id } of await tenants.execute()) {
      const rules = await this.settings.of(id);
      await this.recordings(id, new Date(now.getTime() - rules.recordingDays * DAY_MS), now);
      await this.messages(id, new Date(now.getTime() - rules.smsDays * DAY_MS), now);
    }
  }

  private async recordings(tenantId: string, before: Date, now: Date): Promise<void> {
    const rooms = await this.db
      .selectFrom('serviceRooms as r')
      .select([
        'r.id',
        'r.inviteNumber',
        'r.userName',
        'r.userPhone',
        'r.startedAt',
        'r.recordingFileId',
        'r.mergedVideoFileId',
      ])
      .where('r.tenantId', '=', tenantId)
      .where('r.legalHold', '=', false)
      .where('r.startedAt', '<', before)
      .where((eb) =>
        eb.or([
          eb('r.recordingFileId', 'is not', null),
          eb('r.mergedVideoFileId', 'is not', null),
          eb.exists(eb.selectFrom('roomRecordings as rr').select('rr.id').whereRef('rr.serviceId', '=', 'r.id')),
        ]),
      )
      .limit(1000)
      .execute();
    for (const room of rooms) {
      const keys = await this.db.transaction().execute(async (trx) => {
        // Only while the hold is still off: an admin's hold set meanwhile keeps the room.
        const still = await trx
          .updateTable('serviceRooms')
          .set({ recordingFileId: null, mergedVideoFileId: null })
          .where('id', '=', room.id)
          .where('legalHold', '=', false)
          .returning('id')
          .executeTakeFirst();
        if (!still) return [];
        // The pieces go with their recordings (cascade): their files are read first.
        const pieces = await trx
          .selectFrom('roomRecordingPieces as p')
          .innerJoin('roomRecordings as rr', 'rr.id', 'p.recordingId')
          .select('p.storageKey')
          .where('rr.serviceId', '=', room.id)
          .execute();
        const recordings = await trx
          .deleteFrom('roomRecordings')
          .where('serviceId', '=', room.id)
          .returning(['id', 'storageKey'])
          .execute();
        const deletion = await trx
          .insertInto('retentionDeletions')
          .values({
            tenantId,
            kind: 'recording',
            recordId: room.id,
            summary: `会议号 ${room.inviteNumber} ${room.userName} ${maskPhone(room.userPhone)}`.trim(),
            recordAt: room.startedAt,
            deletedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendTrail(trx, deletionEntry(room.id, deletion));
        return [
          room.recordingFileId,
          room.mergedVideoFileId,
          ...recordings.map((r) => r.storageKey),
          ...pieces.map((p) => p.storageKey),
        ].filter((key): key is string => typeof key === 'string');
      });
      for (const key of new Set(keys))
        await this.storage
          .remove(key)
          .catch((err: unknown) => this.log.error({ err, key }, 'expired recording not removed'));
    }
  }

  private async messages(tenantId: string, before: Date, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('smsOutbox')
        .where('tenantId', '=', tenantId)
        .where('createdAt', '<', before)
        .returning(['id', 'phone', 'createdAt'])
        .execute();
      if (deleted.length === 0) return;
      await trx
        .insertInto('retentionDeletions')
        .values(
          deleted.map((m) => ({
            tenantId,
            kind: 'sms' as const,
            recordId: m.id,
            summary: `短信 ${maskPhone(m.phone)}`,
            recordAt: m.createdAt,
            deletedAt: now,
          })),
        )
        .execute();
    });
  }

  /** What retention deleted of the tenant, newest first. */
  async deletions(tenantId: string, page: { pageIndex: number; pageSize: number }) {
    const base = this.db.selectFrom('retentionDeletions').where('tenantId', '=', tenantId);
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy('deletedAt', 'desc')
        .orderBy('id')
        .limit(page.pageSize)
        .offset((page.pageIndex - 1) * page.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const list: RetentionDeletion[] = rows.map((r) => ({
      _id: r.id,
      kind: r.kind,
      recordId: r.recordId,
      summary: r.summary,
      recordAt: r.recordAt.toISOString(),
      deletedAt: r.deletedAt.toISOString(),
    }));
    return { list, count: Number(total.count) };
  }

  /** Sets or lifts a room's legal hold; null when the room is not the tenant's. */
  async hold(tenantId: string | undefined, serviceId: string, hold: boolean): Promise<boolean | null> {
    let query = this.db.updateTable('serviceRooms').set({ legalHold: hold }).where('id', '=', serviceId);
    if (tenantId !== undefined) query = query.where('tenantId', '=', tenantId);
    const row = await query.returning('legalHold').executeTakeFirst();
    return row ? row.legalHold : null;
  }
}
