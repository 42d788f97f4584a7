import { useState } from 'react';
import { request } from '../../dataProvider/httpClient';
import { fiveGPaths, type FiveGRoomInfo } from '../../schemas/fiveG';
import { FIVE_G_FROM_LIST_KEY } from './texts';
import { pageLink } from '../../domain/pages';

/**
 * Starts a 5G session for the signed-in agent and opens its room in a new tab. The tab opens at the
 * click (a tab opened after the answer would be stopped as a popup) and closes again on a refusal, whose
 * reason the client shows ('您当前已有进入的会话，请勿重复进入').
 */
export function useStartSession(onStarted?: (room: FiveGRoomInfo) => void) {
  const [starting, setStarting] = useState(false);
  const start = async () => {
    const tab = window.open('', '_blank');
    setStarting(true);
    try {
      const room = await request<FiveGRoomInfo>('POST', fiveGPaths.startAgent, { body: { from: 'list' } });
      window.localStorage.setItem(FIVE_G_FROM_LIST_KEY, '1');
      if (tab) tab.location.href = pageLink('fiveGRoom', { serviceId: room.serviceId });
      else window.location.assign(pageLink('fiveGRoom', { serviceId: room.serviceId }));
      onStarted?.(room);
    } catch {
      tab?.close();
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}
