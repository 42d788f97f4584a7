import { sql, type Kysely } from 'kysely';
import type { FileRecord } from '../../src/schemas/file';
import { MAX_OPEN_UPLOAD_BYTES_PER_AGENT, MAX_OPEN_UPLOADS_PER_AGENT, storageTexts } from '../../src/schemas/storage';
import type { Clock } from '../clock';
import type { DB } from '../db/types';
import { conflict } from '../plugins/envelope';
import { fileRecord, type NewFile } from './files';
import type { StorageQuota } from './storageQuota';

/** Whose an upload is: the agent, and the tenant whose storage it takes (none for a platform account). */
export interface UploadOwner {
  agentId: string;
  tenantId: string | null;
}

/**
 * SQL of uploads still in chunks: one row per (agent, identifier), one row per stored chunk. Rows are
 * stamped with the app's clock, by which the sweep measures an upload left behind.
 */
export class VideoUploadService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly quota: StorageQuota,
  ) {}

  async upload(agentId: string, identifier: string) {
    return this.db
      .selectFrom('fileUploads')
      .select(['id', 'fileName', 'total', 'size', 'merging', 'updatedAt'])
      .where('agentId', '=', agentId)
      .where('identifier', '=', identifier)
      .executeTakeFirst();
  }

  /**
   * The agent's upload under this identifier, touched so it is not taken for stale; made on its first
   * chunk if the agent's open uploads and the tenant's quota leave room for its declared size. The
   * tenant's row (the agent's for a platform account) is held meanwhile, so concurrent first chunks are
   * counted one after the other.
   */
  async openUpload(owner: UploadOwner, identifier: string, details: { fileName: string; total: number; size: number }) {
    const now = this.clock.now();
    const touched = await this.db
      .updateTable('fileUploads')
      .set({ updatedAt: now })
      .where('agentId', '=', owner.agentId)
      .where('identifier', '=', identifier)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) {
      await this.db.transaction().execute(async (trx) => {
        if (owner.tenantId) await this.quota.lockTenant(trx, owner.tenantId);
        else await trx.selectFrom('agents').select('id').where('id', '=', owner.agentId).forUpdate().executeTakeFirst();
        const open = await trx
          .selectFrom('fileUploads')
          .select([sql<string>`count(*)`.as('uploads'), sql<string | null>`sum(size)`.as('bytes')])
          .where('agentId', '=', owner.agentId)
          .executeTakeFirstOrThrow();
        if (Number(open.uploads) >= MAX_OPEN_UPLOADS_PER_AGENT) throw conflict(storageTexts.tooManyOpenUploads);
        if (Number(open.bytes ?? 0) + details.size > MAX_OPEN_UPLOAD_BYTES_PER_AGENT)
          throw conflict(storageTexts.openBytesExceeded);
        if (owner.tenantId) await this.quota.assertRoom(trx, owner.tenantId, details.size);
        await trx
          .insertInto('fileUploads')
          .values({ agentId: owner.agentId, identifier, ...details, createdAt: now, updatedAt: now })
          .onConflict((oc) => oc.columns(['agentId', 'identifier']).doUpdateSet({ updatedAt: now }))
          .execute();
      });
    }
    const upload = await this.upload(owner.agentId, identifier);
    if (!upload) throw new Error('upload vanished');
    return upload;
  }

  async recordChunk(uploadId: string, chunkIndex: number, size: number): Promise<void> {
    await this.db
      .insertInto('fileUploadChunks')
      .values({ uploadId, chunkIndex, size })
      .onConflict((oc) => oc.columns(['uploadId', 'chunkIndex']).doUpdateSet({ size }))
      .execute();
  }

  async chunks(uploadId: string): Promise<{ chunkIndex: number; size: number }[]> {
    return this.db
      .selectFrom('fileUploadChunks')
      .select(['chunkIndex', 'size'])
      .where('uploadId', '=', uploadId)
      .orderBy('chunkIndex')
      .execute();
  }

  /** Marks the upload as merging; false when another merge holds it. */
  async claimMerge(uploadId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('fileUploads')
      .set({ merging: true, updatedAt: this.clock.now() })
      .where('id', '=', uploadId)
      .where('merging', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async releaseMerge(uploadId: string): Promise<void> {
    await this.db.updateTable('fileUploads').set({ merging: false }).where('id', '=', uploadId).execute();
  }

  /** The merged file's record and the end of its upload, together, if the owning tenant has room for it. */
  async completeMerge(uploadId: string, file: NewFile): Promise<FileRecord> {
    const id = await this.db.transaction().execute(async (trx) => {
      await this.quota.assertRoom(trx, file.tenantId, Number(file.size), uploadId);
      const row = await trx.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow();
      await trx.deleteFrom('fileUploads').where('id', '=', uploadId).execute();
      return row.id;
    });
    return fileRecord(this.db, id);
  }

  /** Uploads untouched since `before`, with the chunks they hold. */
  async staleUploads(before: Date): Promise<{ id: string; chunkIndexes: number[] }[]> {
    const rows = await this.db
      .selectFrom('fileUploads as u')
      .leftJoin('fileUploadChunks as c', 'c.uploadId', 'u.id')
      .select(['u.id', 'c.chunkIndex'])
      .where('u.updatedAt', '<', before)
      .execute();
    const byUpload = new Map<string, number[]>();
    for (const row of rows) {
      const list = byUpload.get(row.id) ?? [];
      if (row.chunkIndex !== null) list.push(row.chunkIndex);
      byUpload.set(row.id, list);
    }
    return [...byUpload].map(([id, chunkIndexes]) => ({ id, chunkIndexes }));
  }

  async deleteUpload(uploadId: string, before?: Date): Promise<boolean> {
    let query = this.db.deleteFrom('fileUploads').where('id', '=', uploadId);
    if (before) query = query.where('updatedAt', '<', before);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
