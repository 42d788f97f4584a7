import { useEffect, useState } from 'react';
import { HALL_LOCK_BEAT_MS, heldByAnother, parseHallLock } from '../../../../domain/hallLock';

const KEY = 'vs.hallLock';
/** Two pages that take a free lock at the same instant both write it; the later write wins after this wait. */
const SETTLE_MS = 150;

type HallLockState = 'pending' | 'held' | 'refused';

const read = () => parseHallLock(localStorage.getItem(KEY));

/**
 * Takes this browser's meeting-page lock for the room while mounted (src/domain/hallLock.ts): 'refused'
 * when another page of this browser has a hall open. Released on unmount and when the page goes away.
 */
export function useHallLock(serviceId: string | undefined): HallLockState {
  const [state, setState] = useState<HallLockState>('pending');
  useEffect(() => {
    if (!serviceId) return;
    const pageId = crypto.randomUUID();
    const write = () => localStorage.setItem(KEY, JSON.stringify({ pageId, serviceId, beatAt: Date.now() }));
    const release = () => {
      if (read()?.pageId === pageId) localStorage.removeItem(KEY);
    };
    let beat: ReturnType<typeof setInterval> | undefined;
    setState('pending');
    if (heldByAnother(read(), pageId, Date.now())) {
      setState('refused');
      return;
    }
    write();
    const settle = setTimeout(() => {
      if (read()?.pageId !== pageId) {
        setState('refused');
        return;
      }
      setState('held');
      beat = setInterval(() => {
        if (!heldByAnother(read(), pageId, Date.now())) write();
      }, HALL_LOCK_BEAT_MS);
    }, SETTLE_MS);
    window.addEventListener('pagehide', release);
    return () => {
      clearTimeout(settle);
      clearInterval(beat);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [serviceId]);
  return state;
}
