import { useEffect, useRef } from 'react';

/**
 * What the open meeting page does when the agent leaves it through the menu and confirms ending it (spec 1
 * §2.5): the layout asks, then awaits this before it navigates. One meeting page is open at a time.
 */
type Ending = () => Promise<void>;

let ending: { current: Ending } | null = null;

/** Registered while the page holds a session to end; `end` null when there is none. */
export function useEndOnLeaving(end: Ending | null): void {
  const latest = useRef<Ending | null>(end);
  latest.current = end;
  const holds = end !== null;
  useEffect(() => {
    if (!holds) return;
    const entry = { current: () => latest.current?.() ?? Promise.resolve() };
    ending = entry;
    return () => {
      if (ending === entry) ending = null;
    };
  }, [holds]);
}

/** Ends the open meeting page's session, if it holds one; a failure leaves the navigation to go on. */
export async function endMeetingBeforeLeaving(): Promise<void> {
  await ending?.current().catch(() => undefined);
}
