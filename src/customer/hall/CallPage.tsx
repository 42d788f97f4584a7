import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callPaths } from '../../schemas/call';
import { customerPagePaths } from '../../schemas/customerKey';
import { pathWith } from '../../schemas/paths';
import type { CustomerCallState } from '../../schemas/events';
import { CustomerApiError, customerRequest, customerSocket, type CustomerSocket } from '../customerApi';
import { customerCallSignals } from '../../realtime/customerSocket';
import { answerWarmCall, dropWarmCall, isCallWarm, warmCallUp } from '../../realtime/rtc/p2p/warmCall';
import { ContactFields, checkContact } from '../ContactFields';
import { CustomerFrame } from '../CustomerFrame';
import { customerTexts as texts } from './texts';
import { WaitingConsent } from './WaitingConsent';
import { askRoomAhead } from './RoomPage';
import { holdCameraAhead, letCameraGo, openCameraAhead } from '../../realtime/rtc/p2p/cameraAhead';
import { askedOnce } from '../../dataProvider/askedAhead';
import { rtcConfigPaths, type RtcEngine } from '../../schemas/rtcConfig';

/** Where the call a customer waits on is kept, so a reload (or a page handing over to staff) follows it. */
export const CALL_KEY = 'customer.callId';

const rtcEngine = askedOnce(() => customerRequest<RtcEngine>('GET', rtcConfigPaths.engine));

/**
 * The camera and the connection follow the call: while an agent's phone rings the camera opens and, with the
 * p2p engine, the connection with that agent is made ready over the call's socket (warmCall.ts), so the room
 * shows both sides at once; once answered they are kept for the room, and the camera goes out at once if the
 * customer already agreed to the recording notice (else the room asks first); when the call goes back to the
 * queue or ends they are let go. `release` closes the call's socket once the room no longer needs it.
 */
function mediaFollows(
  call: CustomerCallState,
  socket: CustomerSocket,
  { consented, release }: { consented: boolean; release: () => void },
): void {
  const { status, callId } = call;
  if (status === 'ringing') {
    const engine = rtcEngine();
    openCameraAhead(engine.then((answer) => answer.engine));
    void engine.then(
      ({ engine: name, iceServers }) => {
        if (name !== 'p2p') return;
        warmCallUp({ callId, role: 'customer', signals: customerCallSignals(socket, callId), iceServers, release });
      },
      () => undefined,
    );
  } else if (status === 'started') {
    holdCameraAhead();
    answerWarmCall(callId, { serviceId: call.serviceId ?? undefined, media: consented });
  } else {
    letCameraGo();
    dropWarmCall(callId);
  }
}

/**
 * /customer/call?tenant=&group=&name=&phone=: a customer asks for a video call without signing in, sees
 * their place in the queue while waiting, can cancel, and enters the room once an agent answers.
 */
export function CallPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenantCode = params.get('tenant') ?? '';
  const groupId = params.get('group') ?? undefined;
  /** The product page the customer calls from (its video button links here with ?product=). */
  const webId = params.get('product') ?? undefined;
  const [name, setName] = useState(params.get('name') ?? '');
  const [phone, setPhone] = useState(params.get('phone') ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [state, setState] = useState<CustomerCallState | null>(null);
  const socket = useRef<CustomerSocket | null>(null);
  /** Answered: the page gives way to the room, which takes the camera. */
  const entering = useRef(false);
  /** The customer agreed to the recording notice while waiting. */
  const consented = useRef(false);
  const followed = useRef<string | null>(null);
  const agreed = useCallback((given: boolean) => {
    consented.current = given;
  }, []);

  const follow = (callId: string) => {
    socket.current?.close();
    followed.current = callId;
    sessionStorage.setItem(CALL_KEY, callId);
    socket.current = customerSocket({ callId }, (s) => {
      // The socket carries the connection made ready until the room takes it; the page gone, it closes then.
      const release = () => {
        if (entering.current) s.close();
      };
      s.on('call.update', (next) => {
        setState(next);
        mediaFollows(next, s, { consented: consented.current, release });
        if (next.status === 'started' && next.serviceId && next.key) {
          entering.current = true;
          askRoomAhead(next.serviceId, next.key);
          sessionStorage.removeItem(CALL_KEY);
          navigate(customerPagePaths.room({ serviceId: next.serviceId, key: next.key, callId }));
        }
        if (next.status === 'cancelled' || next.status === 'missed') sessionStorage.removeItem(CALL_KEY);
      });
      // The agent pressed 接听: the camera goes out at once on the connection made ready (if the customer agreed
      // to the recording notice), while the server opens the room; 'started' follows.
      s.on('call.answering', (answering) => {
        if (answering.callId === callId) answerWarmCall(callId, { media: consented.current });
      });
    });
  };

  // A reload while waiting keeps the place in the queue.
  useEffect(() => {
    const kept = sessionStorage.getItem(CALL_KEY);
    if (kept) {
      void customerRequest<CustomerCallState>('GET', pathWith(callPaths.customerState, { callId: kept }))
        .then((current) => {
          if (current.status === 'waiting' || current.status === 'ringing') {
            setState(current);
            follow(kept);
          } else sessionStorage.removeItem(CALL_KEY);
        })
        .catch(() => sessionStorage.removeItem(CALL_KEY));
    }
    return () => {
      const callSocket = socket.current;
      callSocket?.off('call.update');
      callSocket?.off('call.answering');
      // Leaving the page for the room keeps the camera and the connection made ready for it (the socket
      // carrying it closes when the room takes it); leaving it otherwise stops them.
      const kept = entering.current && followed.current !== null && isCallWarm(followed.current);
      if (!kept) callSocket?.close();
      if (!entering.current) {
        letCameraGo();
        dropWarmCall();
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const call = async () => {
    const found = checkContact(name, phone);
    setProblems(found);
    setError('');
    if (Object.keys(found).length > 0) return;
    try {
      const asked = await customerRequest<{ callId: string; position: number }>('POST', callPaths.customerCall, {
        tenantCode,
        groupId,
        webId,
        userName: name.trim(),
        userPhone: phone,
      });
      setState({
        callId: asked.callId,
        status: 'waiting',
        position: asked.position,
        serviceId: null,
        inviteNumber: null,
        key: null,
        agentName: null,
      });
      follow(asked.callId);
    } catch (err) {
      if (err instanceof CustomerApiError) {
        setProblems(err.fields);
        if (Object.keys(err.fields).length === 0 || err.fields.tenantCode || err.fields.groupId || err.fields.webId)
          setError(err.message);
      }
    }
  };

  const cancel = async () => {
    if (!state) return;
    const next = await customerRequest<CustomerCallState>('POST', callPaths.customerCancel, {
      callId: state.callId,
    }).catch(() => null);
    if (next) setState(next);
    letCameraGo();
    dropWarmCall();
    sessionStorage.removeItem(CALL_KEY);
    socket.current?.close();
  };

  const open = state && (state.status === 'waiting' || state.status === 'ringing');
  return (
    <CustomerFrame title={texts.callTitle}>
      {!tenantCode && <Alert severity="warning">{texts.tenantMissing}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {open ? (
        <Stack spacing={2} data-testid="call-waiting">
          <Typography variant="h6">{state.status === 'ringing' ? texts.ringing : texts.waiting}</Typography>
          <LinearProgress />
          <Typography data-testid="queue-position">{texts.position(state.position)}</Typography>
          <WaitingConsent callId={state.callId} onConsent={agreed} />
          <Button variant="outlined" color="error" size="large" onClick={() => void cancel()}>
            {texts.cancel}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void call())}>
          {state?.status === 'cancelled' && <Alert severity="info">{texts.cancelled}</Alert>}
          {state?.status === 'missed' && <Alert severity="info">{texts.missed}</Alert>}
          <Typography color="text.secondary">{texts.callIntro}</Typography>
          <ContactFields
            labels={texts}
            name={name}
            phone={phone}
            setName={setName}
            setPhone={setPhone}
            problems={problems}
          />
          <Button type="submit" variant="contained" size="large" disabled={!tenantCode}>
            {state ? texts.again : texts.call}
          </Button>
        </Stack>
      )}
    </CustomerFrame>
  );
}
