import { sql, type Kysely } from 'kysely';
import type { FileRecord } from '../../src/schemas/file';
import type { DB } from '../db/types';
import { fileRecord, type NewFile } from './files';

/** SQL of video uploads still in chunks: one row per (agent, identifier), one row per stored chunk. */
export class VideoUploadService {
  constructor(private readonly db: Kysely<DB>) {}

  async upload(agentId: string, identifier: string) {
    return this.db
      .selectFrom('fileUploads')
      .select(['id', 'fileName', 'total', 'size', 'merging', 'updatedAt'])
      .where('agentId', '=', agentId)
      .where('identifier', '=', identifier)
      .executeTakeFirst();
  }

  /** The agent's upload under this identifier, made on its first chunk; touched so it is not taken for stale. */
  async openUpload(agentId: string, identifier: string, details: { fileName: string; total: number; size: number }) {
    await this.db
      .insertInto('fileUploads')
      .values({ agentId, identifier, ...details })
      .onConflict((oc) => oc.columns(['agentId', 'identifier']).doUpdateSet({ updatedAt: sql`now()` }))
      .execute();
    const upload = await this.upload(agentId, identifier);
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
    return this.db.selectFrom('fileUploadChunks').select(['chunkIndex', 'size']).where('uploadId', '=', uploadId).orderBy('chunkIndex').execute();
  }

  /** Marks the upload as merging; false when another merge holds it. */
  async claimMerge(uploadId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('fileUploads')
      .set({ merging: true, updatedAt: sql`now()` })
      .where('id', '=', uploadId)
      .where('merging', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async releaseMerge(uploadId: string): Promise<void> {
    await this.db.updateTable('fileUploads').set({ merging: false }).where('id', '=', uploadId).execute();
  }

  /** The merged file's record and the end of its upload, together. */
  async completeMerge(uploadId: string, file: NewFile): Promise<FileRecord> {
    const id = await this.db.transaction().execute(async (trx) => {
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
