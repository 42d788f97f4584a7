import CallEndIcon from '@mui/icons-material/CallEnd';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { storedAgent } from '../../session/session';
import { END_BY_AGENT } from '../../schemas/callService';
import { fiveGPaths, type FiveGRoomInfo } from '../../schemas/fiveG';
import { CallServiceClient, type IncomingJoin } from '../fiveG';
import { request } from '../../dataProvider/httpClient';
import { onAgentSocketEvent } from '../../realtime/agentSocket';
import { callPaths, callTexts, roomFromNames, type StartedRoom } from '../../schemas/call';
import type { IncomingCall } from '../../schemas/events';
import { createRingPlayer, ringSeconds } from '../../realtime/ringPlayer';
import { pageLink } from '../../domain/pages';

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
 * The incoming-call box (spec 1 §4 "Incoming call", spec 3 §4 "Seat call modal"): videoSells.callIn opens
 * it with the counter and the ring; videoSells.cancelCall closes it. Answering asks first when a session is
 * in progress, ends that one (the customer told first), then starts the room and opens the meeting page.
 * A 5G call (videoSells.receivefivecallinfo, '5G来电') is answered with receiveManual and opens the 5G room,
 * which joins the customer's call; refusing it ends the customer's call at the call service.
 */
export function CallBox() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [call, setCall] = useState<IncomingCall | null>(null);
  const [question, setQuestion] = useState<{ room: StartedRoom; call: IncomingCall } | null>(null);
  const [busy, setBusy] = useState(false);
  const ring = useRef(createRingPlayer());
  const seconds = useRingCounter(call);

  useEffect(() => {
    const player = ring.current;
    const offStart = onAgentSocketEvent('videoSells.callIn', (incoming) => {
      setCall(incoming);
      player.start(incoming.ringUrl);
    });
    const offFiveG = onAgentSocketEvent('videoSells.receivefivecallinfo', (incoming) => {
      setCall(incoming);
      player.start(incoming.ringUrl);
    });
    const offCancel = onAgentSocketEvent('videoSells.cancelCall', ({ callId, reason }) => {
      setCall((current) => {
        if (current?.callId !== callId) return current;
        player.stop();
        return null;
      });
      // The box going away is explained when the customer cancelled; a ring passed on needs no words.
      if (reason === 'cancelled') notify(callTexts.customerCancelled, { type: 'info' });
    });
    void request<IncomingCall | null>('GET', callPaths.ringing, { quiet: true })
      .then((ringing) => {
        if (!ringing) return;
        setCall((current) => current ?? ringing);
        player.start(ringing.ringUrl);
      })
      .catch(() => undefined);
    return () => {
      offStart();
      offFiveG();
      offCancel();
      player.stop();
    };
  }, [notify]);

  const close = () => {
    ring.current.stop();
    setCall(null);
  };

  const start = async (incoming: IncomingCall) => {
    const agent = storedAgent();
    const room = incoming.manualCallId
      ? await receiveTransfer(incoming)
      : await request<StartedRoom>('POST', callPaths.startAgent, {
          body: {
            callId: incoming.callId,
            agentInfo: { _id: agent?._id, fullName: agent?.fullName },
            roomInfo: { from: 'Browser' },
          },
        });
    navigate(pageLink('meetingHall', { serviceId: room.serviceId }));
  };

  const answerFiveG = async (incoming: IncomingCall & { incomeId: string }) => {
    const room = await request<FiveGRoomInfo>('POST', fiveGPaths.receiveManual, {
      body: { incomeId: incoming.incomeId },
    });
    const join: IncomingJoin = {
      serviceId: incoming.serviceId ?? '',
      callId: incoming.callId,
      media: incoming.isVideo ? 'video' : 'audio',
      appToken: incoming.appToken ?? '',
      url: incoming.url ?? '',
    };
    navigate(pageLink('fiveGRoom', { serviceId: room.serviceId }), { state: { incoming: join } });
  };

  const answer = async () => {
    if (!call) return;
    const incoming = call;
    ring.current.stop();
    setBusy(true);
    try {
      if (incoming.incomeId) {
        setCall(null);
        await answerFiveG({ ...incoming, incomeId: incoming.incomeId });
        return;
      }
      const current = incoming.manualCallId
        ? null
        : await request<StartedRoom | null>('GET', callPaths.inProcess, { query: { agentId: storedAgent()?._id } });
      if (current) {
        setQuestion({ room: current, call: incoming });
        return;
      }
      setCall(null);
      await start(incoming);
    } catch {
      setCall(null);
    } finally {
      setBusy(false);
    }
  };

  const endCurrentThenAnswer = async () => {
    if (!question) return;
    const { room, call: incoming } = question;
    setQuestion(null);
    setCall(null);
    try {
      await request('POST', callPaths.endRecord, {
        body: { serviceId: room.serviceId, notifyUser: true },
        quiet: true,
      });
      await start(incoming);
    } catch {
      // The server's text has been shown; the call may have gone to another agent meanwhile.
    }
  };

  const reject = async () => {
    if (!call) return;
    const callId = call.callId;
    const fiveG = call.incomeId ? call : null;
    close();
    if (fiveG) {
      // The customer's call ends at the call service, which withdraws the offer.
      await new CallServiceClient(fiveG.url ?? '')
        .init(fiveG.appToken ?? '')
        .endVoiceCall(callId, END_BY_AGENT)
        .catch(() => undefined);
      notify('app.call.rejected', { type: 'info' });
      return;
    }
    await request('POST', callPaths.reject, { body: { callId }, quiet: true }).catch(() => undefined);
    notify('app.call.rejected', { type: 'info' });
  };

  return (
    <>
      <Dialog
        open={call !== null && question === null}
        aria-labelledby="call-box-title"
        data-testid="call-box"
        disableEscapeKeyDown
      >
        <DialogTitle id="call-box-title">
          {translate(
            call?.incomeId
              ? 'app.call.fiveGIncoming'
              : call?.manualCallId
                ? 'app.call.transferIncoming'
                : 'app.call.incoming',
          )}
        </DialogTitle>
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
            onClick={() => void reject()}
            disabled={busy}
          >
            {translate('app.call.reject')}
          </Button>
          <Button
            color="success"
            variant="contained"
            startIcon={<VideocamIcon />}
            onClick={() => void answer()}
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
          question
            ? callTexts.inProcessQuestion(roomFromNames[question.room.roomInfo.from] ?? roomFromNames.Browser)
            : ''
        }
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={() => void endCurrentThenAnswer()}
        onClose={() => {
          const incoming = question?.call;
          setQuestion(null);
          setCall(null);
          if (incoming)
            void request('POST', callPaths.reject, { body: { callId: incoming.callId }, quiet: true }).catch(
              () => undefined,
            );
        }}
      />
    </>
  );
}

async function receiveTransfer(incoming: IncomingCall): Promise<StartedRoom> {
  const detail = await request<IncomingCall & { serviceId: string }>('GET', callPaths.callDetail, {
    query: { callId: incoming.callId },
  });
  return request<StartedRoom>('POST', callPaths.receiveCall, {
    body: { agentId: storedAgent()?._id, serviceId: detail.serviceId, callId: incoming.callId },
  });
}
