import { Box, Button, Typography } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import type { RtcStats } from '../../realtime/rtc/RtcClient';
import { forgetMedia, playWithSound, unmuteAll, useMutedByBrowser } from './soundFallback';
import type { RoomMedia } from './useRoomMedia';
import type { RoomMediaTexts } from './roomMediaTexts';

type VideoTexts = Pick<RoomMediaTexts, 'remoteVideo' | 'localVideo' | 'waitingRemote' | 'soundOff'>;

/** The other participant, with its received figures on the element (data-frames-decoded, data-audio-bytes) for support and tests. */
function RemoteVideo({ stream, stats, texts }: { stream: MediaStream | null; stats: RtcStats; texts: VideoTexts }) {
  const ref = useRef<HTMLVideoElement>(null);
  const soundBlocked = useMutedByBrowser(ref.current);
  // In the commit that shows the element, not after the paint: the first frame can come with that paint.
  useLayoutEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (!stream) return;
    video.muted = false;
    void playWithSound(video);
    return () => forgetMedia(video);
  }, [stream]);

  return (
    <>
      <video
        ref={ref}
        autoPlay
        playsInline
        aria-label={texts.remoteVideo}
        data-testid="remote-video"
        data-frames-decoded={stats.framesDecoded}
        data-audio-bytes={stats.audioBytesReceived}
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
      {!stream && (
        <Typography
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'grey.300',
          }}
        >
          {texts.waitingRemote}
        </Typography>
      )}
      {stream && soundBlocked && (
        <Button
          variant="contained"
          size="small"
          onClick={unmuteAll}
          sx={{ position: 'absolute', left: 12, bottom: 12 }}
        >
          {texts.soundOff}
        </Button>
      )}
    </>
  );
}

/** One's own camera, muted and mirrored as a mirror would show it. */
function LocalVideo({ stream, label }: { stream: MediaStream | null; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted
      aria-label={label}
      data-testid="local-video"
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', transform: 'scaleX(-1)' }}
    />
  );
}

/** The remote video filling the area, one's own small preview in its corner. */
export function RoomVideos({ media, texts }: { media: RoomMedia; texts: VideoTexts }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '4 / 3',
        bgcolor: 'grey.900',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <RemoteVideo stream={media.remote} stats={media.stats} texts={texts} />
      <Box
        sx={{
          position: 'absolute',
          right: 8,
          top: 8,
          width: '28%',
          aspectRatio: '4 / 3',
          bgcolor: 'grey.800',
          borderRadius: 1,
          overflow: 'hidden',
          boxShadow: 3,
        }}
      >
        <LocalVideo stream={media.local} label={texts.localVideo} />
      </Box>
    </Box>
  );
}
