import { Stack } from '@mui/material';
import { useCallback } from 'react';
import { MediaProblem, MediaToggles } from '../custom-pages/hall/MediaControls';
import { RoomVideos } from '../custom-pages/hall/RoomVideos';
import { useRoomMedia } from '../custom-pages/hall/useRoomMedia';
import { rtcConfigPaths, type RtcConfig } from '../schemas/rtcConfig';
import { customerRequest, customerRoomSignals, type CustomerSocket } from './customerApi';
import { customerTexts as texts } from './texts';

/**
 * The customer's side of the room's call: the agent's video, one's own small preview, microphone and
 * camera. The page unmounts it when the room ends, which leaves the call.
 */
export function RoomCall({ socket, serviceId, inviteNumber }: { socket: CustomerSocket; serviceId: string; inviteNumber: string }) {
  const openSignals = useCallback(() => customerRoomSignals(socket, serviceId), [socket, serviceId]);
  const loadRtcConfig = useCallback(() => customerRequest<RtcConfig>('POST', rtcConfigPaths.customer, { serviceId, inviteNumber }), [serviceId, inviteNumber]);
  const media = useRoomMedia({ serviceId, role: 'customer', active: true, loadRtcConfig, openSignals });
  return (
    <Stack spacing={2}>
      <MediaProblem media={media} texts={texts.media} />
      <RoomVideos media={media} texts={texts.media} />
      <MediaToggles media={media} texts={texts.media} />
    </Stack>
  );
}
