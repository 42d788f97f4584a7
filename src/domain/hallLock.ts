/**
 * One meeting page per browser (spec 1 §7 URL entry: "if a meeting page is already open it errors and
 * returns to the meeting list"). The open page holds a lock in the browser's shared storage and renews
 * it; a lock not renewed for a while belongs to a page that crashed or was killed, and is free again.
 */

/** How often the open page renews its lock. */
export const HALL_LOCK_BEAT_MS = 2000;
/** A lock older than this is free (three beats missed). */
export const HALL_LOCK_STALE_MS = 3 * HALL_LOCK_BEAT_MS;

interface HallLock {
  /** The page holding it: a fresh id per page load. */
  pageId: string;
  serviceId: string;
  /** Epoch ms of the last renewal. */
  beatAt: number;
}

export function parseHallLock(stored: string | null): HallLock | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<HallLock>;
    if (typeof value.pageId !== 'string' || typeof value.serviceId !== 'string' || typeof value.beatAt !== 'number')
      return null;
    return { pageId: value.pageId, serviceId: value.serviceId, beatAt: value.beatAt };
  } catch {
    return null;
  }
}

/** Another page holds a live lock: this one must not open the hall. */
export function heldByAnother(lock: HallLock | null, pageId: string, now: number): boolean {
  return lock !== null && lock.pageId !== pageId && now - lock.beatAt < HALL_LOCK_STALE_MS;
}
