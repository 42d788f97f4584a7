import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../../schemas/file';
import { fallbackHash, planChunks, uploadIdentifier, uploadInChunks, type Chunk } from './chunkedUpload';

const MB = 1024 * 1024;

describe('planning the chunks', () => {
  it('cuts a file into 10485760-byte chunks with a shorter last one', () => {
    const plan = planChunks(25 * MB);
    expect(CHUNK_SIZE).toBe(10_485_760);
    expect(plan.total).toBe(3);
    expect(plan.chunks.map((c) => [c.start, c.end])).toEqual([
      [0, CHUNK_SIZE],
      [CHUNK_SIZE, 2 * CHUNK_SIZE],
      [2 * CHUNK_SIZE, 25 * MB],
    ]);
    expect(plan.chunks.at(-1)?.end).toBe(25 * MB);
    expect(25 * MB - 2 * CHUNK_SIZE).toBe(5 * MB);
  });

  it('has one chunk for a small file and no short chunk for an exact multiple', () => {
    expect(planChunks(1).chunks).toEqual([{ index: 0, start: 0, end: 1 }]);
    const exact = planChunks(2 * CHUNK_SIZE);
    expect(exact.total).toBe(2);
    expect(exact.chunks[1]).toEqual({ index: 1, start: CHUNK_SIZE, end: 2 * CHUNK_SIZE });
  });

  it('leaves out the chunks the server holds, ignoring indexes it cannot have', () => {
    const plan = planChunks(35 * MB, [0, 2, 9]);
    expect(plan.total).toBe(4);
    expect(plan.pending.map((c) => c.index)).toEqual([1, 3]);
    expect(planChunks(35 * MB, [0, 1, 2, 3]).pending).toEqual([]);
  });
});

describe('the upload identifier', () => {
  const file = { name: 'clip.mp4', size: 26_214_400, lastModified: 1_790_000_000_000 };

  it('is the SHA-256 of the agent and the file, the same each time', async () => {
    const first = await uploadIdentifier(file, 'agent-1', webcrypto.subtle as SubtleCrypto);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await uploadIdentifier(file, 'agent-1', webcrypto.subtle as SubtleCrypto)).toBe(first);
    expect(await uploadIdentifier(file, 'agent-2', webcrypto.subtle as SubtleCrypto)).not.toBe(first);
    expect(
      await uploadIdentifier(
        { ...file, lastModified: file.lastModified + 1 },
        'agent-1',
        webcrypto.subtle as SubtleCrypto,
      ),
    ).not.toBe(first);
  });

  it('falls back to a simple hash the server accepts where WebCrypto is missing', async () => {
    const fallback = await uploadIdentifier(file, 'agent-1', null);
    expect(fallback).toMatch(/^fnv-[0-9a-f]{16}$/);
    expect(fallback).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(fallbackHash('a')).not.toBe(fallbackHash('b'));
    expect(await uploadIdentifier(file, 'agent-1', null)).toBe(fallback);
  });
});

describe('uploading in chunks', () => {
  const size = 25 * MB;
  const noPause = async () => undefined;

  it('sends only what the server lacks, reports progress from what it holds, then merges', async () => {
    const sent: number[] = [];
    const progress: number[] = [];
    const calls: string[] = [];
    const result = await uploadInChunks({
      size,
      held: async () => [0],
      send: async (chunk: Chunk, total) => {
        expect(total).toBe(3);
        sent.push(chunk.index);
        calls.push(`send ${chunk.index}`);
      },
      merge: async () => {
        calls.push('merge');
      },
      onProgress: (bytes) => progress.push(bytes),
      pause: noPause,
    });
    expect(result.sent).toBe(2);
    expect(sent).toEqual([1, 2]);
    expect(calls.at(-1)).toBe('merge');
    expect(progress).toEqual([CHUNK_SIZE, 2 * CHUNK_SIZE, size]);
  });

  it('cuts smaller chunks when asked, so a picture of a few MB shows its progress step by step', async () => {
    const progress: number[] = [];
    const result = await uploadInChunks({
      size: 2.5 * MB,
      chunkSize: MB,
      held: async () => [],
      send: async () => undefined,
      merge: async () => undefined,
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(result.sent).toBe(3);
    expect(progress).toEqual([0, MB, 2 * MB, 2.5 * MB]);
  });

  it('retries a failing chunk three times, then stops with its failure and never merges', async () => {
    let tries = 0;
    let merged = false;
    const upload = uploadInChunks({
      size,
      held: async () => [],
      send: async (chunk) => {
        if (chunk.index === 1) {
          tries += 1;
          throw new Error('分片上传失败');
        }
      },
      merge: async () => {
        merged = true;
      },
      pause: noPause,
    });
    await expect(upload).rejects.toThrow('分片上传失败');
    expect(tries).toBe(4);
    expect(merged).toBe(false);
  });

  it('carries on when a retry succeeds', async () => {
    let failures = 1;
    const waits: number[] = [];
    const result = await uploadInChunks({
      size,
      held: async () => [],
      send: async () => {
        if (failures-- > 0) throw new Error('网络异常，请稍后重试');
      },
      merge: async () => undefined,
      pause: async (attempt) => {
        waits.push(attempt);
      },
    });
    expect(result.sent).toBe(3);
    expect(waits).toEqual([1]);
  });

  it('does not retry once cancelled', async () => {
    const controller = new AbortController();
    let tries = 0;
    const upload = uploadInChunks({
      size,
      signal: controller.signal,
      held: async () => [],
      send: async () => {
        tries += 1;
        controller.abort();
        throw new Error('aborted');
      },
      merge: async () => undefined,
      pause: noPause,
    });
    await expect(upload).rejects.toThrow('aborted');
    expect(tries).toBe(1);
  });

  it('fails when the merge is refused', async () => {
    await expect(
      uploadInChunks({
        size: 1,
        held: async () => [],
        send: async () => undefined,
        merge: async () => Promise.reject(new Error('视频分片不完整')),
        pause: noPause,
      }),
    ).rejects.toThrow('视频分片不完整');
  });
});
