import { useCallback, useEffect, useState } from 'react';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import type { RecordPauseState } from '../../../schemas/recording';

/**
 * Whether the room's recording is paused (双录): read when the page (re)loads and when its channel comes back,
 * and told at once through the channel when the agent pauses or resumes. `set` takes the answer of the agent's own
 * pause or resume.
 */
export function useRecordPause(
  channel: RoomChannel | null,
  load: () => Promise<RecordPauseState>,
): { state: RecordPauseState | null; set: (state: RecordPauseState) => void } {
  const [state, setState] = useState<RecordPauseState | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void load()
        .then((next) => live && setState(next))
        .catch(() => undefined);
    read();
    const stopMessages = channel?.on('recording.paused', (told) =>
      setState((current) => (current ? { ...current, ...told } : current)),
    );
    const stopRejoin = channel?.onRejoin(read);
    return () => {
      live = false;
      stopMessages?.();
      stopRejoin?.();
    };
  }, [channel, load]);
  const set = useCallback((next: RecordPauseState) => setState(next), []);
  return { state, set };
}
