import { describe, expect, it } from 'vitest';
import { HALL_LOCK_STALE_MS, heldByAnother, parseHallLock } from './hallLock';

describe('the lock of the open meeting page', () => {
  const lock = { pageId: 'a', serviceId: 's1', beatAt: 10_000 };

  it('keeps a second page out while the first renews it', () => {
    expect(heldByAnother(lock, 'b', 10_000 + HALL_LOCK_STALE_MS - 1)).toBe(true);
    expect(heldByAnother(lock, 'a', 10_500)).toBe(false);
    expect(heldByAnother(null, 'b', 10_500)).toBe(false);
  });

  it('frees a lock its page stopped renewing', () => {
    expect(heldByAnother(lock, 'b', 10_000 + HALL_LOCK_STALE_MS)).toBe(false);
  });

  it('reads only well-formed locks', () => {
    expect(parseHallLock(JSON.stringify(lock))).toEqual(lock);
    expect(parseHallLock('{"pageId":1}')).toBeNull();
    expect(parseHallLock('not json')).toBeNull();
    expect(parseHallLock(null)).toBeNull();
  });
});
