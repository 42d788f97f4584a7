import { Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { storedAgent } from '../../../session/session';
import { HallContext, hallVariantOf, type Hall, type PanelKey } from '../HallContext';
import { HallHeader, HeaderButton } from '../HallHeader';
import { hallTexts } from '../hallTexts';
import { BeautyItem } from '../beauty/BeautyItem';
import { useAgentBeauty } from '../beauty/useAgentBeauty';
import { MembersItem } from '../controls/MembersItem';
import { HallFooter } from '../footer/HallFooter';
import { EventLog } from '../log/EventLog';
import { MediaProblem } from '../MediaControls';
import { useCallRecording } from './recording/useCallRecording';
import { RecordPauseButton, RecordPausedBanner } from '../recordPause/RecordPause';
import { useRecordPause } from '../recordPause/useRecordPause';
import { AgentNetwork } from './AgentNetwork';
import type { RoomMediaTexts } from '../roomMediaTexts';
import { useRoomShare } from '../share/useRoomShare';
import { useShareEndings } from '../share/useShareEndings';
import { SidePanel } from '../SidePanel';
import { HallStage } from '../stage/HallStage';
import { useHallChannel } from '../useHallChannel';
import { useRoomMedia } from '../useRoomMedia';
import { WhiteboardProvider } from '../whiteboard/WhiteboardProvider';
import { createRoomChannel } from '../../../realtime/im/createRoomChannel';
import { appZhCN } from '../../../i18n/appZhCN';
import { agentRoomChannel, agentRoomSignals, onAgentSocketEvent } from '../../../realtime/agentSocket';
import type { StartedRoom } from '../../../schemas/call';
import type { RtcConfig } from '../../../schemas/rtcConfig';
import { BeforeEndContext, createBeforeEndRegistry, useBeforeEndRegistry } from './lifecycle/beforeHallEnd';
import { EndNoticeDialog } from './lifecycle/EndNoticeDialog';
import { HallEnded } from './lifecycle/HallEnded';
import { useAgentHallEntry } from './lifecycle/useAgentHallEntry';
import { useAgentHallLifecycle } from './lifecycle/useAgentHallLifecycle';
import { RoomProductContext, useRoomProductState } from '../share/roomProduct';
import { agentHallApi } from './agentHallApi';
import type { BotTranscript } from '../../../schemas/bot';
import type { RoomEventKind } from '../../../schemas/roomEvent';
import { TransferDialog } from './TransferDialog';
import { pageLink } from '../../../domain/pages';
import { useFaceCheck } from '../../sop';

/** Spec 2 §9: the hall opens the share panel after 3 s. */
const OPEN_SHARE_PANEL_MS = 3000;

/**
 * The agent's meeting hall (/exhibitionHall/meetingList/:serviceId): finds the agent's room in progress,
 * then shows the hall, or says there is none.
 */
export function RoomPage() {
  const { serviceId } = useParams();
  const translate = useTranslate();
  const entry = useAgentHallEntry(serviceId);
  const [beforeEnd] = useState(createBeforeEndRegistry);

  if (entry.kind === 'loading') return null;
  if (entry.kind === 'none') {
    return (
      <Box sx={{ p: 4 }}>
        <Typography variant="h6">{translate('app.call.noRoom')}</Typography>
        <Button component={RouterLink} to={pageLink('meetings')} sx={{ mt: 2 }}>
          {translate('app.call.backToList')}
        </Button>
      </Box>
    );
  }
  return (
    <BeforeEndContext.Provider value={beforeEnd}>
      <AgentHall room={entry.room} loadRtcConfig={entry.rtcConfig} />
    </BeforeEndContext.Provider>
  );
}

function AgentHall({ room, loadRtcConfig }: { room: StartedRoom; loadRtcConfig: () => Promise<RtcConfig> }) {
  const { serviceId } = room;
  const api = useMemo(() => agentHallApi(serviceId), [serviceId]);
  const translate = useTranslate();
  const notify = useNotify();
  const agent = storedAgent();
  const [ending, setEnding] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [ended, setEnded] = useState(false);
  const beforeEnd = useBeforeEndRegistry();
  const [panel, openPanel] = useState<PanelKey | null>(null);
  const [whiteboard, setWhiteboard] = useState(false);

  const openSignals = useCallback(() => agentRoomSignals(serviceId), [serviceId]);
  const logEvent = useCallback(
    (event: RoomEventKind) => void api.logEvent(event, { quiet: true }).catch(() => undefined),
    [api],
  );
  const media = useRoomMedia({
    serviceId,
    role: 'agent',
    active: !ended,
    loadRtcConfig,
    openSignals,
    onEvent: logEvent,
  });
  const beauty = useAgentBeauty(api, media);
  const openChannel = useCallback(
    async () => createRoomChannel(await loadRtcConfig(), () => agentRoomChannel(serviceId)),
    [loadRtcConfig, serviceId],
  );
  const channel = useHallChannel(openChannel, !ended, (error) => notify(error.text, { type: 'error' }));
  const loadPause = useCallback(() => api.recording.pauseState(), [api]);
  const recordPause = useRecordPause(channel, loadPause);
  // 双录 (useSop): each party's track is recorded beside the call, and a pause holds every track.
  useCallRecording({
    recording: api.recording,
    active: !ended,
    local: media.local,
    remote: media.remote,
    dualRecord: agent?.tenant?.useSop ?? false,
    paused: recordPause.state?.paused ?? false,
  });
  const loadShare = useCallback(async () => (await api.shareState()).share, [api]);
  const share = useRoomShare(channel, loadShare);
  const endShare = useShareEndings({ api, channel, share, openPanel, setWhiteboard });
  const product = useRoomProductState(api);
  const loadEvents = api.events;
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

  // A customer a bot handed over: the agent reads first what the bot and the customer said.
  const [botTranscript, setBotTranscript] = useState<BotTranscript | null>(null);
  useEffect(() => {
    let live = true;
    api
      .botTranscript()
      .then((transcript) => {
        if (!live || !transcript) return;
        setBotTranscript(transcript);
        openPanel('bot');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  // With useSop the real-time assistant (panel 4) takes the side panel once a share has started (spec 2 §2.2),
  // so the agent follows the conversation while presenting; the footer's 共享 brings the share list back.
  const useSop = agent?.tenant?.useSop ?? false;
  const faceCheck = useFaceCheck(serviceId, useSop && !ended ? media.remote : null);
  const shareStartedAt = share?.startedAt;
  useEffect(() => {
    if (useSop && shareStartedAt) openPanel('4');
  }, [useSop, shareStartedAt]);

  useEffect(
    () =>
      onAgentSocketEvent('serviceRoom.transferFailed', () => notify('app.call.transferFailed', { type: 'warning' })),
    [notify],
  );

  const variant = hallVariantOf(agent?.tenant?.code);
  const onEnded = useCallback(() => setEnded(true), []);
  const lifecycle = useAgentHallLifecycle({ serviceId, api, variant, channel, registry: beforeEnd, onEnded });

  if (ended) return <HallEnded />;
  if (!channel) return null;
  const hall: Hall = {
    role: 'agent',
    room: {
      serviceId,
      inviteNumber: room.inviteNumber,
      startedAt: room.startedAt,
      userName: room.userName,
      userPhone: room.userPhone,
      agentName: agent?.fullName,
    },
    variant,
    useSop,
    channel,
    media,
    share,
    panel,
    openPanel,
    whiteboard,
    setWhiteboard,
    logEvent,
    api,
    botTranscript,
    faceCheck,
  };
  return (
    <HallContext.Provider value={hall}>
      <RoomProductContext.Provider value={product}>
        <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
          <HallHeader>
            <AgentNetwork />
            <Typography data-testid="customer-name" sx={{ alignSelf: 'center', mr: 1 }}>
              {hallTexts.customer}：{room.userName} {room.userPhone}
            </Typography>
            <RecordPauseButton api={api.recording} state={recordPause.state} onChange={recordPause.set} />
            <HeaderButton onClick={() => setTransferring(true)}>{translate('app.call.transfer')}</HeaderButton>
          </HallHeader>
          <RecordPausedBanner state={recordPause.state} showReason />
          <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>
              <MediaProblem media={media} texts={texts} />
              <WhiteboardProvider>
                <HallStage texts={texts} />
              </WhiteboardProvider>
              <EventLog load={loadEvents} />
            </Box>
            <SidePanel />
          </Box>
          <HallFooter
            onEnd={() => setEnding(true)}
            onEndShare={endShare}
            onBackHome={product.product ? () => (openPanel('1'), product.goHome()) : undefined}
            extra={
              <>
                <BeautyItem beauty={beauty} />
                <MembersItem />
              </>
            }
          />
        </Box>
        <TransferDialog room={room} open={transferring} onClose={() => setTransferring(false)} />
        <Confirm
          isOpen={ending}
          title={hallTexts.tip}
          content={hallTexts.endQuestion(hall.variant)}
          confirm="app.common.confirm"
          cancel="app.common.cancel"
          onConfirm={() => {
            setEnding(false);
            void lifecycle.end();
          }}
          onClose={() => setEnding(false)}
        />
        <EndNoticeDialog
          notice={lifecycle.notice}
          onContinue={() => void lifecycle.continueSession()}
          onExit={lifecycle.exitSession}
        />
      </RoomProductContext.Provider>
    </HallContext.Provider>
  );
}
