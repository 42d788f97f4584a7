import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const LINK_MS = 60 * 60 * 1000;

/**
 * Addresses that carry the right to what they name for an hour: an <img>, <audio> or <video> sends no session
 * header, so the server signs what it let the session see. Each purpose has its own key, derived from the
 * stored sign-in key pair, so every server process signs and checks alike.
 */
export class SignedLinks {
  private readonly key: Buffer;

  /** `lifetimeMs`: how long an address stays valid (an hour unless a purpose needs longer). */
  constructor(
    purpose: string,
    secret: string,
    private readonly lifetimeMs = LINK_MS,
  ) {
    this.key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  }

  private signature(parts: readonly string[], expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${parts.join('\n')}\n${expires}`)
      .digest('hex');
  }

  /** The query (expires, signature) that makes an address of these parts valid for its lifetime. */
  query(parts: readonly string[], now = Date.now()): string {
    const expires = now + this.lifetimeMs;
    return new URLSearchParams({ expires: String(expires), signature: this.signature(parts, expires) }).toString();
  }

  valid(parts: readonly string[], expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isFinite(expires) || expires < now) return false;
    const expected = Buffer.from(this.signature(parts, expires), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
