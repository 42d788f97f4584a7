import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { Ajv, ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { invalid } from '../../plugins/envelope';
import { assertCleanText, badTextMessage, findBadText } from '../../plugins/inputGuard';
import { createAjv, fieldsFromAjvErrors } from '../../plugins/validation';

const ONE_FILE_TEXT = '每次只能上传一个文件';
const FILE_NAME_LABEL = '文件名';
const BROKEN_UPLOAD_TEXT = '上传内容不完整，请重新上传';

/** The multipart parser's own complaints about a body cut short or without its boundary: the client's input, not a fault. */
const isBrokenMultipart = (err: unknown) =>
  err instanceof Error && !('statusCode' in err) && /multipart|boundary/i.test(err.message);

interface ReceivedFile {
  /** The client's file name, used for its extension and the default display name only. */
  fileName: string;
  size: number;
  sha256: string;
  /** The upload went past the size limit and was cut short. */
  tooLarge: boolean;
}

interface Received<F> {
  fields: Record<string, string>;
  file: (ReceivedFile & F) | null;
}

/** The file part is the one named `file`; any other file part is drained and refused. */
async function readPartsOf<F>(
  request: FastifyRequest,
  maxBytes: number,
  takeFile: (part: MultipartFile, counter: Transform) => Promise<F>,
): Promise<Received<F>> {
  const fields: Record<string, string> = {};
  let file: (ReceivedFile & F) | null = null;
  let strayFile = false;
  let badFileName = false;
  const parts: AsyncIterableIterator<Multipart> = request.parts({ limits: { fileSize: maxBytes, files: 2 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file' || file !== null) {
      strayFile = true;
      part.file.resume();
      continue;
    }
    if (findBadText(part.filename, { type: 'string' })) {
      badFileName = true;
      part.file.resume();
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const taken = await takeFile(part, counter);
    file = { fileName: part.filename, size, sha256: hash.digest('hex'), tooLarge: part.file.truncated, ...taken };
  }
  if (strayFile) throw invalid({ file: ONE_FILE_TEXT });
  if (badFileName) throw invalid({ file: badTextMessage(FILE_NAME_LABEL) });
  return { fields, file };
}

/** readPartsOf, with a body cut short answered as the client's mistake. */
async function readParts<F>(
  request: FastifyRequest,
  maxBytes: number,
  takeFile: (part: MultipartFile, counter: Transform) => Promise<F>,
): Promise<Received<F>> {
  try {
    return await readPartsOf(request, maxBytes, takeFile);
  } catch (err) {
    // A client gone mid-body (a closed page, a dropped network) is no fault of the server: worth a warning, no more.
    if (request.raw.destroyed || request.raw.readableAborted) {
      request.log.warn({ err }, 'upload cut off by the client');
      throw invalid({ file: BROKEN_UPLOAD_TEXT });
    }
    if (isBrokenMultipart(err)) throw invalid({ file: BROKEN_UPLOAD_TEXT });
    throw err;
  }
}

interface TempFile {
  path: string;
  discard(): Promise<void>;
}

/** Reads a multipart request, writing its `file` part to a temporary file (hashed and counted on the way). */
export async function receiveToTempFile(request: FastifyRequest, maxBytes: number): Promise<Received<TempFile>> {
  const made: string[] = [];
  try {
    return await readParts<TempFile>(request, maxBytes, async (part, counter) => {
      const target = path.join(tmpdir(), `upload-${randomUUID()}`);
      made.push(target);
      await pipeline(part.file, counter, createWriteStream(target));
      return { path: target, discard: () => rm(target, { force: true }) };
    });
  } catch (err) {
    await Promise.all(made.map((file) => rm(file, { force: true })));
    throw err;
  }
}

/** Reads a multipart request, keeping its `file` part (small: one video chunk) in memory. */
export async function receiveToBuffer(
  request: FastifyRequest,
  maxBytes: number,
): Promise<Received<{ buffer: Buffer }>> {
  return readParts(request, maxBytes, async (part, counter) => {
    const pieces: Buffer[] = [];
    await pipeline(part.file, counter, async (source: AsyncIterable<Buffer>) => {
      for await (const piece of source) pieces.push(piece);
    });
    return { buffer: Buffer.concat(pieces) };
  });
}

const ajv: Ajv = createAjv();

/** Checks text fields of a multipart request against a schema of src/schemas, as a body schema would. */
export function fieldValidator<T>(schema: object): (fields: Record<string, string>) => T {
  const validate: ValidateFunction = ajv.compile(schema);
  return (fields) => {
    assertCleanText(fields, schema);
    const data: Record<string, unknown> = { ...fields };
    if (!validate(data)) throw invalid(fieldsFromAjvErrors(validate.errors ?? []));
    return data as T;
  };
}
