import fc from 'fast-check';
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeUserSig, userSigHmac, verifyUserSig } from '../../tests/support/userSigCheck';
import { genUserSig } from './userSig';

/**
 * A published vector: Tencent's example key and SDKAppID (the README of every tencentyun/tls-sig-api-v2-*
 * repository), signed at 2019-10-01T06:10:00Z for 180 days. The expected TLS.sig and the whole UserSig were
 * generated with Tencent's Python TLSSigAPIv2 and published in the unit tests of huangjj27/TLSSigAPI
 * (src/lib.rs, test_hmac_sha256 and test_fix_time_sign_generation_no_buf, commit 3073512d).
 */
const VECTOR = {
  sdkAppId: 1400000000,
  secretKey: '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e',
  userId: '0',
  time: 1569910200,
  expire: 180 * 86400,
  sig: 'CpjuBdQs9ZwnuGAJR8onoOeI9fweX2vIMMY94iOJWJY=',
  userSig:
    'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwjDB4pTsxIKCzBQlK0MTAyiAyKRWFGQWpQLFTU1NjeCiJZm5YDEzS0tDAyOYaHFmOtBM54KsUqeUwGLLqPK8UndHryCL-Lx8-1RPy7Ty1AijMk9f30hLk0x-r3CvSFulWgAPYy*9',
};
const signedAt = new Date(VECTOR.time * 1000);

/** The library signs at the clock's time: the tests set the clock. */
const signingAt = (at: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

describe('UserSig', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("computes the published vector's HMAC", () => {
    expect(userSigHmac(VECTOR.secretKey, VECTOR.sdkAppId, VECTOR.userId, VECTOR.time, VECTOR.expire)).toBe(VECTOR.sig);
  });

  it("reads and accepts the UserSig Tencent's own library made", () => {
    expect(decodeUserSig(VECTOR.userSig)).toEqual({
      sdkAppId: VECTOR.sdkAppId,
      userId: VECTOR.userId,
      time: VECTOR.time,
      expire: VECTOR.expire,
      sig: VECTOR.sig,
    });
    expect(verifyUserSig(VECTOR.userSig, VECTOR.sdkAppId, VECTOR.secretKey, VECTOR.userId, signedAt)).toBe('ok');
  });

  it('makes a UserSig that decodes back to the fields with the same signature', () => {
    signingAt(new Date(VECTOR.time * 1000 + 999));
    const userSig = genUserSig(VECTOR.sdkAppId, VECTOR.secretKey, VECTOR.userId, VECTOR.expire);
    expect(userSig).toMatch(/^[A-Za-z0-9*\-_]+$/);
    expect(decodeUserSig(userSig)).toEqual(decodeUserSig(VECTOR.userSig));
  });

  it('refuses another application, another user, another key, and an expired one', () => {
    signingAt(signedAt);
    const userSig = genUserSig(VECTOR.sdkAppId, VECTOR.secretKey, 'agent_7', 3600);
    const check = (sdkAppId: number, secretKey: string, userId: string, at: Date) =>
      verifyUserSig(userSig, sdkAppId, secretKey, userId, at);
    expect(check(VECTOR.sdkAppId, VECTOR.secretKey, 'agent_7', signedAt)).toBe('ok');
    expect(check(1400000001, VECTOR.secretKey, 'agent_7', signedAt)).toBe('sdkAppIdMismatch');
    expect(check(VECTOR.sdkAppId, VECTOR.secretKey, 'agent_8', signedAt)).toBe('userIdMismatch');
    expect(check(VECTOR.sdkAppId, `${VECTOR.secretKey.slice(0, -1)}f`, 'agent_7', signedAt)).toBe('badSignature');
    expect(check(VECTOR.sdkAppId, VECTOR.secretKey, 'agent_7', new Date((VECTOR.time + 3600) * 1000))).toBe('ok');
    expect(check(VECTOR.sdkAppId, VECTOR.secretKey, 'agent_7', new Date((VECTOR.time + 3601) * 1000))).toBe('expired');
  });

  it('refuses what is not a UserSig 2.0', () => {
    expect(decodeUserSig('not a sig')).toBeNull();
    const asUserSig = (document: object) => deflateSync(JSON.stringify(document)).toString('base64');
    expect(
      decodeUserSig(
        asUserSig({
          'TLS.ver': '1.0',
          'TLS.identifier': 'a',
          'TLS.sdkappid': 1,
          'TLS.time': 1,
          'TLS.expire': 1,
          'TLS.sig': 'x',
        }),
      ),
    ).toBeNull();
    expect(
      decodeUserSig(
        asUserSig({
          'TLS.ver': '2.0',
          'TLS.identifier': 'a',
          'TLS.sdkappid': '1',
          'TLS.time': 1,
          'TLS.expire': 1,
          'TLS.sig': 'x',
        }),
      ),
    ).toBeNull();
    expect(verifyUserSig('eJw_', VECTOR.sdkAppId, VECTOR.secretKey, VECTOR.userId, signedAt)).toBe('malformed');
  });

  it('refuses inputs Tencent would not sign', () => {
    expect(() => genUserSig(0, VECTOR.secretKey, 'a', 60)).toThrow(RangeError);
    expect(() => genUserSig(VECTOR.sdkAppId, VECTOR.secretKey, '', 60)).toThrow(RangeError);
    expect(() => genUserSig(VECTOR.sdkAppId, VECTOR.secretKey, 'a', 0)).toThrow(RangeError);
    expect(() => genUserSig(VECTOR.sdkAppId, '', 'a', 60)).toThrow(RangeError);
  });

  it('round-trips any user id and lifetime', () => {
    signingAt(signedAt);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 32 }),
        fc.integer({ min: 1, max: 86400 * 365 }),
        (userId, expire) => {
          const userSig = genUserSig(VECTOR.sdkAppId, VECTOR.secretKey, userId, expire);
          expect(verifyUserSig(userSig, VECTOR.sdkAppId, VECTOR.secretKey, userId, signedAt)).toBe('ok');
          expect(decodeUserSig(userSig)?.userId).toBe(userId);
        },
      ),
    );
  });
});
