import { useEffect, useState } from 'react';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import type { RoomShare } from '../../../schemas/roomShare';

/** What the room shares now, as the server last said. */
export function useRoomShare(channel: RoomChannel | null): RoomShare | null {
  const [share, setShare] = useState<RoomShare | null>(null);
  useEffect(() => channel?.on('share.changed', ({ share: next }) => setShare(next)), [channel]);
  return share;
}
