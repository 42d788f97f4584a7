import { pathWith } from '../../../src/schemas/paths';
import { videoContentPaths } from '../../../src/schemas/videoContent';
import type { SignedLinks } from '../signedLinks';

/** A content's files, a template preview's, and a digital human's (issue 28). */
export type MediaKind = 'video' | 'poster' | 'previewVideo' | 'previewPoster' | 'digitalVideo' | 'digitalPoster';

/** Signed addresses of rendered videos and posters: a <video> cannot send the session header, so the address carries the right to the file for an hour. */
export class RenderLinks {
  /** `signed` signs for the purpose 'rendered-video'. */
  constructor(private readonly signed: SignedLinks) {}

  make(kind: MediaKind, id: string, now = Date.now()): string {
    return `${pathWith(videoContentPaths.media, { kind, id })}?${this.signed.query([kind, id], now)}`;
  }

  valid(kind: MediaKind, id: string, expires: number, signature: string, now = Date.now()): boolean {
    return this.signed.valid([kind, id], expires, signature, now);
  }
}
