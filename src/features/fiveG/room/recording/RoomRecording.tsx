import { useCallRecording } from '../../../hall';
import type { RoomApi } from '../roomApi';

/**
 * Records the call in the browser while the call service says it is recorded (the meeting hall's recorder): under
 * 双录 (fiveGSop) each party's track beside the call, every track held while the agent has paused it.
 */
export function RoomRecording({
  api,
  active,
  local,
  remote,
  dualRecord,
  paused,
}: {
  api: RoomApi;
  active: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
  dualRecord: boolean;
  paused: boolean;
}) {
  useCallRecording({ recording: api.recording, active, local, remote, dualRecord, paused });
  return null;
}
