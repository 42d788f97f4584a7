import contentDisposition from 'content-disposition';

/**
 * `attachment` with the file name twice: an ASCII fallback for old clients and the UTF-8 name
 * (RFC 5987/6266 `filename*`) that browsers use, so Chinese names survive.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return contentDisposition(fileName, { fallback });
}
