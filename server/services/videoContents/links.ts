import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { pathWith } from '../../../src/schemas/paths';
import { videoContentPaths } from '../../../src/schemas/videoContent';

const LINK_MS = 60 * 60 * 1000;
export type MediaKind = 'video' | 'poster' | 'previewVideo' | 'previewPoster';

/**
 * Signed addresses of rendered videos and posters: a <video> cannot send the session header, so the address
 * carries the right to the file for an hour. The key derives from the stored sign-in key pair, so every
 * server process signs and checks alike.
 */
export class RenderLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`rendered-video:${secret}`).digest();
  }

  private signature(kind: MediaKind, id: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${kind}\n${id}\n${expires}`).digest('hex');
  }

  make(kind: MediaKind, id: string, now = Date.now()): string {
    const expires = now + LINK_MS;
    return `${pathWith(videoContentPaths.media, { kind, id })}?${new URLSearchParams({ expires: String(expires), signature: this.signature(kind, id, expires) }).toString()}`;
  }

  valid(kind: MediaKind, id: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isFinite(expires) || expires < now) return false;
    const expected = Buffer.from(this.signature(kind, id, expires), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
