/** The download page's fetch of a video of this site, which it saves itself (spec 1 §2.1 /downloadVideo). */
import { ErrCode, TOKEN_HEADER, type Envelope } from '../../schemas/api';
import { API_PREFIX } from '../../schemas/paths';
import { readToken } from '../../session/session';

/** An address that names no file is answered by the web app's own page, which is not a download. */
export class MissingFile extends Error {}

/** A file name for the saved video: the given name, or the last part of the address. */
export function videoFileName(url: string, name: string | null): string {
  const fromUrl = decodeURIComponent(new URL(url, window.location.origin).pathname.split('/').pop() || 'video.mp4');
  const base = name?.trim() || fromUrl;
  return /\.[a-z0-9]{2,4}$/i.test(base) ? base : `${base}.mp4`;
}

/**
 * The video at `url`, which must be an address of this site: the records' signed video links and the stored
 * files. Rejects with MissingFile when the address names no file.
 */
export async function fetchVideo(url: string, signal: AbortSignal): Promise<Blob> {
  const target = new URL(url, window.location.origin);
  if (!url || target.origin !== window.location.origin) throw new Error('not ours');
  // Stored files are scope-checked, so the API's own addresses carry the session.
  const token = target.pathname.startsWith(API_PREFIX) ? readToken() : undefined;
  const response = await fetch(target, { signal, headers: token ? { [TOKEN_HEADER]: token } : {} });
  if (response.status === 404) throw new MissingFile();
  if (!response.ok) throw new Error(String(response.status));
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) throw new MissingFile();
  // The API refuses with its envelope, which is not the file either.
  if (type.startsWith('application/json')) {
    const answer = (await response.json()) as Partial<Envelope>;
    throw answer.errCode === ErrCode.notFound ? new MissingFile() : new Error(String(answer.errCode));
  }
  return response.blob();
}
