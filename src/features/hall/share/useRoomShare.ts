import { useEffect, useState } from 'react';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import type { RoomShare } from '../../../schemas/roomShare';

/**
 * What the room shares now, as the server last said: read when the page (re)loads and when its channel
 * comes back from a break, then kept by the 'share.changed' messages; a message that came before a read
 * answered wins over it.
 */
export function useRoomShare(channel: RoomChannel | null, load?: () => Promise<RoomShare | null>): RoomShare | null {
  const [share, setShare] = useState<RoomShare | null>(null);
  useEffect(() => {
    if (!channel) return undefined;
    /** Messages heard so far: a read answers only if none came while it was under way. */
    let told = 0;
    let active = true;
    const stop = channel.on('share.changed', ({ share: next }) => {
      told += 1;
      setShare(next);
    });
    const read = () => {
      const asked = told;
      void load?.()
        .then((current) => {
          if (active && told === asked) setShare(current);
        })
        .catch(() => undefined);
    };
    read();
    // A change missed while the channel was away is read again.
    const stopRejoin = channel.onRejoin(read);
    return () => {
      active = false;
      stop();
      stopRejoin();
    };
  }, [channel, load]);
  return share;
}
