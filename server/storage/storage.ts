import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live: a directory on this machine or an S3-compatible bucket.
 * Keys are always made by the server (see objectKey), never taken from a client's file name.
 * Chunked uploads keep each chunk under its own key and are merged by streaming the chunks, in
 * order, into a new key with put(); so no driver needs an append or compose operation.
 */
export interface Storage {
  /** Writes the whole object; a reader never sees a half-written one. Overwrites an existing key. */
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  /**
   * The object's bytes, or only those from `range.start` to `range.end` (both included, within the
   * object); throws StorageNotFoundError when there is no such key.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

/** Byte offsets of a part of an object, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
  }
}

export class StorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key ${JSON.stringify(key)}`);
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)?(?:\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)?)*$/;

/** Accepts only slash-separated segments of letters, digits, '-' and '_' with an optional extension: no '..', no absolute path. */
export function assertKey(key: string): string {
  if (key.length > 512 || !KEY_PATTERN.test(key) || path.posix.normalize(key) !== key) throw new StorageKeyError(key);
  return key;
}

/** A fresh key under a prefix: a uuid plus the (already checked) extension. */
export function objectKey(prefix: string, extension: string): string {
  const ext = extension.toLowerCase();
  return assertKey(`${prefix}/${randomUUID()}${ext ? `.${ext}` : ''}`);
}
