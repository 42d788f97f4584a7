import { useEffect } from 'react';

/** Loads now and again every second while `load` answers true (a task still sending), so progress moves on screen. */
export function usePolling(load: () => Promise<boolean>) {
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const again = await load().catch(() => false);
      if (!stop && again) timer = setTimeout(() => void tick(), 1000);
    };
    void tick();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [load]);
}
