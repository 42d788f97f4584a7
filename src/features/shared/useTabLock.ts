import { useEffect, useState } from 'react';
import { HALL_LOCK_BEAT_MS, heldByAnother, parseHallLock } from '../../domain/hallLock';

/**
 * Without the browser's Web Locks, two pages that take a free lock at the same instant both write it;
 * the later write wins after this wait.
 */
const SETTLE_MS = 150;

export type TabLockState = 'pending' | 'held' | 'refused';

interface TabLockOptions {
  /**
   * A page that overwrites the lock while this one holds it takes it over, and this one is refused;
   * without it the holder keeps its state and stops renewing until the other page's lock goes stale.
   */
  yieldsToNewer?: boolean;
}

/**
 * One page per browser holds the lock under `key` (the rules of src/domain/hallLock.ts) while mounted
 * with a serviceId: 'refused' when another page already holds it. The lock is renewed, so a page that
 * crashed frees it after a few seconds, and released on unmount and when the page goes away.
 */
export function useTabLock(
  key: string,
  serviceId: string | undefined,
  { yieldsToNewer = false }: TabLockOptions = {},
): TabLockState {
  const [state, setState] = useState<TabLockState>('pending');
  useEffect(() => {
    if (!serviceId) return;
    const pageId = crypto.randomUUID();
    const read = () => parseHallLock(localStorage.getItem(key));
    const takenByAnother = () => heldByAnother(read(), pageId, Date.now());
    const write = () => localStorage.setItem(key, JSON.stringify({ pageId, serviceId, beatAt: Date.now() }));
    const release = () => {
      if (read()?.pageId === pageId) localStorage.removeItem(key);
    };
    let beat: ReturnType<typeof setInterval> | undefined;
    let held = false;
    const lose = () => {
      held = false;
      clearInterval(beat);
      setState('refused');
    };
    const changed = (event: StorageEvent) => {
      if (held && event.key === key && heldByAnother(parseHallLock(event.newValue), pageId, Date.now())) lose();
    };
    const hold = () => {
      held = true;
      setState('held');
      beat = setInterval(() => {
        if (!takenByAnother()) write();
        else if (yieldsToNewer) lose();
      }, HALL_LOCK_BEAT_MS);
    };
    let gone = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    setState('pending');
    const locks = globalThis.navigator?.locks;
    if (locks) {
      // The browser's lock makes reading and writing the marker one step across tabs: nothing to settle.
      void locks
        .request(`${key}.claim`, () => {
          if (gone) return;
          if (takenByAnother()) setState('refused');
          else {
            write();
            hold();
          }
        })
        .catch(() => {
          if (!gone) setState('refused');
        });
    } else {
      if (takenByAnother()) {
        setState('refused');
        return;
      }
      write();
      settle = setTimeout(() => {
        if (read()?.pageId === pageId) hold();
        else setState('refused');
      }, SETTLE_MS);
    }
    if (yieldsToNewer) window.addEventListener('storage', changed);
    window.addEventListener('pagehide', release);
    return () => {
      gone = true;
      clearTimeout(settle);
      clearInterval(beat);
      window.removeEventListener('storage', changed);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [key, serviceId, yieldsToNewer]);
  return state;
}
