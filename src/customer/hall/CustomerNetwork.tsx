import { useCallback } from 'react';
import type { CustomerSocket } from '../../realtime/customerSocket';
import { HallNetwork, useHall } from '../../features/hall';

/** The customer's side: its own network events go to POST /api/customer/serviceRoomEvent by its key of the room. */
export function CustomerNetwork({ socket }: { socket: CustomerSocket }) {
  const { room, api } = useHall();
  const report = api.reportNetwork;
  const connected = useCallback(() => socket.connected, [socket]);
  return <HallNetwork remoteName={room.agentName ?? ''} socketConnected={connected} report={report} compact />;
}
