import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrCode } from '../../../src/schemas/api';
import {
  CHUNK_SIZE,
  filePaths,
  fileTexts,
  videoChunkFieldsSchema,
  videoMergeQuerySchema,
  videoUploadQuerySchema,
  type VideoChunkFields,
  type VideoMergeQuery,
  type VideoUploadQuery,
  type VideoUploadStatus,
} from '../../../src/schemas/file';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { AppError, conflict, invalid, ok } from '../../plugins/envelope';
import { resolveOwnership } from '../../services/contentAccess';
import { contentTypeOf, defaultNameOf, extensionOf, isMp4Head } from '../../services/fileContent';
import type { VideoUploadService } from '../../services/videoUploads';
import { concatObjects, objectKey, type Storage } from '../../storage';
import { fieldValidator, receiveToBuffer } from './multipart';

/** Chunks of an upload nobody touched for this long are removed. */
const STALE_UPLOAD_MS = 24 * 3_600_000;
/** Enough of the first bytes for the file type to be recognised. */
const HEAD_BYTES = 4100;

const chunkFields = fieldValidator<VideoChunkFields>(videoChunkFieldsSchema);
const chunkKey = (uploadId: string, index: number) => `chunks/${uploadId}/${index}`;

async function readHead(storage: Storage, key: string): Promise<Buffer> {
  const stream = await storage.get(key);
  const pieces: Buffer[] = [];
  let length = 0;
  for await (const piece of stream) {
    pieces.push(piece as Buffer);
    length += (piece as Buffer).length;
    if (length >= HEAD_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(pieces).subarray(0, HEAD_BYTES);
}

async function removeChunks(storage: Storage, uploadId: string, indexes: readonly number[], log: FastifyBaseLogger) {
  for (const index of indexes) {
    await storage.remove(chunkKey(uploadId, index)).catch((err: unknown) => log.error({ err, uploadId, index }, 'chunk not removed'));
  }
}

/**
 * Video upload in chunks (spec 1 §4, spec 2 §3): each chunk is stored under its own key; the merge
 * streams them in order into one object. Uploads are kept per agent, so an identifier never reaches
 * another agent's chunks.
 */
export function videoRoutes(app: FastifyInstance, ctx: AppContext, uploads: VideoUploadService): void {
  /** Done when an upload starts or resumes; cheap, as the look-up is by an index on updated_at. */
  const sweepStaleUploads = async (log: FastifyBaseLogger) => {
    const before = new Date(Date.now() - STALE_UPLOAD_MS);
    for (const upload of await uploads.staleUploads(before)) {
      if (await uploads.deleteUpload(upload.id, before)) await removeChunks(ctx.storage, upload.id, upload.chunkIndexes, log);
    }
  };

  app.post(filePaths.videoChunk, async (request) => {
    const session = auth(request);
    const received = await receiveToBuffer(request, CHUNK_SIZE);
    const fields = chunkFields(received.fields);
    const chunk = received.file;
    if (!chunk) throw invalid({ file: fileTexts.fileRequired });
    if (chunk.tooLarge) throw invalid({ file: fileTexts.chunkTooLarge });
    if (chunk.size === 0) throw invalid({ file: fileTexts.emptyFile });
    if (extensionOf(fields.name) !== 'mp4') throw invalid({ file: fileTexts.mp4Only });
    if (fields.index >= fields.total) throw invalid({ index: '分片序号不正确' });
    if (fields.total * CHUNK_SIZE < fields.size) throw invalid({ total: '分片总数不正确' });
    if (fields.index === 0 && !(await isMp4Head(chunk.buffer.subarray(0, HEAD_BYTES)))) throw invalid({ file: fileTexts.mp4Only });
    if (fields.index === 0) await sweepStaleUploads(request.log);

    const upload = await uploads.openUpload(session.agentId, fields.identifier, { fileName: fields.name, total: fields.total, size: fields.size });
    if (upload.total !== fields.total || Number(upload.size) !== fields.size) throw conflict(fileTexts.chunkMismatch);
    if (upload.merging) throw conflict(fileTexts.merging);
    await ctx.storage.put(chunkKey(upload.id, fields.index), chunk.buffer);
    await uploads.recordChunk(upload.id, fields.index, chunk.size);
    const uploaded = (await uploads.chunks(upload.id)).map((c) => c.chunkIndex);
    return ok({ identifier: fields.identifier, index: fields.index, total: upload.total, uploaded });
  });

  app.get<{ Querystring: VideoUploadQuery }>(filePaths.videoChunk, { schema: { querystring: videoUploadQuerySchema } }, async (request) => {
    const session = auth(request);
    await sweepStaleUploads(request.log);
    const upload = await uploads.upload(session.agentId, request.query.identifier);
    const status: VideoUploadStatus = upload
      ? { identifier: request.query.identifier, total: upload.total, size: Number(upload.size), uploaded: (await uploads.chunks(upload.id)).map((c) => c.chunkIndex) }
      : { identifier: request.query.identifier, total: null, size: null, uploaded: [] };
    return ok(status);
  });

  app.get<{ Querystring: VideoMergeQuery }>(filePaths.videoMerge, { schema: { querystring: videoMergeQuerySchema } }, async (request) => {
    const session = auth(request);
    const q = request.query;
    const upload = await uploads.upload(session.agentId, q.identifier);
    if (!upload) throw invalid({ identifier: fileTexts.uploadNotFound });
    if (extensionOf(upload.fileName) !== 'mp4') throw invalid({ file: fileTexts.mp4Only });
    const chunks = await uploads.chunks(upload.id);
    const held = new Set(chunks.map((c) => c.chunkIndex));
    const missing = Array.from({ length: upload.total }, (_, i) => i).filter((i) => !held.has(i));
    if (missing.length > 0) {
      const text = fileTexts.chunksMissing(missing);
      throw new AppError(ErrCode.invalid, text, { fields: { file: text }, missing });
    }
    const totalSize = chunks.reduce((sum, c) => sum + c.size, 0);
    if (totalSize !== Number(upload.size)) throw invalid({ file: fileTexts.sizeMismatch });
    const name = q.name?.trim() || defaultNameOf(upload.fileName);
    if (!name) throw invalid({ name: '请输入视频名称' });
    const owner = await resolveOwnership(ctx.db, scopeOf(session), q, fileTexts.orgRequired);
    if (!(await uploads.claimMerge(upload.id))) throw conflict(fileTexts.merging);

    const keys = chunks.map((c) => chunkKey(upload.id, c.chunkIndex));
    let storageKey: string | null = null;
    try {
      const first = keys[0];
      if (first === undefined || !(await isMp4Head(await readHead(ctx.storage, first)))) throw invalid({ file: fileTexts.mp4Only });
      const hash = createHash('sha256');
      let size = 0;
      const merged = concatObjects(ctx.storage, keys);
      async function* hashed() {
        for await (const piece of merged) {
          hash.update(piece as Buffer);
          size += (piece as Buffer).length;
          yield piece as Buffer;
        }
      }
      storageKey = objectKey(`tenants/${owner.tenantId}`, 'mp4');
      await ctx.storage.put(storageKey, Readable.from(hashed()), contentTypeOf('mp4'));
      if (size !== Number(upload.size)) throw invalid({ file: fileTexts.sizeMismatch });
      const record = await uploads.completeMerge(upload.id, {
        ...owner,
        name,
        type: 'video',
        fileType: 'mp4',
        storageKey,
        size,
        sha256: hash.digest('hex'),
        contentType: contentTypeOf('mp4'),
        identifier: q.identifier,
      });
      await removeChunks(
        ctx.storage,
        upload.id,
        chunks.map((c) => c.chunkIndex),
        request.log,
      );
      return ok(record, fileTexts.uploaded);
    } catch (err) {
      if (storageKey) await ctx.storage.remove(storageKey).catch((cause: unknown) => request.log.error({ err: cause }, 'merged video not removed'));
      await uploads.releaseMerge(upload.id);
      throw err;
    }
  });
}
