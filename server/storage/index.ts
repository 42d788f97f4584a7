import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config';
import { FsStorage } from './fsStorage';
import { S3Storage } from './s3Storage';
import type { Storage } from './storage';

export { assertKey, objectKey, StorageKeyError, StorageNotFoundError, type ByteRange, type Storage } from './storage';

/** The objects of `keys` one after another as one stream, opening each only when the previous one ends. */
export function concatObjects(storage: Storage, keys: readonly string[]): Readable {
  async function* chunks() {
    for (const key of keys) {
      const stream = await storage.get(key);
      for await (const chunk of stream) yield chunk as Buffer;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

export function createStorage(config: Config): Storage {
  if (config.storage === 's3') {
    if (!config.s3) throw new Error('STORAGE=s3 needs the S3_* settings');
    return new S3Storage(config.s3);
  }
  return new FsStorage(path.join(config.dataDir, 'files'));
}
