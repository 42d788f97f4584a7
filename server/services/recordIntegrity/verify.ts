import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { integrityMessage } from '../../../src/domain/recordIntegrity';
import type { IntegrityReport } from '../../../src/schemas/recordIntegrity';
import type { DB } from '../../db/types';
import type { Storage } from '../../storage';
import { describeFinding, earliest, firstChainBreak, sourceDifferences } from './chainCheck';
import { recordingEntry } from '../../db/trailChain';
import { currentSourceEntries } from './sources';
import { checkStoredFiles, storedHash } from './storedFiles';
import { appendTrail } from './trail';

/**
 * Verifying a record (issue 30): its room's trail is walked from the first entry (each hash recomputed from
 * the entry before and its canonical content), each chained row is compared with its source row as it reads
 * now, and each stored file is read again and hashed. The report names the first changed entry and every
 * changed file, or says the record is intact.
 */
export class RecordIntegrity {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly now: () => Date,
  ) {}

  /** The room's verification; the caller has checked the room is in its scope. */
  async verify(serviceId: string): Promise<IntegrityReport> {
    const trail = await this.db
      .selectFrom('recordTrail')
      .select(['seq', 'kind', 'sourceId', 'content', 'prevHash', 'hash', 'at'])
      .where('serviceId', '=', serviceId)
      .orderBy('seq')
      .execute();
    const head = await this.db
      .selectFrom('trailHeads')
      .select(['seq', 'hash'])
      .where('serviceId', '=', serviceId)
      .executeTakeFirst();
    const current = await currentSourceEntries(this.db, serviceId);
    const broken = firstChainBreak(trail, head);
    const first = earliest([...(broken ? [broken] : []), ...sourceDifferences(trail, current)]);
    const files = await checkStoredFiles(this.db, this.storage, serviceId, trail);
    const firstChanged = first ? describeFinding(first, current) : null;
    return {
      serviceId,
      intact: firstChanged === null && files.changed.length === 0,
      entries: trail.length,
      files: files.checked,
      firstChanged,
      changedFiles: files.changed,
      message: integrityMessage({ firstChanged, changedFiles: files.changed }),
      checkedAt: this.now().toISOString(),
    };
  }

  /**
   * Hashes and chains the finished recordings that have no hash yet (finished before recordings kept one), so
   * that from now on they are checked too. Run once as the server starts.
   */
  async sealUnhashedRecordings(log: FastifyBaseLogger): Promise<void> {
    const rows = await this.db
      .selectFrom('roomRecordings')
      .select(['id', 'storageKey'])
      .where('status', '=', 'finished')
      .where('sha256', 'is', null)
      .where('storageKey', 'is not', null)
      .execute();
    for (const { id, storageKey } of rows) {
      if (storageKey === null) continue;
      try {
        const sha256 = await storedHash(this.storage, storageKey);
        if (sha256 === null) continue;
        await this.db.transaction().execute(async (trx) => {
          const sealed = await trx
            .updateTable('roomRecordings')
            .set({ sha256 })
            .where('id', '=', id)
            .where('sha256', 'is', null)
            .returning(['id', 'serviceId', 'agentId', 'size', 'startedAt', 'finishedAt'])
            .executeTakeFirst();
          if (sealed)
            await appendTrail(trx, recordingEntry({ ...sealed, sha256, finishedAt: sealed.finishedAt ?? this.now() }));
        });
      } catch (err) {
        log.error({ err, recordingId: id }, 'recording not sealed');
      }
    }
  }
}
