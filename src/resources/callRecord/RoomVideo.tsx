import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { formatDuration } from '../../domain/callRecords';
import type { VideoKind } from '../../schemas/callRecord';
import { RecordingPlayer } from './RecordingPlayer';
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
  const [only] = state.parts;
  if (state.parts.length === 1 && only) return <RecordingPlayer url={only.url} />;
  // A transfer or a reconnect leaves several parts: each plays on its own, in the order recorded.
  return (
    <Stack spacing={2}>
      {state.parts.map((part, index) => (
        <Box key={part.url}>
          <Typography variant="body2" color="text.secondary" gutterBottom data-testid="room-video-part">
            {CALL_RECORD_TEXTS.part(
              index + 1,
              part.agentName,
              formatDuration(part.durationMs === null ? null : part.durationMs / 1000),
            )}
          </Typography>
          <RecordingPlayer url={part.url} />
        </Box>
      ))}
    </Stack>
  );
}

/** A room's recording (its parts in order) or merged video, or '暂无视频'. */
export function RoomVideo({ serviceId, kind }: RoomVideoProps) {
  return serviceId === null ? <NoVideo /> : <StoredVideo serviceId={serviceId} kind={kind} />;
}
