import { useCallback } from 'react';
import { request } from '../../../dataProvider/httpClient';
import type { NetworkRoomEvent } from '../../../domain/networkQuality';
import { agentSocketConnected } from '../../../realtime/agentSocket';
import { useHall } from '../HallContext';
import { HallNetwork } from '../network/HallNetwork';

/** The agent's side: its own network events go to POST /api/serviceRoomEvent; its own offline closes the page after 90 s. */
export function AgentNetwork() {
  const { room } = useHall();
  const { serviceId } = room;
  const report = useCallback((event: NetworkRoomEvent) => request('POST', '/api/serviceRoomEvent', { body: { serviceId, event }, quiet: true }), [serviceId]);
  return <HallNetwork remoteName={room.userName} socketConnected={agentSocketConnected} report={report} closeWhenOffline />;
}
