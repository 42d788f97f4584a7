import { Stack } from '@mui/material';
import { useCallback } from 'react';
import { MediaProblem, MediaToggles } from '../custom-pages/hall/MediaControls';
import { RoomVideos } from '../custom-pages/hall/RoomVideos';
import { useRoomMedia } from '../custom-pages/hall/useRoomMedia';
import { customerRoomSignals, type CustomerSocket } from './customerApi';
import { customerTexts as texts } from './texts';

/**
 * The customer's side of the room's call: the agent's video, one's own small preview, microphone and
 * camera. The page unmounts it when the room ends, which leaves the call.
 */
export function RoomCall({ socket, serviceId }: { socket: CustomerSocket; serviceId: string }) {
  const openSignals = useCallback(() => customerRoomSignals(socket, serviceId), [socket, serviceId]);
  const media = useRoomMedia({ serviceId, role: 'customer', active: true, openSignals });
  return (
    <Stack spacing={2}>
      <MediaProblem media={media} texts={texts.media} />
      <RoomVideos media={media} texts={texts.media} />
      <MediaToggles media={media} texts={texts.media} />
    </Stack>
  );
}
