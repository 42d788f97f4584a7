import { useCallRecording } from '../../../hall';
import type { RoomApi } from '../roomApi';

/** Records the call in the browser while the call service says it is recorded (the meeting hall's recorder). */
export function RoomRecording({
  api,
  active,
  local,
  remote,
}: {
  api: RoomApi;
  active: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
}) {
  useCallRecording({ recording: api.recording, active, local, remote });
  return null;
}
