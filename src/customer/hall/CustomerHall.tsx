import CallEndIcon from '@mui/icons-material/CallEnd';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  FooterItem,
  type Hall,
  HallContext,
  type HallRoom,
  HallStage,
  MediaProblem,
  type PanelKey,
  RecordPausedBanner,
  useHallChannel,
  useObeyHost,
  useRecordPause,
  useRoomMedia,
  useRoomShare,
  WhiteboardProvider,
} from '../../features/hall';
import { CustomerNetwork } from './CustomerNetwork';
import { type RoomEventKind, roomEventPaths } from '../../schemas/roomEvent';
import { useCustomerHallLifecycle } from './useCustomerHallLifecycle';
import { customerRoomChannel } from '../../realtime/customerSocket';
import { createRoomChannel } from '../../realtime/im/createRoomChannel';
import type { CustomerRole } from '../../schemas/customerKey';
import type { RtcConfig } from '../../schemas/rtcConfig';
import { sharePaths, type RoomShare } from '../../schemas/roomShare';
import { recordingPaths, type RecordPauseState } from '../../schemas/recording';
import { customerRequest, customerRoomSignals, type CustomerSocket } from '../customerApi';
import { customerTexts as texts } from './texts';
import { customerHallApi } from './customerHallApi';

/**
 * The customer's side of the hall: the agent's video (or what the agent shares, with the videos beside
 * it), and a footer with microphone, camera and hanging up. It leaves the call when it unmounts.
 */
export interface CustomerHallProps {
  socket: CustomerSocket;
  /** The room's engine config, asked for by the page as it opened; keep it stable. */
  loadRtcConfig: () => Promise<RtcConfig>;
  room: HallRoom;
  role: CustomerRole;
  /** Hangs up; `announce` first tells the agent and the log that the customer leaves. */
  onHangUp: (announce: () => Promise<void>) => void;
  /** The agent ended the session. */
  onEnded?: () => void;
  notice?: ReactNode;
}

export function CustomerHall({ socket, loadRtcConfig, room, role, onHangUp, onEnded, notice }: CustomerHallProps) {
  const { serviceId, key = '' } = room;
  const openSignals = useCallback(() => customerRoomSignals(socket, serviceId), [socket, serviceId]);
  const logEvent = useCallback(
    (event: RoomEventKind) =>
      void customerRequest('POST', roomEventPaths.customer, { serviceId, key, event }).catch(() => undefined),
    [serviceId, key],
  );
  const roomMedia = useRoomMedia({
    serviceId,
    role: 'customer',
    active: true,
    loadRtcConfig,
    openSignals,
    onEvent: logEvent,
  });
  const openChannel = useCallback(
    async () => createRoomChannel(await loadRtcConfig(), () => customerRoomChannel(socket, serviceId)),
    [loadRtcConfig, socket, serviceId],
  );
  const [channelError, setChannelError] = useState('');
  const channel = useHallChannel(openChannel, true, (error) => setChannelError(error.text));
  const loadShare = useCallback(
    async () =>
      (
        await customerRequest<{ share: RoomShare | null }>(
          'GET',
          `${sharePaths.customerCurrent}?${new URLSearchParams({ serviceId, key }).toString()}`,
        )
      ).share,
    [serviceId, key],
  );
  const share = useRoomShare(channel, loadShare);
  const loadPause = useCallback(
    () =>
      customerRequest<RecordPauseState>(
        'GET',
        `${recordingPaths.customerPauseState}?${new URLSearchParams({ serviceId, key }).toString()}`,
      ),
    [serviceId, key],
  );
  const recordPause = useRecordPause(channel, loadPause);
  const media = useObeyHost(channel, roomMedia, room.userName);
  const [panel, openPanel] = useState<PanelKey | null>(null);
  const [whiteboard, setWhiteboard] = useState(false);
  const api = useMemo(() => customerHallApi(serviceId, key), [serviceId, key]);
  const announceLeaving = useCustomerHallLifecycle({ channel, serviceId, roomKey: key, role, onEnded });
  if (!channel) return null;

  const hall: Hall = {
    role: 'customer',
    room,
    variant: 'standard',
    useSop: false,
    channel,
    media,
    share,
    panel,
    openPanel,
    whiteboard,
    setWhiteboard,
    logEvent,
    api,
  };
  const noMedia = media.local === null;
  return (
    <HallContext.Provider value={hall}>
      <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
        {/* One line on any phone: the agent's name gives way first, the network shows its levels as icons. */}
        <Stack
          component="header"
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ px: 1.5, py: 0.75, bgcolor: 'grey.900', color: 'common.white', flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          <Typography variant="body2" data-testid="connected" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {texts.connected(room.agentName ?? '')}
          </Typography>
          <CustomerNetwork socket={socket} />
          <Typography variant="caption" data-testid="invite-number" sx={{ flexShrink: 0 }}>
            {texts.inviteNumber}：{room.inviteNumber}
          </Typography>
        </Stack>
        {notice && <Alert severity="info">{notice}</Alert>}
        <RecordPausedBanner state={recordPause.state} showReason={false} />
        {channelError && (
          <Alert severity="error" onClose={() => setChannelError('')}>
            {channelError}
          </Alert>
        )}
        <MediaProblem media={media} texts={texts.media} />
        <WhiteboardProvider>
          <HallStage texts={texts.media} />
        </WhiteboardProvider>
        <Stack
          component="footer"
          direction="row"
          spacing={1}
          justifyContent="center"
          sx={{ bgcolor: 'grey.900', py: 0.5, flexShrink: 0 }}
        >
          <FooterItem
            icon={media.audioOn ? <MicIcon /> : <MicOffIcon />}
            label={texts.media.microphone}
            checked={media.audioOn && !noMedia}
            disabled={noMedia || (media.locked.audio && !media.audioOn)}
            onClick={media.toggleAudio}
          />
          <FooterItem
            icon={media.videoOn ? <VideocamIcon /> : <VideocamOffIcon />}
            label={texts.media.camera}
            checked={media.videoOn && !noMedia}
            disabled={noMedia || (media.locked.video && !media.videoOn)}
            onClick={media.toggleVideo}
          />
          <FooterItem icon={<CallEndIcon />} label={texts.hangUp} danger onClick={() => onHangUp(announceLeaving)} />
        </Stack>
      </Box>
    </HallContext.Provider>
  );
}
