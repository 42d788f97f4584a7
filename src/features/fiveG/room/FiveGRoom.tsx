import { Box, Stack } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { showsEndShare, type CallState } from '../../../domain/fiveGRoom';
import { storedAgent } from '../../../session/session';
import { useElapsed } from '../../hall/useElapsed';
import { UserInfoDialog } from './lifecycle/UserInfoDialog';
import { useEndedPoll } from './lifecycle/useEndedPoll';
import { useEndSession } from './lifecycle/useEndSession';
import { RoomButtons } from './RoomButtons';
import type { RoomApi, RoomInfo, RoomShare } from './roomApi';
import { RoomHeader } from './RoomHeader';
import { RoomSidePanel, type RoomPanelKey } from './RoomSidePanel';
import { roomTexts } from './roomTexts';
import { ShareCard } from './ShareCard';
import { SharePanel } from './share/SharePanel';
import { useRoomSharing } from './share/useRoomSharing';

export interface FiveGRoomCall {
  state: CallState;
  connectedAt: string | null;
  /** The call panel (spec 2 §2.4). */
  panel: ReactNode;
  /** Shows a share on the customer's handset (null: nothing). */
  push(share: RoomShare | null): Promise<void>;
  /** Hangs up a call still on, as the agent (end type 1), before the session ends. */
  hangUp(): Promise<void>;
}

export interface FiveGRoomProps {
  api: RoomApi;
  info: RoomInfo;
  call: FiveGRoomCall;
  onEnded(): void;
  /** The add buttons with their dialogs of the 5G materials and links tabs. */
  addMaterial?: (added: () => void) => ReactNode;
  addLink?: (added: () => void) => ReactNode;
}

/** The 5G room's layout (spec 2 §2.3): header, call panel, shared-content card, button bar and the side panel. */
export function FiveGRoom({ api, info, call, onEnded, addMaterial, addLink }: FiveGRoomProps) {
  const notify = useNotify();
  const [panel, setPanel] = useState<RoomPanelKey | null>(null);
  const [endingShare, setEndingShare] = useState(false);
  const say = useCallback((text: string, type: 'info' | 'warning' | 'error' | 'success') => notify(text, { type }), [notify]);
  const sharing = useRoomSharing({ api, call: call.state, initial: info.share, notify: say, push: call.push });
  const talkTime = useElapsed(call.connectedAt ?? undefined);
  const sop = Boolean(storedAgent()?.tenant?.fiveGSop) || info.fiveGSop;

  useEndedPoll(api, true, onEnded);
  const endSession = useEndSession(async () => {
    await call.hangUp().catch(() => undefined);
    if (sharing.share) await sharing.end({ quiet: true });
    await api.end();
    onEnded();
  });

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <RoomHeader flowId={info.flowId} connectedAt={call.connectedAt} />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Stack sx={{ flex: 1, minWidth: 0, overflowY: 'auto' }}>
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ p: 2, flex: 1, alignItems: { xs: 'stretch', lg: 'flex-start' }, justifyContent: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 320, maxWidth: 720 }} data-testid="call-area">
              {call.panel}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'center' }} data-testid="share-card">
              <ShareCard share={sharing.share} />
            </Box>
          </Stack>
          <RoomButtons
            sop={sop}
            showEndShare={showsEndShare(sharing.share !== null, call.state.status)}
            onPanel={setPanel}
            onEndShare={() => setEndingShare(true)}
            onEndSession={endSession.ask}
          />
        </Stack>
        <RoomSidePanel
          panel={panel}
          onClose={() => setPanel(null)}
          serviceId={info.serviceId}
          sharedId={sharing.share?.id}
          shareList={<SharePanel api={api} onShare={sharing.choose} addMaterial={addMaterial} addLink={addLink} />}
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
      <UserInfoDialog
        open={endSession.step === 'userInfo' || endSession.step === 'ending'}
        userName={info.userName}
        userPhone={info.userPhone}
        talkTime={call.connectedAt ? talkTime : '00:00'}
        busy={endSession.step === 'ending'}
        onConfirm={() => void endSession.finish()}
        onCancel={endSession.cancel}
      />
    </Box>
  );
}
