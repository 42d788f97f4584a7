import { Box } from '@mui/material';
import { useRef } from 'react';
import type { ShareSync } from '../../../domain/shareSync';
import type { RoomShare } from '../../../schemas/roomShare';
import { useShareSync, type ShareReport } from './useShareSync';

/** A difference in playback time the follower puts right; smaller ones are left to play on. */
const DRIFT_SECONDS = 1;

/** A shared video: the controller plays, pauses and seeks; the other side follows. */
export function SharedVideo({ share }: { share: RoomShare }) {
  const video = useRef<HTMLVideoElement>(null);
  const follow = ({ media }: ShareSync) => {
    const player = video.current;
    if (!player || !media) return;
    if (Math.abs(player.currentTime - media.time) > DRIFT_SECONDS) player.currentTime = media.time;
    if (media.playing && player.paused) void player.play().catch(() => undefined);
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
        onPlay={reportPlayback}
        onPause={reportPlayback}
        onSeeked={reportPlayback}
        sx={{ maxWidth: '100%', maxHeight: '100%' }}
      />
    </Box>
  );
}
