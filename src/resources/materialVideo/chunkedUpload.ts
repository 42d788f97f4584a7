/**
 * Video upload in chunks (spec 1 §4 and §9, spec 2 §3): the file is cut into 10 MB chunks, the server
 * is asked which it already holds (so an interrupted upload resumes), the rest are sent one by one, each
 * retried a few times, and the upload is merged only when every chunk has been accepted.
 */
import { CHUNK_SIZE } from '../../schemas/file';

export interface Chunk {
  index: number;
  /** Byte offsets in the file, end excluded. */
  start: number;
  end: number;
}

interface ChunkPlan {
  total: number;
  chunks: Chunk[];
  /** The chunks the server does not hold yet, in order. */
  pending: Chunk[];
}

/** The chunks of a file of `size` bytes, and which of them remain when the server holds `uploaded`. */
export function planChunks(size: number, uploaded: Iterable<number> = [], chunkSize = CHUNK_SIZE): ChunkPlan {
  const total = Math.ceil(size / chunkSize);
  const chunks = Array.from({ length: total }, (_, index) => ({
    index,
    start: index * chunkSize,
    end: Math.min(size, (index + 1) * chunkSize),
  }));
  const held = new Set(uploaded);
  return { total, chunks, pending: chunks.filter((chunk) => !held.has(chunk.index)) };
}

interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
}

/** A short FNV-1a digest (two 32-bit lanes), for browsers without WebCrypto (plain http off localhost). */
export function fallbackHash(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const lane = (basis: number) => {
    let hash = basis >>> 0;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  };
  return `fnv-${lane(0x811c9dc5)}${lane(0x050c5d1f)}`;
}

/**
 * The upload's identifier: the same file of the same agent always gets the same one, so a second try
 * finds the chunks of the first. SHA-256 where WebCrypto exists.
 */
export async function uploadIdentifier(
  file: FileIdentity,
  agentId: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  const text = [agentId, file.name, file.size, file.lastModified].join('\n');
  if (!subtle) return fallbackHash(text);
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return fallbackHash(text);
  }
}

const CHUNK_RETRIES = 3;

const pauseBeforeRetry = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 400 * attempt));

interface ChunkedUpload {
  size: number;
  /** The chunk indexes the server already holds. */
  held(): Promise<number[]>;
  send(chunk: Chunk, total: number): Promise<void>;
  merge(): Promise<void>;
  onProgress?(sentBytes: number): void;
  signal?: AbortSignal;
  /** The size of a chunk; CHUNK_SIZE unless given. */
  chunkSize?: number;
  retries?: number;
  pause?(attempt: number): Promise<void>;
}

/** Sends what the server lacks, then merges; rejects with the last failure of a chunk that failed every try. */
export async function uploadInChunks(upload: ChunkedUpload): Promise<{ sent: number }> {
  const retries = upload.retries ?? CHUNK_RETRIES;
  const pause = upload.pause ?? pauseBeforeRetry;
  const plan = planChunks(upload.size, await upload.held(), upload.chunkSize);
  let done = plan.chunks
    .filter((chunk) => !plan.pending.includes(chunk))
    .reduce((sum, chunk) => sum + chunk.end - chunk.start, 0);
  upload.onProgress?.(done);
  for (const chunk of plan.pending) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await upload.send(chunk, plan.total);
        break;
      } catch (err) {
        if (upload.signal?.aborted || attempt >= retries) throw err;
        await pause(attempt + 1);
      }
    }
    done += chunk.end - chunk.start;
    upload.onProgress?.(done);
  }
  await upload.merge();
  return { sent: plan.pending.length };
}
