import { Box } from '@mui/material';
import type { Ref, SyntheticEvent } from 'react';

/** Far past any recording's end: seeking there makes the browser read the whole length. */
const PAST_THE_END = 1e9;

/**
 * A browser recording whose header does not tell its length reports an endless duration until its
 * end has been read; seeking past the end once on load makes the player show the real length.
 * Recordings the server has finished carry their length, so this only helps older or cut-short files.
 */
function learnDuration(event: SyntheticEvent<HTMLVideoElement>) {
  const video = event.currentTarget;
  if (video.duration !== Infinity) return;
  const rewind = () => {
    if (video.duration === Infinity) return;
    video.removeEventListener('durationchange', rewind);
    video.currentTime = 0;
  };
  video.addEventListener('durationchange', rewind);
  video.currentTime = PAST_THE_END;
}

/** One recorded video with the player's controls; `ref` reaches the video (to seek it from elsewhere). */
export function RecordingPlayer({ url, ref }: { url: string; ref?: Ref<HTMLVideoElement> }) {
  return (
    <Box
      component="video"
      ref={ref}
      src={url}
      controls
      preload="metadata"
      onLoadedMetadata={learnDuration}
      data-testid="room-video"
      sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'common.black' }}
    />
  );
}
