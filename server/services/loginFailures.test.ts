import { describe, expect, it } from 'vitest';
import { agentLockMinutes, lockHolds, PLATFORM_ADMIN_LOCK_MINUTES } from './loginFailures';

describe('lockHolds', () => {
  const lockedAt = new Date('2026-11-25T09:00:00Z');
  const after = (minutes: number) => new Date(lockedAt.getTime() + minutes * 60_000);

  it('holds no lock that was never set', () => {
    expect(lockHolds(null, null, after(0))).toBe(false);
  });

  it('holds a lock without an end until it is lifted', () => {
    expect(lockHolds(lockedAt, null, after(365 * 24 * 60))).toBe(true);
  });

  it('holds a timed lock up to its end, not after', () => {
    expect(lockHolds(lockedAt, 15, after(14.99))).toBe(true);
    expect(lockHolds(lockedAt, 15, after(15))).toBe(false);
  });

  it("times only a platform admin's lock", () => {
    expect(agentLockMinutes('4')).toBe(PLATFORM_ADMIN_LOCK_MINUTES);
    for (const level of ['1', '2', '3']) expect(agentLockMinutes(level)).toBeNull();
  });
});
