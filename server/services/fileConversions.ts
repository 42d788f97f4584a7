import { sql, type Kysely } from 'kysely';
import type { ConversionStatus } from '../../src/schemas/documentPages';
import type { DB } from '../db/types';

export interface PageState {
  status: ConversionStatus;
  error: string | null;
  pageCount: number;
}

export interface StoredPage {
  storageKey: string;
  contentType: string;
}

/** A page image as it was stored, with its SHA-256 (tamper evidence). */
export interface HashedPage extends StoredPage {
  sha256: string;
}

/** A document claimed for converting, with what converting it needs. */
export interface ClaimedDocument extends HashedPage {
  fileId: string;
  tenantId: string;
  fileType: string;
  attempts: number;
}

/**
 * SQL of the conversion queue (file_conversions) and of the page images (file_pages). A claim is a
 * lease: it lets one process convert a document, and runs out by itself if that process dies.
 */
export class FileConversions {
  constructor(private readonly db: Kysely<DB>) {}

  /** Queues the documents that have no conversion: seeded ones, or an upload the process died right after. */
  async queueMissing(): Promise<void> {
    await sql`
      insert into file_conversions (file_id)
      select f.id from files f
      where f.type = 'document' and not exists (select 1 from file_conversions c where c.file_id = f.id)
      on conflict do nothing`.execute(this.db);
  }

  /** Puts back in the queue the documents that failed with `error` (the tools were missing then), as new. */
  async retryFailedWith(error: string): Promise<void> {
    await this.db
      .updateTable('fileConversions')
      .set({ status: 'pending', error: null, attempts: 0, claimedUntil: null, updatedAt: sql`now()` })
      .where('status', '=', 'failed')
      .where('error', '=', error)
      .execute();
  }

  async queue(fileId: string): Promise<void> {
    await this.db
      .insertInto('fileConversions')
      .values({ fileId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** The conversion of a document; null if it was never queued. */
  async state(fileId: string): Promise<PageState | null> {
    const row = await this.db
      .selectFrom('fileConversions as c')
      .select(['c.status', 'c.error'])
      .select((eb) =>
        eb
          .selectFrom('filePages as p')
          .whereRef('p.fileId', '=', 'c.fileId')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('pageCount'),
      )
      .where('c.fileId', '=', fileId)
      .executeTakeFirst();
    return row ? { status: row.status, error: row.error, pageCount: row.pageCount ?? 0 } : null;
  }

  async page(fileId: string, pageNumber: number): Promise<StoredPage | null> {
    const row = await this.db
      .selectFrom('filePages')
      .select(['storageKey', 'contentType'])
      .where('fileId', '=', fileId)
      .where('pageNumber', '=', pageNumber)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The oldest pending document nobody holds, now held by the caller for `leaseMs`. */
  async claim(leaseMs: number): Promise<ClaimedDocument | null> {
    for (;;) {
      const claimed = await this.db
        .updateTable('fileConversions')
        .set({
          claimedUntil: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`,
          attempts: sql<number>`attempts + 1`,
          updatedAt: sql`now()`,
        })
        .where('fileId', '=', (eb) =>
          eb
            .selectFrom('fileConversions')
            .select('fileId')
            .where('status', '=', 'pending')
            .where((w) => w.or([w('claimedUntil', 'is', null), w('claimedUntil', '<', sql<Date>`now()`)]))
            .orderBy('createdAt')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['fileId', 'attempts'])
        .executeTakeFirst();
      if (!claimed) return null;
      const file = await this.db
        .selectFrom('files')
        .select(['tenantId', 'fileType', 'storageKey', 'contentType', 'sha256'])
        .where('id', '=', claimed.fileId)
        .executeTakeFirst();
      // Otherwise deleted this moment, taking its conversion along: try the next one.
      if (file) return { ...file, ...claimed };
    }
  }

  /** Records the pages unless the document was deleted, or converted elsewhere, meanwhile; false then. */
  async finish(fileId: string, pages: readonly HashedPage[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('fileConversions')
        .set({ status: 'done', error: null, claimedUntil: null, updatedAt: sql`now()` })
        .where('fileId', '=', fileId)
        .where('status', '=', 'pending')
        .returning('fileId')
        .executeTakeFirst();
      if (!done) return false;
      await trx
        .insertInto('filePages')
        .values(pages.map((page, i) => ({ fileId, pageNumber: i + 1, ...page })))
        .execute();
      return true;
    });
  }

  async fail(fileId: string, error: string): Promise<void> {
    await this.db
      .updateTable('fileConversions')
      .set({ status: 'failed', error, claimedUntil: null, updatedAt: sql`now()` })
      .where('fileId', '=', fileId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Gives a document back to the queue at once; being stopped is not the document's fault, so the attempt does not count. */
  async release(fileId: string): Promise<void> {
    await this.db
      .updateTable('fileConversions')
      .set({ claimedUntil: null, attempts: sql<number>`greatest(attempts - 1, 0)` })
      .where('fileId', '=', fileId)
      .where('status', '=', 'pending')
      .execute();
  }
}
