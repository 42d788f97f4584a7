import { Box, Stack } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { mayChangeMedia, showsEndShare } from '../../../domain/fiveGRoom';
import { END_BY_AGENT } from '../../../schemas/callService';
import {
  BeforeEndContext,
  createBeforeEndRegistry,
  elapsedText,
  RecordPauseButton,
  RecordPausedBanner,
  useElapsed,
  useRecordPause,
} from '../../hall';
import { useFaceCheck } from '../../sop';
import { CallPanel } from '../call/CallPanel';
import type { CallSessionApi } from '../call/useCallSession';
import { handsetShareOf } from './handsetShare';
import { InsuranceCard } from './InsuranceCard';
import { CustomerInfoDialog } from './CustomerInfoDialog';
import { ConsentStatus } from './recording/ConsentStatus';
import { RecordingStatus } from './recording/RecordingStatus';
import { RoomRecording } from './recording/RoomRecording';
import { useRoomCall } from './useRoomCall';
import { storedAgent } from '../../../session/session';
import { UserInfoDialog } from './lifecycle/UserInfoDialog';
import { useEndedPoll } from './lifecycle/useEndedPoll';
import { useEndSession } from './lifecycle/useEndSession';
import { RoomButtons } from './RoomButtons';
import type { IncomingJoin, RoomApi, RoomInfo, RoomShare } from './roomApi';
import { RoomHeader } from './RoomHeader';
import { RoomSidePanel, type RoomPanelKey } from './RoomSidePanel';
import { roomTexts } from './roomTexts';
import { ShareCard } from './ShareCard';
import { SharePanel } from './share/SharePanel';
import { useRoomSharing } from './share/useRoomSharing';

export interface FiveGRoomProps {
  api: RoomApi;
  info: RoomInfo;
  /** An incoming call answered from the call box, to join rather than dial. */
  incoming?: IncomingJoin | undefined;
  onEnded(): void;
}

/** How long ending the session waits for the recording's last piece. */
const RECORDING_FLUSH_MS = 10_000;

/** The 5G room's layout (spec 2 §2.3): header, call panel, shared-content card, button bar and the side panel. */
export function FiveGRoom({ api, info, incoming, onEnded }: FiveGRoomProps) {
  const notify = useNotify();
  const [panel, setPanel] = useState<RoomPanelKey | null>(null);
  const [endingShare, setEndingShare] = useState(false);
  const [customerInfo, setCustomerInfo] = useState(false);
  const closeCustomerInfo = useCallback(() => setCustomerInfo(false), []);
  const say = useCallback(
    (text: string, type: 'info' | 'warning' | 'error' | 'success') => notify(text, { type }),
    [notify],
  );
  const call = useRoomCall({ api, info, say, incoming });
  const { session } = call;
  const callState = {
    status: session.state.status,
    video: session.state.media === 'video',
    changing: session.state.changing,
  };
  const push = useCallback((share: RoomShare | null) => session.share(handsetShareOf(share)), [session]);
  const sharing = useRoomSharing({ api, call: callState, initial: info.share, notify: say, push });
  const [beforeEnd] = useState(createBeforeEndRegistry);
  const talkTime = useElapsed(call.connectedAt ?? undefined);
  const customer = session.customer;
  const sharingNow = sharing.share !== null;
  // A page turn is kept by the session (shareInfo) and followed by the customer's handset.
  const turnPage = (page: number) => {
    void api.sharePage(page).catch(() => undefined);
    void session.share(handsetShareOf(sharing.share, page)).catch(() => undefined);
  };

  // A call that ended took its share with it (the server stops it); the handset and the card follow.
  useEffect(() => {
    if (session.state.status === 0 && sharingNow) void sharing.end({ quiet: true, callEnded: true });
  }, [session.state.status, sharingNow, sharing]);

  const panelCall: CallSessionApi = {
    ...session,
    // Switching between audio and video waits until nothing is shared (spec 2 §4.4).
    switchMedia: async () =>
      mayChangeMedia(sharingNow) ? session.switchMedia() : say(roomTexts.endShareFirst, 'warning'),
    toggleAudio: () => {
      if (session.state.callId) void api.micStatus(session.state.callId, session.audioMuted).catch(() => undefined);
      session.toggleAudio();
    },
  };
  const sop = Boolean(storedAgent()?.tenant?.fiveGSop) || info.fiveGSop;
  const loadPause = useCallback(() => api.recording.pauseState(), [api]);
  const recordPause = useRecordPause(null, loadPause);
  const faceCheck = useFaceCheck(info.serviceId, sop ? session.remoteStream : null);

  useEndedPoll(api, true, onEnded);
  const endSession = useEndSession(async () => {
    if (sharing.share) await sharing.end({ quiet: true });
    // The recording's last piece and its finish go up before the call and the session end.
    await beforeEnd.run(RECORDING_FLUSH_MS);
    session.hangUp(END_BY_AGENT);
    await api.end();
    onEnded();
  });

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <RoomHeader flowId={info.flowId} connectedAt={call.connectedAt}>
        <ConsentStatus waiting={call.awaitingConsent} />
        <RecordingStatus ready={call.pluginReady} />
        <RecordPauseButton api={api.recording} state={recordPause.state} onChange={recordPause.set} />
      </RoomHeader>
      <RecordPausedBanner state={recordPause.state} showReason />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Stack sx={{ flex: 1, minWidth: 0, overflowY: 'auto' }}>
          <Stack
            direction={{ xs: 'column', lg: 'row' }}
            spacing={2}
            sx={{ p: 2, flex: 1, alignItems: { xs: 'stretch', lg: 'flex-start' }, justifyContent: 'center' }}
          >
            <Box sx={{ flex: 1, minWidth: 320, maxWidth: 720 }} data-testid="call-area">
              <BeforeEndContext.Provider value={beforeEnd}>
                <CallPanel
                  call={panelCall}
                  fullName={storedAgent()?.fullName ?? ''}
                  onCustomerInfo={() => setCustomerInfo(true)}
                  initialCustomer={info.userPhone ? { name: info.userName, phone: info.userPhone } : undefined}
                />
                <RoomRecording
                  api={api}
                  active={call.recording}
                  local={session.localStream}
                  remote={session.remoteStream}
                  dualRecord={sop}
                  paused={recordPause.state?.paused ?? false}
                />
              </BeforeEndContext.Provider>
              {/* An incoming call answered from the call box fetches the caller's insurance (spec 1 §2.4). */}
              {incoming && <InsuranceCard api={api} />}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'center' }} data-testid="share-card">
              <ShareCard share={sharing.share} onPage={turnPage} />
            </Box>
          </Stack>
          <RoomButtons
            sop={sop}
            showEndShare={showsEndShare(sharingNow, session.state.status)}
            onPanel={setPanel}
            onEndShare={() => setEndingShare(true)}
            onEndSession={endSession.ask}
          />
        </Stack>
        <RoomSidePanel
          panel={panel}
          onClose={() => setPanel(null)}
          serviceId={info.serviceId}
          faceCheck={faceCheck}
          shareList={
            <SharePanel api={api} onShare={sharing.choose} customerPhone={customer?.phone ?? info.userPhone} />
          }
        />
      </Box>
      <Confirm
        isOpen={sharing.replacing !== null}
        title={roomTexts.tip}
        content={roomTexts.switchShareQuestion}
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={sharing.confirmReplace}
        onClose={sharing.cancelReplace}
      />
      <Confirm
        isOpen={endingShare}
        title={roomTexts.tip}
        content={roomTexts.endShareQuestion}
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={() => {
          setEndingShare(false);
          void sharing.end();
        }}
        onClose={() => setEndingShare(false)}
      />
      <Confirm
        isOpen={endSession.step === 'confirm'}
        title={roomTexts.tip}
        content={roomTexts.endSessionQuestion}
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={endSession.confirm}
        onClose={endSession.cancel}
      />
      {customerInfo && (
        <CustomerInfoDialog
          api={api}
          customer={{ name: customer?.name ?? info.userName, phone: customer?.phone ?? info.userPhone }}
          onClose={closeCustomerInfo}
        />
      )}
      <UserInfoDialog
        open={endSession.step === 'userInfo' || endSession.step === 'ending'}
        userName={customer?.name ?? info.userName}
        userPhone={customer?.phone ?? info.userPhone}
        talkTime={call.connectedAt ? talkTime : elapsedText(call.endedTalkSeconds)}
        busy={endSession.step === 'ending'}
        onConfirm={() => void endSession.finish()}
        onCancel={endSession.cancel}
      />
    </Box>
  );
}
