import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

const SPOKEN_TEXTS = { play: '播放语音' } as const;

export interface SpokenAudioProps {
  /** The spoken words' address; null says nothing (and counts as done at once). */
  src: string | null;
  testId: string;
  /** Heard once per `src`: the words ended, or could not be played. */
  onDone?: () => void;
}

/**
 * Words spoken aloud as soon as they show (the question, a reply, a bot's node). A browser that refuses to
 * play on its own (no tap on the page yet) gets a button to start them; one that cannot play them at all
 * counts them as done, so what waits for the words goes on.
 */
export function SpokenAudio({ src, testId, onDone }: SpokenAudioProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  const finished = useRef<string | null>(null);
  const finish = () => {
    if (finished.current === src) return;
    finished.current = src;
    done.current?.();
  };

  useEffect(() => {
    setBlocked(false);
    const element = audio.current;
    if (!src || !element) {
      finish();
      return;
    }
    element.play().catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'NotAllowedError') setBlocked(true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each new address plays once
  }, [src]);

  if (!src) return null;
  return (
    <>
      <audio ref={audio} src={src} preload="auto" data-testid={testId} onEnded={finish} onError={finish} />
      {blocked && (
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          startIcon={<VolumeUpIcon />}
          onClick={() => {
            setBlocked(false);
            void audio.current?.play().catch(finish);
          }}
        >
          {SPOKEN_TEXTS.play}
        </Button>
      )}
    </>
  );
}
