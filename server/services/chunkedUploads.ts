import type { FastifyBaseLogger } from 'fastify';
import { ErrCode } from '../../src/schemas/api';
import { fileTexts, type VideoChunkFields, type VideoUploadStatus } from '../../src/schemas/file';
import { storageTexts } from '../../src/schemas/storage';
import { AppError, conflict, invalid } from '../plugins/envelope';
import { concatObjects, type Storage } from '../storage';
import type { UploadOwner, VideoUploadService } from './videoUploads';

/** Chunks of an upload nobody touched for this long are removed (by the sweep the composition root runs). */
const STALE_UPLOAD_MS = 30 * 60_000;
/** Enough of the first bytes for the file type to be recognised. */
const HEAD_BYTES = 4100;

const chunkKey = (uploadId: string, index: number) => `chunks/${uploadId}/${index}`;

/** What each chunk must pass before anything is kept (the file's type and declared size); `head` is the file's first bytes, given with the first chunk only. */
export type ChunkCheck = (fields: VideoChunkFields, head: Buffer | null) => Promise<void>;

/** An upload whose chunks are all held: its record and its chunks' keys in order. */
export interface CompleteUpload {
  upload: { id: string; fileName: string; total: number; size: string | number | bigint };
  keys: string[];
  indexes: number[];
}

/** The size chunk `index` of a file of `size` bytes has: the chunk size, the last one the remainder. */
const expectedChunkSize = (fields: VideoChunkFields, chunkSize: number) =>
  fields.index < fields.total - 1 ? chunkSize : fields.size - (fields.total - 1) * chunkSize;

/**
 * The chunk protocol of uploads (spec 1 §4, spec 2 §3): each chunk stored under its own key, an upload
 * kept per agent (an identifier never reaches another agent's chunks), resumed by asking which chunks are
 * held, and complete once every chunk of the declared size is. What the merged file becomes is the caller's.
 */
export class ChunkedUploads {
  constructor(
    private readonly storage: Storage,
    readonly uploads: VideoUploadService,
    /** Every chunk but the last has exactly this size (each route's client sends its own). */
    readonly chunkSize: number,
  ) {}

  /** Removes uploads left untouched; cheap, as the look-up is by an index on updated_at. */
  async sweepStale(now: Date, log: FastifyBaseLogger): Promise<void> {
    const before = new Date(now.getTime() - STALE_UPLOAD_MS);
    for (const upload of await this.uploads.staleUploads(before)) {
      if (await this.uploads.deleteUpload(upload.id, before))
        await this.removeChunks(upload.id, upload.chunkIndexes, log);
    }
  }

  /**
   * Stores one chunk received with its fields; answers the chunks held. The declared size decides the
   * number of chunks and each one's size, so what an upload may store is the size the route's check
   * allowed; a new upload must also fit the agent's and the tenant's limits.
   */
  async store(
    owner: UploadOwner,
    fields: VideoChunkFields,
    chunk: { buffer: Buffer; size: number; tooLarge: boolean },
    check: ChunkCheck,
  ) {
    if (chunk.tooLarge) throw invalid({ file: fileTexts.chunkTooLarge });
    if (chunk.size === 0) throw invalid({ file: fileTexts.emptyFile });
    await check(fields, fields.index === 0 ? chunk.buffer.subarray(0, HEAD_BYTES) : null);
    if (fields.index >= fields.total) throw invalid({ index: '分片序号不正确' });
    if (fields.total !== Math.ceil(fields.size / this.chunkSize)) throw invalid({ total: storageTexts.totalMismatch });
    if (chunk.size !== expectedChunkSize(fields, this.chunkSize)) throw invalid({ file: storageTexts.chunkSizeWrong });
    const upload = await this.uploads.openUpload(owner, fields.identifier, {
      fileName: fields.name,
      total: fields.total,
      size: fields.size,
    });
    if (upload.total !== fields.total || Number(upload.size) !== fields.size) throw conflict(fileTexts.chunkMismatch);
    if (upload.merging) throw conflict(fileTexts.merging);
    await this.storage.put(chunkKey(upload.id, fields.index), chunk.buffer);
    await this.uploads.recordChunk(upload.id, fields.index, chunk.size);
    const uploaded = (await this.uploads.chunks(upload.id)).map((c) => c.chunkIndex);
    return { identifier: fields.identifier, index: fields.index, total: upload.total, uploaded };
  }

  /** Which chunks of the agent's upload the server holds, so an interrupted upload resumes. */
  async status(agentId: string, identifier: string): Promise<VideoUploadStatus> {
    const upload = await this.uploads.upload(agentId, identifier);
    return upload
      ? {
          identifier,
          total: upload.total,
          size: Number(upload.size),
          uploaded: (await this.uploads.chunks(upload.id)).map((c) => c.chunkIndex),
        }
      : { identifier, total: null, size: null, uploaded: [] };
  }

  /** The agent's upload, refused unless every chunk is held and their sizes add up to the declared size. */
  async complete(agentId: string, identifier: string): Promise<CompleteUpload> {
    const upload = await this.uploads.upload(agentId, identifier);
    if (!upload) throw invalid({ identifier: fileTexts.uploadNotFound });
    const chunks = await this.uploads.chunks(upload.id);
    const held = new Set(chunks.map((c) => c.chunkIndex));
    const missing = Array.from({ length: upload.total }, (_, i) => i).filter((i) => !held.has(i));
    if (missing.length > 0) {
      const text = fileTexts.chunksMissing(missing);
      throw new AppError(ErrCode.invalid, text, { fields: { file: text }, missing });
    }
    if (chunks.reduce((sum, c) => sum + c.size, 0) !== Number(upload.size))
      throw invalid({ file: fileTexts.sizeMismatch });
    const indexes = chunks.map((c) => c.chunkIndex);
    return { upload, keys: indexes.map((index) => chunkKey(upload.id, index)), indexes };
  }

  /** The first bytes of a stored chunk. */
  async head(key: string): Promise<Buffer> {
    const stream = await this.storage.get(key);
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

  /** The chunks one after another, as one stream. */
  merged(complete: CompleteUpload) {
    return concatObjects(this.storage, complete.keys);
  }

  async removeChunks(uploadId: string, indexes: readonly number[], log: FastifyBaseLogger): Promise<void> {
    for (const index of indexes) {
      await this.storage
        .remove(chunkKey(uploadId, index))
        .catch((err: unknown) => log.error({ err, uploadId, index }, 'chunk not removed'));
    }
  }
}
