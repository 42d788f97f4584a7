import { useEffect, useRef } from 'react';

/** Calls `action` at most once per `ms`, and once more after the last call, so the final state is sent. */
export function useThrottled(action: () => void, ms: number): () => void {
  const actionRef = useRef(action);
  actionRef.current = action;
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const fire = useRef(() => {
    const wait = last.current + ms - Date.now();
    clearTimeout(timer.current);
    if (wait <= 0) {
      last.current = Date.now();
      actionRef.current();
    } else {
      timer.current = setTimeout(() => {
        last.current = Date.now();
        actionRef.current();
      }, wait);
    }
  });
  return fire.current;
}
