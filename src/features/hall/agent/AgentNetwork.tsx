import { agentSocketConnected } from '../../../realtime/agentSocket';
import { useHall } from '../HallContext';
import { HallNetwork } from '../network/HallNetwork';

/** The agent's side: its own network events go to POST /api/serviceRoomEvent; its own offline closes the page after 90 s. */
export function AgentNetwork() {
  const { room, api } = useHall();
  const report = api.reportNetwork;
  return (
    <HallNetwork remoteName={room.userName} socketConnected={agentSocketConnected} report={report} closeWhenOffline />
  );
}
