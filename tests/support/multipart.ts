import { randomBytes } from 'node:crypto';

export interface MultipartFilePart {
  fileName: string;
  content: Buffer;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body for inject(): text fields, then the file parts. */
export function multipartBody(fields: Record<string, string | number | undefined>, ...files: MultipartFilePart[]) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
