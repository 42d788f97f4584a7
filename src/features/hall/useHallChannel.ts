import { useEffect, useRef, useState } from 'react';
import type { RoomChannel, RoomChannelError } from '../../realtime/im/RoomChannel';

/**
 * The room's message channel while the page is in the room: opened (once the engine is known) and joined
 * once per room, left when the room ends or the page closes. `open` must be stable (useCallback). A send
 * the channel could not carry (RoomChannelError) is handed to `onError` with the text the page shows.
 */
export function useHallChannel(
  open: () => RoomChannel | Promise<RoomChannel>,
  active: boolean,
  onError?: (error: RoomChannelError) => void,
): RoomChannel | null {
  const [channel, setChannel] = useState<RoomChannel | null>(null);
  const reportError = useRef(onError);
  reportError.current = onError;
  useEffect(() => {
    if (!active) return;
    let left = false;
    let opened: RoomChannel | null = null;
    void Promise.resolve()
      .then(open)
      .then((next) => {
        if (left) return next.leave();
        opened = next;
        next.onError((error) => reportError.current?.(error));
        setChannel(next);
        return next.join();
      })
      .catch(() => undefined);
    return () => {
      left = true;
      opened?.leave();
      setChannel(null);
    };
  }, [open, active]);
  return channel;
}
