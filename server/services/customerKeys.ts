import { createHash, timingSafeEqual } from 'node:crypto';
import type { CustomerRole } from '../../src/schemas/customerKey';

/**
 * The guest key of a session, derived from its customer key so nothing more is stored: anyone who typed
 * the invite number gets it, and it does not lead back to the customer key.
 */
export const guestKeyOf = (customerKey: string): string =>
  createHash('sha256').update(`guest:${customerKey}`).digest('base64url');

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What a presented key lets its holder do in the session whose customer key is given, or null. */
export function roleOfKey(customerKey: string, presented: string): CustomerRole | null {
  if (same(customerKey, presented)) return 'customer';
  if (same(guestKeyOf(customerKey), presented)) return 'guest';
  return null;
}
