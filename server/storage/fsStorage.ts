import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, rmdir, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, StorageKeyError, StorageNotFoundError, type ByteRange, type Storage } from './storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Objects as files under one root directory (DATA_DIR/files); directories follow the key's segments. */
export class FsStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, assertKey(key));
    if (!full.startsWith(this.root + path.sep)) throw new StorageKeyError(key);
    return full;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    // Written beside the target and renamed into place, so a reader sees the old object or the whole new one.
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    const handle = await this.create(partial);
    try {
      if (Buffer.isBuffer(body)) {
        await handle.writeFile(body);
        await handle.close();
      } else {
        await pipeline(body, handle.createWriteStream());
      }
      await rename(partial, target);
    } catch (err) {
      await handle.close().catch(() => undefined);
      await rm(partial, { force: true });
      throw err;
    }
  }

  /** Opens a new file, making its directory; retried because remove() may prune that directory meanwhile. */
  private async create(file: string): Promise<FileHandle> {
    for (let attempt = 1; ; attempt += 1) {
      await mkdir(path.dirname(file), { recursive: true });
      try {
        return await open(file, 'wx');
      } catch (err) {
        if (!isMissing(err) || attempt >= 3) throw err;
      }
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    const target = this.pathOf(key);
    await rm(target, { force: true });
    // Chunk directories empty out as their chunks go; drop them, never the root.
    let dir = path.dirname(target);
    while (dir.startsWith(this.root + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }
}
