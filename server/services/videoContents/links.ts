import { pathWith } from '../../../src/schemas/paths';
import { videoContentPaths } from '../../../src/schemas/videoContent';
import { SignedLinks } from '../signedLinks';

export type MediaKind = 'video' | 'poster' | 'previewVideo' | 'previewPoster';

/** Signed addresses of rendered videos and posters: a <video> cannot send the session header, so the address carries the right to the file for an hour. */
export class RenderLinks {
  private readonly signed: SignedLinks;

  constructor(secret: string) {
    this.signed = new SignedLinks('rendered-video', secret);
  }

  make(kind: MediaKind, id: string, now = Date.now()): string {
    return `${pathWith(videoContentPaths.media, { kind, id })}?${this.signed.query([kind, id], now)}`;
  }

  valid(kind: MediaKind, id: string, expires: number, signature: string, now = Date.now()): boolean {
    return this.signed.valid([kind, id], expires, signature, now);
  }
}
