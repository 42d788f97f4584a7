import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { readToken, storedAgent } from '../../../../session/session';
import { request } from '../../../../dataProvider/httpClient';
import { connectAgentSocket } from '../../../../realtime/agentSocket';
import { callPaths, type StartedRoom } from '../../../../schemas/call';
import { hallVariantOf } from '../../HallContext';
import { rememberQwEnd } from './hallExit';
import { lifecycleTexts } from './lifecycleTexts';
import { useHallLock } from './useHallLock';
import { pageLink } from '../../../../domain/pages';
import type { RtcConfig } from '../../../../schemas/rtcConfig';
import { askedAhead } from '../../../../dataProvider/askedAhead';
import { agentHallApi } from '../agentHallApi';
import { takeHandedRoom } from '../roomHandOver';

/** The room found, and its engine's config asked for as soon as it was (while the lock settles). */
interface FoundRoom {
  room: StartedRoom;
  rtcConfig: () => Promise<RtcConfig>;
}

/** Loading, no room of this agent in progress under that id, or the room to show. */
type HallEntry = { kind: 'loading' } | { kind: 'none' } | ({ kind: 'room' } & FoundRoom);

/** The room found; its engine config is the one the answer gave when the room was handed over, or else asked now. */
function foundRoom(room: StartedRoom, known?: RtcConfig): FoundRoom {
  const { rtcConfig } = agentHallApi(room.serviceId);
  return { room, rtcConfig: askedAhead(() => (known ? Promise.resolve(known) : rtcConfig())) };
}

/**
 * Entering the agent's hall (/exhibitionHall/meetingList/:serviceId?): the agent's room in progress
 * (without an id, whichever it is); refused while another page of this browser has a hall open (spec 1
 * URL entry), and a failed look-up is the spec's failure to enter (§4.1). Both go back to the list.
 */
export function useAgentHallEntry(serviceId: string | undefined): HallEntry {
  const notify = useNotify();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The query only matters to the first look-up's redirect (it carries qwEnd along).
  const searchAtEntry = useRef(search);
  const [found, setFound] = useState<FoundRoom | null | undefined>(undefined);
  // The lock is taken while the room is looked up, and let go if there is none.
  const lock = useHallLock(found === null ? undefined : serviceId);

  useEffect(() => {
    rememberQwEnd(search);
  }, [search]);

  useEffect(() => {
    let live = true;
    const token = readToken();
    const agent = storedAgent();
    if (token && agent) connectAgentSocket(token, agent.loginName);
    // The room the call box has just opened is not looked up again.
    const handed = takeHandedRoom(serviceId);
    if (handed) {
      setFound(foundRoom(handed.room, handed.rtc));
      return undefined;
    }
    setFound(undefined);
    request<StartedRoom | null>('GET', callPaths.inProcess, { query: { agentId: agent?._id } })
      .then((current) => {
        if (!live) return;
        if (current && !serviceId)
          navigate(`${pageLink('meetingHall', { serviceId: current.serviceId })}${searchAtEntry.current}`, {
            replace: true,
          });
        else setFound(current && current.serviceId === serviceId ? foundRoom(current) : null);
      })
      .catch(() => {
        if (!live) return;
        notify(lifecycleTexts.enterFailed, { type: 'error' });
        navigate(pageLink('meetings'), { replace: true });
      });
    return () => {
      live = false;
    };
  }, [serviceId, notify, navigate]);

  useEffect(() => {
    if (lock !== 'refused') return;
    notify(lifecycleTexts.alreadyOpen(hallVariantOf(storedAgent()?.tenant?.code)), { type: 'error' });
    navigate(pageLink('meetings'), { replace: true });
  }, [lock, notify, navigate]);

  if (found === null) return { kind: 'none' };
  if (found === undefined || lock !== 'held') return { kind: 'loading' };
  return { kind: 'room', ...found };
}
