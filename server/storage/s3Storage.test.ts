import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKeyError, StorageNotFoundError } from './storage';
import { S3Storage } from './s3Storage';

const settings = { endpoint: 'http://127.0.0.1:9000', bucket: 'media', accessKey: 'ak', secretKey: 'sk' };

const s3Error = (name: string, status: number) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: status }, message: name });

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('S3Storage', () => {
  const s3 = mockClient(S3Client);
  let storage: S3Storage;
  beforeEach(() => {
    s3.reset();
    storage = new S3Storage(settings);
  });

  it('talks path-style to the configured endpoint and checksums only when required', async () => {
    const config = storage.client.config;
    expect(config.forcePathStyle).toBe(true);
    expect(await config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
    expect(await config.responseChecksumValidation()).toBe('WHEN_REQUIRED');
    const endpoint = await config.endpoint?.();
    expect(endpoint?.hostname).toBe('127.0.0.1');
    expect(endpoint?.port).toBe(9000);
  });

  it('puts a buffer as one object with its content type', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage.put('files/t/a.pdf', Buffer.from('%PDF'), 'application/pdf');
    const calls = s3.commandCalls(PutObjectCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toMatchObject({
      Bucket: 'media',
      Key: 'files/t/a.pdf',
      ContentType: 'application/pdf',
    });
  });

  it('uploads a long stream in parts', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-1' });
    s3.on(UploadPartCommand).resolves({ ETag: '"etag"' });
    s3.on(CompleteMultipartUploadCommand).resolves({});
    const nineMegabytes = Buffer.alloc(9 * 1024 * 1024, 7);
    await storage.put(
      'files/t/v.mp4',
      Readable.from([nineMegabytes.subarray(0, 5_000_000), nineMegabytes.subarray(5_000_000)]),
      'video/mp4',
    );
    expect(s3.commandCalls(CreateMultipartUploadCommand)[0]?.args[0].input).toMatchObject({
      Bucket: 'media',
      Key: 'files/t/v.mp4',
      ContentType: 'video/mp4',
    });
    const parts = s3.commandCalls(UploadPartCommand).map((c) => c.args[0].input);
    expect(parts.map((p) => p.PartNumber)).toEqual([1, 2]);
    expect(parts.map((p) => (p.Body as Buffer).length)).toEqual([8 * 1024 * 1024, 1024 * 1024]);
    expect(s3.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input).toMatchObject({ UploadId: 'up-1' });
  });

  it('reads an object as a stream and reports a missing one', async () => {
    s3.on(GetObjectCommand, { Key: 'files/t/a.pdf' }).resolves({
      Body: Readable.from([Buffer.from('%PDF-1.4')]) as never,
    });
    s3.on(GetObjectCommand, { Key: 'files/t/gone.pdf' }).rejects(s3Error('NoSuchKey', 404));
    expect((await readAll(await storage.get('files/t/a.pdf'))).toString()).toBe('%PDF-1.4');
    await expect(storage.get('files/t/gone.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('asks the bucket for only the bytes of a part', async () => {
    s3.on(GetObjectCommand, { Key: 'v/clip.mp4', Range: 'bytes=2-5' }).resolves({
      Body: Readable.from([Buffer.from('2345')]) as never,
    });
    expect((await readAll(await storage.get('v/clip.mp4', { start: 2, end: 5 }))).toString()).toBe('2345');
    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input).toMatchObject({
      Bucket: 'media',
      Key: 'v/clip.mp4',
      Range: 'bytes=2-5',
    });
  });

  it('sizes an object, null when absent, and passes other failures on', async () => {
    s3.on(HeadObjectCommand, { Key: 'files/a.pdf' }).resolves({ ContentLength: 1234 });
    s3.on(HeadObjectCommand, { Key: 'files/b.pdf' }).rejects(s3Error('NotFound', 404));
    s3.on(HeadObjectCommand, { Key: 'files/c.pdf' }).rejects(s3Error('AccessDenied', 403));
    expect(await storage.stat('files/a.pdf')).toEqual({ size: 1234 });
    expect(await storage.stat('files/b.pdf')).toBeNull();
    await expect(storage.stat('files/c.pdf')).rejects.toThrow('AccessDenied');
  });

  it('removes an object', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage.remove('chunks/u/0');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({ Bucket: 'media', Key: 'chunks/u/0' });
  });

  it('refuses a bad key before any request', async () => {
    await expect(storage.put('../x', Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.get('/etc/passwd')).rejects.toBeInstanceOf(StorageKeyError);
    expect(s3.calls()).toHaveLength(0);
  });
});
