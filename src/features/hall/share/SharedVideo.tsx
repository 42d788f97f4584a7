import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Box, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { ShareSync } from '../../../domain/shareSync';
import type { RoomShare } from '../../../schemas/roomShare';
import { forgetMedia, playWithSound, unmuteAll, useMutedByBrowser } from '../soundFallback';
import { shareTexts } from './shareTexts';
import { useShareSync, type ShareReport } from './useShareSync';

/** A difference in playback time the follower puts right; smaller ones are left to play on. */
const DRIFT_SECONDS = 1;

/**
 * A shared video: the controller plays, pauses and seeks; the other side follows. A phone that refuses to play
 * sound the user has not asked for plays along muted, with a button that turns the sound on.
 */
export function SharedVideo({ share }: { share: RoomShare }) {
  const video = useRef<HTMLVideoElement>(null);
  const mutedByBrowser = useMutedByBrowser(video.current);
  useEffect(() => {
    const player = video.current;
    return () => forgetMedia(player);
  }, []);
  const follow = ({ media }: ShareSync) => {
    const player = video.current;
    if (!player || !media) return;
    if (Math.abs(player.currentTime - media.time) > DRIFT_SECONDS || !media.playing) player.currentTime = media.time;
    if (media.playing && player.paused) void playWithSound(player);
    if (!media.playing && !player.paused) player.pause();
  };
  const snapshot = (): ShareReport =>
    video.current ? { media: { playing: !video.current.paused, time: video.current.currentTime } } : {};
  const { drives, report } = useShareSync(share, follow, snapshot);
  const reportPlayback = () => report(snapshot());
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'common.black',
      }}
    >
      <Box
        component="video"
        ref={video}
        data-testid="shared-video"
        src={share.url ?? undefined}
        controls={drives}
        playsInline
        preload="auto"
        onPlay={reportPlayback}
        onPause={reportPlayback}
        onSeeked={reportPlayback}
        sx={{ maxWidth: '100%', maxHeight: '100%' }}
      />
      {mutedByBrowser && (
        <Button
          variant="contained"
          startIcon={<VolumeUpIcon />}
          onClick={unmuteAll}
          sx={{ position: 'absolute', bottom: 16, left: '50%', transform: 'translateX(-50%)' }}
        >
          {shareTexts.unmute}
        </Button>
      )}
    </Box>
  );
}
