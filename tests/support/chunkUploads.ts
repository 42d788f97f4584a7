import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { mp4FileTypeBox } from '../../server/seed/sampleMedia';
import type { Envelope } from '../../src/schemas/api';
import { multipartBody } from './multipart';
import type { TestApp } from './testApp';

/** Bytes that open as an MP4 (an ftyp box, then an mdat box of random bytes): a video's first chunk. */
export function mp4Bytes(bytes: number): Buffer {
  const buffer = randomBytes(bytes);
  const ftyp = mp4FileTypeBox();
  ftyp.copy(buffer, 0);
  buffer.writeUInt32BE(bytes - ftyp.length, ftyp.length);
  buffer.write('mdat', ftyp.length + 4, 'latin1');
  return buffer;
}

/** Sends one chunk as the upload pages do (multipart: the chunk fields and the `file` part). */
export async function sendChunk(
  t: TestApp,
  url: string,
  token: string,
  fields: Record<string, string | number>,
  content: Buffer,
): Promise<Envelope<{ uploaded: number[] }>> {
  const { payload, headers } = multipartBody(fields, { fileName: String(fields.name ?? 'blob'), content });
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'access-token': token } });
  return response.json() as Envelope<{ uploaded: number[] }>;
}

/** The keys of the objects an app with the fs storage holds under `dataDir`, chunks included. */
export async function storedObjects(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}
