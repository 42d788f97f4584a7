import { useEffect, useRef } from 'react';
import { ENDED_POLL_MS } from '../../../../domain/fiveGRoom';
import type { RoomApi } from '../roomApi';

/** Asks every 60 s whether the session has ended elsewhere (another tab, the list, an admin) and ends the page (spec 2 §4.4). */
export function useEndedPoll(api: RoomApi, active: boolean, onEnded: () => void): void {
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      api
        .roomInfo()
        .then((info) => info.ended && ended.current())
        .catch(() => undefined);
    }, ENDED_POLL_MS);
    return () => clearInterval(timer);
  }, [api, active]);
}
