import { Stack } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { MediaProblem, MediaToggles } from '../../custom-pages/hall/MediaControls';
import type { RoomMediaTexts } from '../../custom-pages/hall/roomMediaTexts';
import { RoomVideos } from '../../custom-pages/hall/RoomVideos';
import { useRoomMedia } from '../../custom-pages/hall/useRoomMedia';
import { appZhCN } from '../../i18n/appZhCN';
import { request } from '../../dataProvider/httpClient';
import { agentRoomSignals } from '../../realtime/agentSocket';
import { rtcConfigPaths, type RtcConfig } from '../../schemas/rtcConfig';

/** The agent's side of the room's call: the customer's video, one's own preview, microphone and camera. */
export function RoomCall({ serviceId, active }: { serviceId: string; active: boolean }) {
  const translate = useTranslate();
  const openSignals = useCallback(() => agentRoomSignals(serviceId), [serviceId]);
  const loadRtcConfig = useCallback(() => request<RtcConfig>('GET', rtcConfigPaths.agent, { query: { serviceId } }), [serviceId]);
  const media = useRoomMedia({ serviceId, role: 'agent', active, loadRtcConfig, openSignals });
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
