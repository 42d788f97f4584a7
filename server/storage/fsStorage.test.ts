import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FsStorage } from './fsStorage';
import { concatObjects, objectKey, StorageKeyError, StorageNotFoundError } from './index';

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('FsStorage', () => {
  let base = '';
  let root = '';
  let storage: FsStorage;
  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'fs-storage-'));
    root = path.join(base, 'files');
    storage = new FsStorage(root);
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('stores, reads, sizes and removes an object', async () => {
    await storage.put('files/t1/a.pdf', Buffer.from('%PDF-1.4 hello'));
    expect(await storage.stat('files/t1/a.pdf')).toEqual({ size: 14 });
    expect((await readAll(await storage.get('files/t1/a.pdf'))).toString()).toBe('%PDF-1.4 hello');
    expect(await readFile(path.join(root, 'files/t1/a.pdf'), 'utf8')).toBe('%PDF-1.4 hello');
    await storage.remove('files/t1/a.pdf');
    expect(await storage.stat('files/t1/a.pdf')).toBeNull();
    await expect(storage.get('files/t1/a.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await readdir(root)).toEqual([]);
  });

  it('reads a part of an object, both ends included', async () => {
    await storage.put('v/clip.mp4', Buffer.from('0123456789'));
    expect((await readAll(await storage.get('v/clip.mp4', { start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await readAll(await storage.get('v/clip.mp4', { start: 9, end: 9 }))).toString()).toBe('9');
  });

  it('writes a stream and replaces an existing object whole', async () => {
    await storage.put('k/v.bin', Buffer.from('old'));
    await storage.put('k/v.bin', Readable.from([Buffer.from('new '), Buffer.from('bytes')]));
    expect((await readAll(await storage.get('k/v.bin'))).toString()).toBe('new bytes');
    expect(await readdir(path.join(root, 'k'))).toEqual(['v.bin']);
  });

  it('leaves nothing behind when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('k/broken.bin', failing)).rejects.toThrow('client went away');
    expect(await storage.stat('k/broken.bin')).toBeNull();
    expect(await readdir(path.join(root, 'k'))).toEqual([]);
  });

  it('does not mind removing what is not there', async () => {
    await expect(storage.remove('nothing/here.txt')).resolves.toBeUndefined();
    expect(await storage.stat('nothing/here.txt')).toBeNull();
  });

  it('refuses keys that could leave its directory', async () => {
    await writeFile(path.join(base, 'secret.txt'), 'secret');
    for (const key of [
      '../secret.txt',
      'files/../../secret.txt',
      '/etc/passwd',
      'a//b',
      'a\\..\\b',
      '',
      '.hidden',
      'a/./b',
      'a/b/',
    ]) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.remove(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(await readFile(path.join(base, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('makes keys of a uuid and the extension only', () => {
    const key = objectKey('files/tenant-1', 'PDF');
    expect(key).toMatch(/^files\/tenant-1\/[0-9a-f-]{36}\.pdf$/);
    expect(objectKey('files/x', 'pdf')).not.toBe(objectKey('files/x', 'pdf'));
    expect(() => objectKey('files/x', '../pdf')).toThrow(StorageKeyError);
  });

  it('streams several objects as one, in the order given', async () => {
    await storage.put('c/0', Buffer.from('first-'));
    await storage.put('c/1', Buffer.from('second-'));
    await storage.put('c/2', Buffer.from('third'));
    await storage.put('merged/all.txt', concatObjects(storage, ['c/0', 'c/1', 'c/2']));
    expect((await readAll(await storage.get('merged/all.txt'))).toString()).toBe('first-second-third');
    await expect(readAll(concatObjects(storage, ['c/0', 'c/9']))).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});
