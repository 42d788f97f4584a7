import { useCallback } from 'react';
import type { NetworkRoomEvent } from '../../../domain/networkQuality';
import { customerRequest } from '../../../customer/customerApi';
import type { CustomerSocket } from '../../../realtime/customerSocket';
import { useHall } from '../HallContext';
import { HallNetwork } from './HallNetwork';

/** The customer's side: its own network events go to POST /api/customer/serviceRoomEvent by the room's invite number. */
export function CustomerNetwork({ socket }: { socket: CustomerSocket }) {
  const { room } = useHall();
  const { serviceId, inviteNumber } = room;
  const report = useCallback((event: NetworkRoomEvent) => customerRequest('POST', '/api/customer/serviceRoomEvent', { serviceId, inviteNumber, event }), [serviceId, inviteNumber]);
  const connected = useCallback(() => socket.connected, [socket]);
  return <HallNetwork remoteName={room.agentName ?? ''} socketConnected={connected} report={report} compact />;
}
