import { request } from '../../dataProvider/httpClient';
import type { VideoUploadStatus } from '../../schemas/file';
import { uploadInChunks } from './chunkedUpload';

interface ChunkedSend<T> {
  file: File;
  identifier: string;
  /** Where chunks are asked about (GET) and sent (POST, multipart). */
  chunkPath: string;
  chunkSize?: number;
  signal: AbortSignal;
  /** Joins the chunks once all are held, answering what the server made of them. */
  merge(): Promise<T>;
  onProgress(percent: number): void;
}

/** Sends a file over the chunk protocol of the file API: what the server lacks, each chunk retried, then the merge. */
export async function sendInChunks<T>({
  file,
  identifier,
  chunkPath,
  chunkSize,
  signal,
  merge,
  onProgress,
}: ChunkedSend<T>): Promise<T> {
  let merged: T | undefined;
  await uploadInChunks({
    size: file.size,
    signal,
    chunkSize,
    held: async () =>
      (await request<VideoUploadStatus>('GET', chunkPath, { query: { identifier }, quiet: true, signal })).uploaded,
    send: async (chunk, total) => {
      const body = new FormData();
      const fields = { identifier, index: chunk.index, total, size: file.size, name: file.name };
      for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
      body.append('file', file.slice(chunk.start, chunk.end), file.name);
      await request('POST', chunkPath, { body, quiet: true, signal });
    },
    merge: async () => {
      merged = await merge();
    },
    onProgress: (bytes) => onProgress(Math.floor((bytes * 100) / file.size)),
  });
  return merged as T;
}
