import { useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR_TEXT, request } from '../../dataProvider/httpClient';
import type { RecordingPartUrl, RecordingUrl, VideoKind } from '../../schemas/callRecord';
import { callRecordPaths } from '../../schemas/callRecord';

type RoomVideoState =
  { phase: 'loading' } | { phase: 'ready'; parts: RecordingPartUrl[] } | { phase: 'failed'; message: string };

const failure = (err: unknown) => (err instanceof ApiError ? err.message : NETWORK_ERROR_TEXT);

/** Where to watch a room's recording or merged video; the server's reason ('暂无视频') when there is none; nothing for null. */
export function useRoomVideo(serviceId: string | null, kind: VideoKind): RoomVideoState {
  const [state, setState] = useState<RoomVideoState>({ phase: 'loading' });
  useEffect(() => {
    // Null: nothing is asked (the page plays the video elsewhere).
    if (serviceId === null) return;
    const controller = new AbortController();
    setState({ phase: 'loading' });
    request<RecordingUrl>('GET', callRecordPaths.video, {
      query: { serviceId, kind },
      quiet: true,
      signal: controller.signal,
    })
      .then((answer) => setState({ phase: 'ready', parts: answer.parts }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setState({ phase: 'failed', message: failure(err) });
      });
    return () => controller.abort();
  }, [serviceId, kind]);
  return state;
}

/** Asks the server to merge a room's video, once per opening; the state of the merged video afterwards. */
export function useMergedVideo(
  serviceId: string | null,
  alreadyMerged: boolean,
  onMerged: () => void,
): RoomVideoState | { phase: 'merged' } {
  const [state, setState] = useState<RoomVideoState | { phase: 'merged' }>(
    alreadyMerged ? { phase: 'merged' } : { phase: 'loading' },
  );
  useEffect(() => {
    if (alreadyMerged || serviceId === null) return;
    let live = true;
    request('POST', callRecordPaths.mergeVideo, { body: { serviceId }, quiet: true })
      .then(() => {
        if (!live) return;
        setState({ phase: 'merged' });
        onMerged();
      })
      .catch((err: unknown) => {
        if (live) setState({ phase: 'failed', message: failure(err) });
      });
    return () => {
      live = false;
    };
  }, [serviceId, alreadyMerged, onMerged]);
  return state;
}
