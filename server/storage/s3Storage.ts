import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { assertKey, StorageNotFoundError, type ByteRange, type Storage } from './storage';

interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region?: string;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in one bucket of an S3-compatible store (AWS, MinIO, Tencent COS) addressed by path. */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings, client?: S3Client) {
    this.bucket = settings.bucket;
    this.client =
      client ??
      new S3Client({
        endpoint: settings.endpoint,
        region: settings.region ?? 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
        // Stores other than AWS may reject the CRC32 checksums the SDK sends by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
  }

  async put(key: string, body: Buffer | Readable, contentType?: string): Promise<void> {
    const params = { Bucket: this.bucket, Key: assertKey(key), Body: body, ContentType: contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand(params));
      return;
    }
    // A stream of unknown length goes up in parts; one part at a time keeps memory to one part.
    await new Upload({
      client: this.client,
      params,
      queueSize: 1,
      partSize: 8 * 1024 * 1024,
      leavePartsOnError: false,
    }).done();
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: assertKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (answer.Body instanceof Readable) return answer.Body;
      throw new Error(`Unexpected body for ${key}`);
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
  }
}
