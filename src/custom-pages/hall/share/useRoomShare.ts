import { useEffect, useState } from 'react';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import type { RoomShare } from '../../../schemas/roomShare';

/**
 * What the room shares now, as the server last said: read once when the page (re)loads, then kept by
 * the 'share.changed' messages; a message that came before the read answered wins over it.
 */
export function useRoomShare(channel: RoomChannel | null, load?: () => Promise<RoomShare | null>): RoomShare | null {
  const [share, setShare] = useState<RoomShare | null>(null);
  useEffect(() => {
    if (!channel) return undefined;
    let told = false;
    let active = true;
    const stop = channel.on('share.changed', ({ share: next }) => {
      told = true;
      setShare(next);
    });
    void load?.()
      .then((current) => {
        if (active && !told) setShare(current);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop();
    };
  }, [channel, load]);
  return share;
}
