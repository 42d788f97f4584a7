import { sql, type Kysely } from 'kysely';
import { storageTexts, type StorageUsage } from '../../src/schemas/storage';
import { GB } from '../config/storage';
import type { DB } from '../db/types';
import { conflict } from '../plugins/envelope';

/** Stored bytes of every table that records a tenant's files, summed through its (tenant_id, size) index. */
const STORED_TABLES = ['files', 'materialImages', 'templateBackgrounds', 'roomRecordings'] as const;

/**
 * A tenant's storage against its quota (its own, set by the platform admin, else TENANT_STORAGE_QUOTA_GB): the files it keeps plus its agents'
 * unfinished uploads, each counted at its declared size, so an upload holds its room from its first
 * chunk. A write that adds bytes checks inside a transaction that holds the tenant's row, so two uploads
 * of one tenant are counted one after the other and cannot pass the quota together.
 */
export class StorageQuota {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly defaultQuotaBytes: number,
  ) {}

  /** The tenant's quota in bytes; read through `db` when a transaction already holds the tenant's row. */
  async quotaOf(tenantId: string, db: Kysely<DB> = this.db): Promise<number> {
    const row = await db.selectFrom('tenants').select('storageQuotaGb').where('id', '=', tenantId).executeTakeFirst();
    return row?.storageQuotaGb ? row.storageQuotaGb * GB : this.defaultQuotaBytes;
  }

  async usage(tenantId: string): Promise<StorageUsage> {
    return { used: await this.used(this.db, tenantId), quota: await this.quotaOf(tenantId) };
  }

  /** The tenant's stored bytes; an upload named by `exceptUploadId` is left out (it is becoming a file). */
  async used(db: Kysely<DB>, tenantId: string, exceptUploadId?: string): Promise<number> {
    let total = 0;
    for (const table of STORED_TABLES) {
      const row = await db
        .selectFrom(table)
        .select(sql<string | null>`sum(size)`.as('bytes'))
        .where('tenantId', '=', tenantId)
        .executeTakeFirst();
      total += Number(row?.bytes ?? 0);
    }
    let open = db
      .selectFrom('fileUploads as u')
      .innerJoin('agents as a', 'a.id', 'u.agentId')
      .select(sql<string | null>`sum(u.size)`.as('bytes'))
      .where('a.tenantId', '=', tenantId);
    if (exceptUploadId) open = open.where('u.id', '<>', exceptUploadId);
    return total + Number((await open.executeTakeFirst())?.bytes ?? 0);
  }

  /** Refuses `bytes` more than the tenant's quota leaves, before anything is stored (write through `within`). */
  async ensureRoom(tenantId: string, bytes: number): Promise<void> {
    if ((await this.used(this.db, tenantId)) + bytes > (await this.quotaOf(tenantId)))
      throw conflict(storageTexts.quotaExceeded);
  }

  /** Records `bytes` more of the tenant's by `write`, in a transaction that refuses them past the quota. */
  async within<T>(tenantId: string, bytes: number, write: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await this.assertRoom(trx, tenantId, bytes);
      return write(trx);
    });
  }

  /** Inside a transaction: holds the tenant's row till it ends. */
  async lockTenant(trx: Kysely<DB>, tenantId: string): Promise<void> {
    await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().executeTakeFirst();
  }

  /** Inside a transaction: holds the tenant's row, then refuses `bytes` more than its quota leaves. */
  async assertRoom(trx: Kysely<DB>, tenantId: string, bytes: number, exceptUploadId?: string): Promise<void> {
    await this.lockTenant(trx, tenantId);
    if ((await this.used(trx, tenantId, exceptUploadId)) + bytes > (await this.quotaOf(tenantId, trx)))
      throw conflict(storageTexts.quotaExceeded);
  }
}
