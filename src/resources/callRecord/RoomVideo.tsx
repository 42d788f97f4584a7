import { Box, CircularProgress, Typography } from '@mui/material';
import type { VideoKind } from '../../schemas/callRecord';
import { CALL_RECORD_TEXTS } from './texts';
import { useRoomVideo } from './useRoomVideo';

export interface RoomVideoProps {
  /** The room; null for a call that never opened one. */
  serviceId: string | null;
  kind: VideoKind;
}

/** Tells why there is nothing to watch. */
export function NoVideo({ message = CALL_RECORD_TEXTS.noVideo }: { message?: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="no-video">
      {message}
    </Typography>
  );
}

function StoredVideo({ serviceId, kind }: { serviceId: string; kind: VideoKind }) {
  const state = useRoomVideo(serviceId, kind);
  if (state.phase === 'loading') {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <CircularProgress size={28} aria-label={CALL_RECORD_TEXTS.loading} />
      </Box>
    );
  }
  if (state.phase === 'failed') return <NoVideo message={state.message} />;
  return <Box component="video" src={state.url} controls preload="metadata" data-testid="room-video" sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'common.black' }} />;
}

/** A room's recording or merged video, or '暂无视频'. */
export function RoomVideo({ serviceId, kind }: RoomVideoProps) {
  return serviceId === null ? <NoVideo /> : <StoredVideo serviceId={serviceId} kind={kind} />;
}
