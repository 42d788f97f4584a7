import { useEffect, useReducer } from 'react';
import { initialFaceCheck, nextLookMs, stepFaceCheck, type FaceCheckPhase } from '../../domain/faceCheck';
import type { FaceDetector } from './faceDetector';
import { sopApi } from './sopApi';

let detector: Promise<FaceDetector> | null = null;
/** The detector, loaded once per page on first use; one that failed to load is not tried again. */
const loadDetector = () => (detector ??= import('./faceDetector').then((module) => module.createFaceDetector()));

/** A video element of our own that plays the stream, kept out of the page, for the detector to read frames from. */
function playing(stream: MediaStream): HTMLVideoElement {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  void video.play().catch(() => undefined);
  return video;
}

/**
 * The 双录 face check of a room (domain/faceCheck.ts): while the customer's video stream is there, looks at it every
 * few seconds (less often while no face is seen) off the render path, and stores the face checkpoint once a face is seen. Pass a null stream
 * where the tenant records no sales: the detector is then never loaded.
 */
export function useFaceCheck(serviceId: string, stream: MediaStream | null): FaceCheckPhase {
  const [state, dispatch] = useReducer(stepFaceCheck, initialFaceCheck);

  useEffect(() => dispatch({ type: 'video', present: stream !== null }), [stream]);

  const looking = state.phase === 'looking';
  useEffect(() => {
    if (!looking || !stream) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const video = playing(stream);
    let misses = 0;
    const look = async () => {
      try {
        const seen = await (await loadDetector()).customerIn(video);
        if (!live) return;
        if (seen) return dispatch({ type: 'seen' });
      } catch {
        // No model, no backend: the call goes on, and the panel says the check is unavailable.
        if (live) dispatch({ type: 'failed' });
        return;
      }
      misses += 1;
      timer = setTimeout(() => void look(), nextLookMs(misses));
    };
    void look();
    return () => {
      live = false;
      clearTimeout(timer);
      video.pause();
      video.srcObject = null;
    };
  }, [looking, stream]);

  const storing = state.phase === 'storing';
  useEffect(() => {
    if (!storing) return;
    sopApi.facePresent(serviceId).then(
      () => dispatch({ type: 'stored' }),
      () => dispatch({ type: 'storeFailed' }),
    );
  }, [storing, serviceId]);

  return state.phase;
}
