/**
 * Tencent's UserSig (TLSSigAPIv2), the ticket TRTC and IM accept for a user of an SDKAppID, minted by
 * Tencent's own tls-sig-api-v2. It is minted here only, so the application's secret key never reaches a
 * browser.
 */
import { Api } from 'tls-sig-api-v2';

/** A UserSig valid `expireSeconds` from now; refuses what Tencent would not accept. */
export function genUserSig(sdkAppId: number, secretKey: string, userId: string, expireSeconds: number): string {
  if (!Number.isSafeInteger(sdkAppId) || sdkAppId <= 0) throw new RangeError('sdkAppId must be a positive integer');
  if (!Number.isSafeInteger(expireSeconds) || expireSeconds <= 0)
    throw new RangeError('expireSeconds must be a positive integer');
  if (userId === '') throw new RangeError('userId must not be empty');
  if (secretKey === '') throw new RangeError('secretKey must not be empty');
  return new Api(sdkAppId, secretKey).genUserSig(userId, expireSeconds);
}
