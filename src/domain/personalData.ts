/**
 * Customers' personal data (PIPL): how a phone number or an ID number is shown to a role that may not see it
 * in full, and who may. Pure rules; the server masks every answer with them, the pages only show the result.
 */
import type { RoleLevel } from './scope';

/** What a personal field holds: a phone number, an ID number, or free values that may contain either. */
export type PersonalKind = 'phone' | 'idNumber' | 'values';

const STAR = '*';

function keep(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) {
    // Too short to keep both ends: only the last two characters stay.
    return value.length <= 2 ? STAR.repeat(value.length) : STAR.repeat(value.length - 2) + value.slice(-2);
  }
  return value.slice(0, head) + STAR.repeat(value.length - head - tail) + value.slice(-tail);
}

/** 13812345678 → 138****5678: the first three and the last four digits stay. */
export function maskPhone(value: string): string {
  return value === '' ? '' : keep(value, 3, 4);
}

/** 110101199003071234 → 110101********1234: the region code and the last four stay. */
export function maskIdNumber(value: string): string {
  return value === '' ? '' : keep(value, 6, 4);
}

const PHONE_IN_TEXT = /(?<![0-9])1[3-9][0-9]{9}(?![0-9])/g;
const ID_IN_TEXT =
  /(?<![0-9])[1-9][0-9]{5}(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])[0-9]{3}[0-9Xx](?![0-9])/g;

/** Free text (a customer form's answer): every mobile and ID number in it masked, the rest as it is. */
export function maskWithin(text: string): string {
  return text.replace(ID_IN_TEXT, maskIdNumber).replace(PHONE_IN_TEXT, maskPhone);
}

/** A value of the given kind, masked. */
export function maskValue(kind: PersonalKind, value: string): string {
  if (kind === 'phone') return maskPhone(value);
  if (kind === 'idNumber') return maskIdNumber(value);
  return maskWithin(value);
}

/** Whether a shown value was masked (the page then offers to reveal it). */
export const isMasked = (value: unknown): boolean => typeof value === 'string' && value.includes(STAR);

/**
 * Who sees customers' phone and ID numbers in full: the tenant's admins, and the roles the tenant named in
 * 系统设置 › 个人信息保护. Everyone else (agents and organisation admins by default, and the platform's own
 * staff, who are no part of the tenant) sees them masked and reveals one at a time, each reveal logged.
 */
export function seesFullPersonalData(
  account: { level: RoleLevel; roleId: string; tenantId: string | null },
  fullDataRoleIds: readonly string[],
): boolean {
  if (account.tenantId === null) return false;
  return account.level === '3' || fullDataRoleIds.includes(account.roleId);
}
