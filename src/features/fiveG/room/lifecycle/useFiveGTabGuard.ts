import { useEffect, useState } from 'react';
import { HALL_LOCK_BEAT_MS, heldByAnother, parseHallLock } from '../../../../domain/hallLock';

/** The browser's marker of its open 5G room (spec 2 §4.4), apart from the meeting hall's. */
const KEY = 'vs.fiveGCall';
/** Two tabs that take a free marker at the same instant both write it; the later write wins after this wait. */
const SETTLE_MS = 150;

export type TabGuardState = 'pending' | 'held' | 'duplicate';

const read = () => parseHallLock(localStorage.getItem(KEY));

/**
 * One 5G room per browser (spec 2 §4.4): this tab marks the room's call as open; a tab that finds another
 * tab's marker is a duplicate, and a holder whose marker another tab overwrites becomes one too. The
 * marker is removed when the page goes away. It is renewed, so a tab that crashed frees it after a few
 * seconds (the meeting hall's lock rules, src/domain/hallLock.ts).
 */
export function useFiveGTabGuard(serviceId: string | undefined): TabGuardState {
  const [state, setState] = useState<TabGuardState>('pending');
  useEffect(() => {
    if (!serviceId) return;
    const pageId = crypto.randomUUID();
    const write = () => localStorage.setItem(KEY, JSON.stringify({ pageId, serviceId, beatAt: Date.now() }));
    const release = () => {
      if (read()?.pageId === pageId) localStorage.removeItem(KEY);
    };
    let beat: ReturnType<typeof setInterval> | undefined;
    let held = false;
    const lose = () => {
      held = false;
      clearInterval(beat);
      setState('duplicate');
    };
    const changed = (event: StorageEvent) => {
      if (held && event.key === KEY && heldByAnother(parseHallLock(event.newValue), pageId, Date.now())) lose();
    };
    setState('pending');
    if (heldByAnother(read(), pageId, Date.now())) {
      setState('duplicate');
      return;
    }
    write();
    const settle = setTimeout(() => {
      if (read()?.pageId !== pageId) {
        setState('duplicate');
        return;
      }
      held = true;
      setState('held');
      beat = setInterval(() => (read()?.pageId === pageId || !heldByAnother(read(), pageId, Date.now()) ? write() : lose()), HALL_LOCK_BEAT_MS);
    }, SETTLE_MS);
    window.addEventListener('storage', changed);
    window.addEventListener('pagehide', release);
    return () => {
      clearTimeout(settle);
      clearInterval(beat);
      window.removeEventListener('storage', changed);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [serviceId]);
  return state;
}
