import { useEffect, useState } from 'react';
import type { RoomChannel } from '../../realtime/im/RoomChannel';

/**
 * The room's message channel while the page is in the room: opened and joined once per room, left when
 * the room ends or the page closes. `open` must be stable (useCallback).
 */
export function useHallChannel(open: () => RoomChannel, active: boolean): RoomChannel | null {
  const [channel, setChannel] = useState<RoomChannel | null>(null);
  useEffect(() => {
    if (!active) return;
    const next = open();
    setChannel(next);
    void next.join().catch(() => undefined);
    return () => {
      next.leave();
      setChannel(null);
    };
  }, [open, active]);
  return channel;
}
