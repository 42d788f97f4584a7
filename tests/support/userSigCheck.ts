/**
 * Tencent's side of a UserSig (TLSSigAPIv2), for tests: reading one and checking it as TRTC and IM would.
 * A UserSig is a JSON document holding the fields and their HMAC-SHA256 (keyed by the secret key, in
 * standard base64), zlib-deflated, then base64 with Tencent's URL escapes ('+' → '*', '/' → '-', '=' → '_').
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { inflateSync } from 'node:zlib';

const USER_SIG_VERSION = '2.0';

interface UserSigFields {
  sdkAppId: number;
  userId: string;
  /** When it was signed, in Unix seconds. */
  time: number;
  /** Seconds it stays valid after time. */
  expire: number;
  /** The HMAC-SHA256 in standard base64. */
  sig: string;
}

type UserSigCheck = 'ok' | 'malformed' | 'sdkAppIdMismatch' | 'userIdMismatch' | 'badSignature' | 'expired';

/** The signature over the fields; the order and the trailing newline are Tencent's. */
export function userSigHmac(secretKey: string, sdkAppId: number, userId: string, time: number, expire: number): string {
  const content = `TLS.identifier:${userId}\nTLS.sdkappid:${sdkAppId}\nTLS.time:${time}\nTLS.expire:${expire}\n`;
  return createHmac('sha256', secretKey).update(content, 'utf8').digest('base64');
}

/** The fields of a UserSig version 2.0 without checking its signature, or null when it is not one. */
export function decodeUserSig(userSig: string): UserSigFields | null {
  let document: unknown;
  try {
    const base64 = userSig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
    document = JSON.parse(inflateSync(Buffer.from(base64, 'base64')).toString('utf8'));
  } catch {
    return null;
  }
  if (typeof document !== 'object' || document === null) return null;
  const field = (name: string): unknown => (document as Record<string, unknown>)[`TLS.${name}`];
  const [version, sdkAppId, userId, time, expire, sig] = ['ver', 'sdkappid', 'identifier', 'time', 'expire', 'sig'].map(
    field,
  );
  if (version !== USER_SIG_VERSION || typeof userId !== 'string' || typeof sig !== 'string') return null;
  if (![sdkAppId, time, expire].every(Number.isSafeInteger)) return null;
  return { sdkAppId: sdkAppId as number, userId, time: time as number, expire: expire as number, sig };
}

/** Checks a UserSig as Tencent would: the application, the user, the signature, then the time. */
export function verifyUserSig(
  userSig: string,
  sdkAppId: number,
  secretKey: string,
  userId: string,
  now: Date = new Date(),
): UserSigCheck {
  const fields = decodeUserSig(userSig);
  if (fields === null) return 'malformed';
  if (fields.sdkAppId !== sdkAppId) return 'sdkAppIdMismatch';
  if (fields.userId !== userId) return 'userIdMismatch';
  const expected = Buffer.from(userSigHmac(secretKey, sdkAppId, userId, fields.time, fields.expire));
  const given = Buffer.from(fields.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'badSignature';
  return Math.floor(now.getTime() / 1000) > fields.time + fields.expire ? 'expired' : 'ok';
}
