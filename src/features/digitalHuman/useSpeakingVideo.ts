import { useEffect, useState } from 'react';
import type { DigitalHumanVideo } from '../../schemas/digitalHuman';

/** How often a video still being made is asked after, so its progress moves on screen. */
const POLL_MS = 1500;

/** The digital human's video, asked again while it is queued or rendering; why it cannot be had, if so. */
export function useSpeakingVideo(load: (() => Promise<DigitalHumanVideo>) | null): {
  video: DigitalHumanVideo | null;
  error: string;
} {
  const [video, setVideo] = useState<DigitalHumanVideo | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!load) return;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () =>
      load()
        .then((got) => {
          if (ended) return;
          setVideo(got);
          setError('');
          if (got.render.state === 'queued' || got.render.state === 'rendering') timer = setTimeout(tick, POLL_MS);
        })
        .catch((err: unknown) => !ended && setError(err instanceof Error ? err.message : String(err)));
    void tick();
    return () => {
      ended = true;
      clearTimeout(timer);
    };
  }, [load]);
  return { video, error };
}
