import { Box, CircularProgress, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { NoVideo, RoomVideo } from './RoomVideo';
import { CALL_RECORD_TEXTS } from './texts';
import { useMergedVideo } from './useRoomVideo';

/** The merged video of a room, merged first when it was not yet; '暂无视频' when there is no recording. */
export function MergedVideo({ serviceId, merged }: { serviceId: string | null; merged: boolean }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const onMerged = useCallback(() => {
    notify(CALL_RECORD_TEXTS.merged, { type: 'success' });
    refresh();
  }, [notify, refresh]);
  const state = useMergedVideo(serviceId, merged, onMerged);
  if (serviceId === null) return <NoVideo />;
  if (state.phase === 'merged') return <RoomVideo serviceId={serviceId} kind="merged" />;
  if (state.phase === 'failed') return <NoVideo message={state.message} />;
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <CircularProgress size={28} />
      <Typography color="text.secondary">{CALL_RECORD_TEXTS.merging}</Typography>
    </Box>
  );
}
