import { useCallback, useRef } from 'react';

/**
 * Runs the first call at once and ignores the calls that follow within `ms` (spec 2 §9: end share is
 * debounced 1 s, clicks throttled 1 s), so a double click acts once.
 */
export function useDebounced(action: () => void, ms: number): () => void {
  const last = useRef(0);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < ms) return;
    last.current = now;
    latest.current();
  }, [ms]);
}
