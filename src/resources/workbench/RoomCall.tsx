import { Stack } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { MediaProblem, MediaToggles } from '../../custom-pages/hall/MediaControls';
import { useCallRecording } from '../../custom-pages/hall/recording/useCallRecording';
import type { RoomMediaTexts } from '../../custom-pages/hall/roomMediaTexts';
import { RoomVideos } from '../../custom-pages/hall/RoomVideos';
import { useRoomMedia } from '../../custom-pages/hall/useRoomMedia';
import { appZhCN } from '../../i18n/appZhCN';
import { agentRoomSignals } from '../../realtime/agentSocket';

/** The agent's side of the room's call: the customer's video, one's own preview, microphone and camera. */
export function RoomCall({ serviceId, active }: { serviceId: string; active: boolean }) {
  const translate = useTranslate();
  const openSignals = useCallback(() => agentRoomSignals(serviceId), [serviceId]);
  const media = useRoomMedia({ serviceId, role: 'agent', active, openSignals });
  useCallRecording({ serviceId, active, local: media.local, remote: media.remote });
  const texts = useMemo(
    () =>
      ({
        ...Object.fromEntries(Object.keys(appZhCN.room).map((key) => [key, translate(`app.room.${key}`)])),
        confirm: translate('app.common.confirm'),
      }) as RoomMediaTexts,
    [translate],
  );
  return (
    <Stack spacing={2} sx={{ flex: 1, maxWidth: 720 }}>
      <MediaProblem media={media} texts={texts} />
      <RoomVideos media={media} texts={texts} />
      <MediaToggles media={media} texts={texts} />
    </Stack>
  );
}
