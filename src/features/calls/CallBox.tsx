import CallEndIcon from '@mui/icons-material/CallEnd';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { callShown, incomingKind, type IncomingKind } from '../../domain/incomingCall';
import { callTexts, roomFromNames } from '../../schemas/call';
import type { IncomingCall } from '../../schemas/events';
import { ringSeconds } from '../../realtime/ringPlayer';
import { useIncomingCall } from './useIncomingCall';
import { MeetingRoom } from '../hall';

const TITLES: Record<IncomingKind, string> = {
  fiveG: 'app.call.fiveGIncoming',
  transfer: 'app.call.transferIncoming',
  customer: 'app.call.incoming',
};

/** The counter of the box: ticks every second from 1 while a call rings. */
function useRingCounter(call: IncomingCall | null): number {
  const [now, setNow] = useState(() => Date.now());
  // eslint-disable-next-line react-hooks/purity -- the first render's time is when the box opened; later renders ignore it.
  const openedAt = useRef(Date.now());
  useEffect(() => {
    if (!call) return undefined;
    openedAt.current = Date.now();
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [call]);
  return call ? ringSeconds(call.offeredAt, now, openedAt.current) : 0;
}

/**
 * The incoming-call box (spec 1 §4 "Incoming call", spec 3 §4 "Seat call modal"): it draws the state of the
 * incoming-call flow (src/domain/incomingCall.ts, run by useIncomingCall) and sends it the agent's clicks.
 * A customer's call, a colleague's transfer and a 5G call ('5G来电') each have their title; answering while
 * a session is in progress asks first whether to end it.
 */
export function CallBox() {
  const translate = useTranslate();
  const { state, dispatch } = useIncomingCall();
  const call = callShown(state);
  const seconds = useRingCounter(call);
  const busy = state.phase === 'checking';
  const question = state.phase === 'asking' ? state.room : null;
  const ringsForHall = call !== null && incomingKind(call) !== 'fiveG';
  useEffect(() => {
    // The meeting room's code arrives while the call rings, so answering opens the room at once.
    if (ringsForHall) MeetingRoom.preload().catch(() => undefined);
  }, [ringsForHall]);

  return (
    <>
      <Dialog open={call !== null} aria-labelledby="call-box-title" data-testid="call-box" disableEscapeKeyDown>
        <DialogTitle id="call-box-title">{call && translate(TITLES[incomingKind(call)])}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ minWidth: 280 }}>
            {call?.fromAgentName && (
              <Typography color="text.secondary">{translate('app.call.from', { name: call.fromAgentName })}</Typography>
            )}
            <Typography>
              {translate('app.call.customer')}：<strong>{call?.userName || '-'}</strong>
            </Typography>
            <Typography>
              {translate('app.call.phone')}：{call?.phone || '-'}
            </Typography>
            {call?.incomeId && (
              <Typography data-testid="call-media">
                {translate('app.call.media')}：{translate(call.isVideo ? 'app.call.video' : 'app.call.audio')}
              </Typography>
            )}
            <Typography variant="h5" data-testid="call-seconds" aria-live="polite">
              {seconds}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('app.call.seconds', { seconds })}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            color="error"
            variant="outlined"
            startIcon={<CallEndIcon />}
            onClick={() => dispatch({ type: 'reject' })}
            disabled={busy}
          >
            {translate('app.call.reject')}
          </Button>
          <Button
            color="success"
            variant="contained"
            startIcon={<VideocamIcon />}
            onClick={() => dispatch({ type: 'answer' })}
            disabled={busy}
          >
            {translate('app.call.answer')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={question !== null}
        title="app.common.tip"
        content={
          question ? callTexts.inProcessQuestion(roomFromNames[question.roomInfo.from] ?? roomFromNames.Browser) : ''
        }
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={() => dispatch({ type: 'endInProgress' })}
        onClose={() => dispatch({ type: 'keepInProgress' })}
      />
    </>
  );
}
