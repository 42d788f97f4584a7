import { Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { dualRecordTexts } from '../../domain/dualRecord';
import type { RecordingTrack } from '../../schemas/recording';
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

const TRACKS: RecordingTrack[] = ['composite', 'agent', 'customer'];

function StoredVideo({ serviceId, kind }: { serviceId: string; kind: VideoKind }) {
  const state = useRoomVideo(serviceId, kind);
  const [track, setTrack] = useState<RecordingTrack>('composite');
  if (state.phase === 'loading') {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <CircularProgress size={28} aria-label={CALL_RECORD_TEXTS.loading} />
      </Box>
    );
  }
  if (state.phase === 'failed') return <NoVideo message={state.message} />;
  // 双录 keeps each party's track beside the call mixed: the mixed one shows first, the others by their tab.
  const tracks = TRACKS.filter((t) => state.parts.some((part) => part.track === t));
  const choice = tracks.length > 1 && (
    <Tabs value={track} onChange={(_, value: RecordingTrack) => setTrack(value)}>
      {tracks.map((t) => (
        <Tab key={t} value={t} label={dualRecordTexts.tracks[t]} />
      ))}
    </Tabs>
  );
  const parts = state.parts.filter((part) => part.track === track);
  const [only] = parts;
  if (parts.length === 1 && only)
    return (
      <>
        {choice}
        <RecordingPlayer key={only.url} url={only.url} />
      </>
    );
  // A transfer or a reconnect leaves several parts: each plays on its own, in the order recorded.
  return (
    <Stack spacing={2}>
      {choice}
      {parts.map((part, index) => (
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
