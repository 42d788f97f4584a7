import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { FiveGRoom } from './FiveGRoom';
import { fiveGRoomApi } from './fiveGRoomApi';
import { DuplicateTab, NoRoom, RoomEnded } from './lifecycle/RoomNotice';
import { useFiveGTabGuard } from './lifecycle/useFiveGTabGuard';
import type { IncomingJoin, RoomInfo } from './roomApi';

type Loaded = { kind: 'loading' } | { kind: 'missing' } | { kind: 'room'; info: RoomInfo };

/**
 * The 5G call room (/fiveGCall/:serviceId, spec 2 §2.3): one per browser; reads the session and shows
 * the room, or says the session has ended.
 */
export function FiveGRoomPage() {
  const { serviceId = '' } = useParams();
  // Opened from the call box for an incoming 5G call: the call to join rides in the history entry.
  const incoming = (useLocation().state as { incoming?: IncomingJoin } | null)?.incoming;
  const guard = useFiveGTabGuard(serviceId);
  const api = useMemo(() => fiveGRoomApi(serviceId), [serviceId]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    if (guard !== 'held') return;
    let active = true;
    api
      .roomInfo()
      .then((info) => active && setLoaded({ kind: 'room', info }))
      .catch(() => active && setLoaded({ kind: 'missing' }));
    return () => {
      active = false;
    };
  }, [api, guard]);

  if (guard === 'refused') return <DuplicateTab />;
  if (ended || (loaded.kind === 'room' && loaded.info.ended)) return <RoomEnded />;
  if (loaded.kind === 'missing') return <NoRoom />;
  if (guard !== 'held' || loaded.kind !== 'room') return null;
  return <FiveGRoom api={api} info={loaded.info} incoming={incoming} onEnded={() => setEnded(true)} />;
}
