import { Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { readToken, storedAgent } from '../../auth/session';
import { HallContext, hallVariantOf, type Hall, type PanelKey } from '../../custom-pages/hall/HallContext';
import { HallHeader, HeaderButton } from '../../custom-pages/hall/HallHeader';
import { hallTexts } from '../../custom-pages/hall/hallTexts';
import { HallFooter } from '../../custom-pages/hall/footer/HallFooter';
import { EventLog } from '../../custom-pages/hall/log/EventLog';
import { MediaProblem } from '../../custom-pages/hall/MediaControls';
import { useCallRecording } from '../../custom-pages/hall/recording/useCallRecording';
import type { RoomMediaTexts } from '../../custom-pages/hall/roomMediaTexts';
import { useRoomShare } from '../../custom-pages/hall/share/useRoomShare';
import { useShareEndings } from '../../custom-pages/hall/share/useShareEndings';
import { SidePanel } from '../../custom-pages/hall/SidePanel';
import { HallStage } from '../../custom-pages/hall/stage/HallStage';
import { useHallChannel } from '../../custom-pages/hall/useHallChannel';
import { useRoomMedia } from '../../custom-pages/hall/useRoomMedia';
import { request } from '../../dataProvider/httpClient';
import { appZhCN } from '../../i18n/appZhCN';
import { agentRoomChannel, agentRoomSignals, connectAgentSocket, onAgentSocketEvent } from '../../realtime/agentSocket';
import { callPaths, type StartedRoom } from '../../schemas/call';
import { sharePaths, type RoomShareState } from '../../schemas/roomShare';
import type { RoomEventRecord } from '../../schemas/roomEvent';
import { rtcConfigPaths, type RtcConfig } from '../../schemas/rtcConfig';
import { TransferDialog } from './TransferDialog';

const LIST_PATH = '/remoteMeeting/list';
/** Spec 1 §9: the page closes 1.5 s after its session ended. */
const CLOSE_AFTER_ENDED_MS = 1500;
/** Spec 2 §9: the hall opens the share panel after 3 s. */
const OPEN_SHARE_PANEL_MS = 3000;

/**
 * The agent's meeting hall (/exhibitionHall/meetingList/:serviceId): finds the agent's room in progress,
 * then shows the hall, or says there is none.
 */
export function RoomPage() {
  const { serviceId } = useParams();
  const translate = useTranslate();
  const [room, setRoom] = useState<StartedRoom | null | undefined>(undefined);

  useEffect(() => {
    const token = readToken();
    const agent = storedAgent();
    if (token && agent) connectAgentSocket(token, agent.loginName);
    void request<StartedRoom | null>('GET', callPaths.inProcess, { query: { agentId: agent?._id } })
      .then((current) => setRoom(current && current.serviceId === serviceId ? current : null))
      .catch(() => setRoom(null));
  }, [serviceId]);

  if (room === undefined) return null;
  if (room === null) {
    return (
      <Box sx={{ p: 4 }}>
        <Typography variant="h6">{translate('app.call.noRoom')}</Typography>
        <Button component={RouterLink} to={LIST_PATH} sx={{ mt: 2 }}>
          {translate('app.call.backToList')}
        </Button>
      </Box>
    );
  }
  return <AgentHall room={room} />;
}

function AgentHall({ room }: { room: StartedRoom }) {
  const { serviceId } = room;
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const agent = storedAgent();
  const [ending, setEnding] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [ended, setEnded] = useState(false);
  const [panel, openPanel] = useState<PanelKey | null>(null);
  const [whiteboard, setWhiteboard] = useState(false);

  const openSignals = useCallback(() => agentRoomSignals(serviceId), [serviceId]);
  const loadRtcConfig = useCallback(() => request<RtcConfig>('GET', rtcConfigPaths.agent, { query: { serviceId } }), [serviceId]);
  const media = useRoomMedia({ serviceId, role: 'agent', active: !ended, loadRtcConfig, openSignals });
  useCallRecording({ serviceId, active: !ended, local: media.local, remote: media.remote });
  const openChannel = useCallback(() => agentRoomChannel(serviceId), [serviceId]);
  const channel = useHallChannel(openChannel, !ended);
  const loadShare = useCallback(async () => (await request<RoomShareState>('GET', sharePaths.current, { query: { serviceId }, quiet: true })).share, [serviceId]);
  const share = useRoomShare(channel, loadShare);
  const endShare = useShareEndings({ serviceId, channel, share, openPanel, setWhiteboard });
  const loadEvents = useCallback(() => request<RoomEventRecord[]>('GET', '/api/serviceRoomEvent', { query: { serviceId } }), [serviceId]);
  const texts = useMemo(
    () =>
      ({
        ...Object.fromEntries(Object.keys(appZhCN.room).map((key) => [key, translate(`app.room.${key}`)])),
        confirm: translate('app.common.confirm'),
      }) as RoomMediaTexts,
    [translate],
  );

  useEffect(() => {
    const timer = setTimeout(() => openPanel((current) => current ?? '1'), OPEN_SHARE_PANEL_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      onAgentSocketEvent('serviceRoom.ended', (endedRoom) => {
        if (endedRoom.serviceId !== serviceId) return;
        setEnded(true);
        notify(endedRoom.by === 'transfer' ? 'app.call.transferredAway' : endedRoom.by === 'user' ? 'app.call.customerLeft' : 'app.call.ended', { type: 'info' });
        setTimeout(() => navigate(LIST_PATH), CLOSE_AFTER_ENDED_MS);
      }),
    [serviceId, navigate, notify],
  );
  useEffect(() => onAgentSocketEvent('serviceRoom.transferFailed', () => notify('app.call.transferFailed', { type: 'warning' })), [notify]);

  const end = async () => {
    setEnding(false);
    setEnded(true);
    await request('POST', callPaths.endRecord, { body: { serviceId, notifyUser: true } }).catch(() => undefined);
    navigate(LIST_PATH);
  };

  if (!channel) return null;
  const hall: Hall = {
    role: 'agent',
    room: { serviceId, inviteNumber: room.inviteNumber, startedAt: room.startedAt, userName: room.userName, userPhone: room.userPhone, agentName: agent?.fullName },
    variant: hallVariantOf(agent?.tenant?.code),
    useSop: agent?.tenant?.useSop ?? false,
    channel,
    media,
    share,
    panel,
    openPanel,
    whiteboard,
    setWhiteboard,
  };
  return (
    <HallContext.Provider value={hall}>
      <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
        <HallHeader>
          <Typography data-testid="customer-name" sx={{ alignSelf: 'center', mr: 1 }}>
            {hallTexts.customer}：{room.userName} {room.userPhone}
          </Typography>
          <HeaderButton onClick={() => setTransferring(true)}>{translate('app.call.transfer')}</HeaderButton>
        </HallHeader>
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>
            <MediaProblem media={media} texts={texts} />
            <HallStage texts={texts} />
            <EventLog load={loadEvents} />
          </Box>
          <SidePanel />
        </Box>
        <HallFooter onEnd={() => setEnding(true)} onEndShare={endShare} />
      </Box>
      <TransferDialog room={room} open={transferring} onClose={() => setTransferring(false)} />
      <Confirm
        isOpen={ending}
        title={hallTexts.tip}
        content={hallTexts.endQuestion(hall.variant)}
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={() => void end()}
        onClose={() => setEnding(false)}
      />
    </HallContext.Provider>
  );
}
