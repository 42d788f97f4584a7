import { Alert, Button, Rating, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { callPaths, type CustomerRoom } from '../../schemas/call';
import type { CustomerRole } from '../../schemas/customerKey';
import { CustomerApiError, customerRequest, customerSocket, type CustomerSocket } from '../customerApi';
import { CustomerFrame } from '../CustomerFrame';
import { CustomerHall } from './CustomerHall';
import { askedAhead } from '../../dataProvider/askedAhead';
import { letCameraGo } from '../../realtime/rtc/p2p/cameraAhead';
import { rtcConfigPaths, type RtcConfig } from '../../schemas/rtcConfig';
import { customerTexts as texts } from './texts';
import { personalDataPaths, personalDataTexts as consentTexts, type ConsentRecord } from '../../schemas/personalData';

function Evaluation({ callId }: { callId: string }) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  if (sent) return <Alert severity="success">{texts.thanks}</Alert>;
  const send = async () => {
    try {
      await customerRequest('POST', callPaths.customerEvaluate, { callId, score: score ?? 0, comment });
      setSent(true);
    } catch (err) {
      if (err instanceof CustomerApiError) setError(err.message);
    }
  };
  return (
    <Stack spacing={2} data-testid="evaluation">
      <Typography>{texts.rate}</Typography>
      <Rating value={score} onChange={(_, value) => setScore(value)} size="large" />
      <TextField
        label={texts.comment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" onClick={() => void send()}>
        {texts.submit}
      </Button>
    </Stack>
  );
}

/**
 * The tenant's recording notice (PIPL): the hall opens, and the agent's recording starts, only once the
 * customer agreed; the room keeps when they did.
 */
function ConsentGate({ text, onAgree }: { text: string; onAgree: () => Promise<void> }) {
  const [declined, setDeclined] = useState(false);
  const [error, setError] = useState('');
  const agree = async () => {
    try {
      await onAgree();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <CustomerFrame title={consentTexts.consentTitle}>
      <Stack spacing={2} role="dialog" aria-label={consentTexts.consentTitle}>
        <Typography>{text}</Typography>
        {declined && <Alert severity="warning">{consentTexts.consentDeclined}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="contained" size="large" onClick={() => void agree()}>
          {consentTexts.consentAgree}
        </Button>
        <Button variant="outlined" size="large" onClick={() => setDeclined(true)}>
          {consentTexts.consentDecline}
        </Button>
      </Stack>
    </CustomerFrame>
  );
}

interface RoomAsked {
  serviceId: string;
  key: string;
  room: Promise<CustomerRoom>;
  rtcConfig: () => Promise<RtcConfig>;
}

/** The room and the engine's config, asked side by side: the hall's media starts with the config. */
function askRoom(serviceId: string, key: string): RoomAsked {
  const rtcConfig = askedAhead(() => customerRequest<RtcConfig>('POST', rtcConfigPaths.customer, { serviceId, key }));
  const room = customerRequest<CustomerRoom>('POST', callPaths.startUser, { serviceId, key });
  // A failure is met by the page that takes them.
  room.catch(() => undefined);
  return { serviceId, key, room, rtcConfig };
}

let roomAhead: RoomAsked | null = null;

/** The call is answered: the room is asked while the page changes over to it. */
export function askRoomAhead(serviceId: string, key: string): void {
  roomAhead = askRoom(serviceId, key);
}

function takeRoomAhead(serviceId: string, key: string): RoomAsked | null {
  const asked = roomAhead;
  roomAhead = null;
  return asked && asked.serviceId === serviceId && asked.key === key ? asked : null;
}

/**
 * /customer/room/:serviceId?key=: the customer's side of an answered call: the video call with the
 * agent, the invite number, hanging up and, after the end, the evaluation. A guest (the key of the typed
 * number) hangs up by leaving; the call goes on.
 */
export function CustomerRoomPage() {
  const { serviceId = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const callId = params.get('call');
  const [room, setRoom] = useState<CustomerRoom | null>(null);
  const [ended, setEnded] = useState<'ended' | 'left' | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [socket, setSocket] = useState<CustomerSocket | null>(null);
  const [rtcConfig, setRtcConfig] = useState<(() => Promise<RtcConfig>) | null>(null);

  useEffect(() => {
    const asked = takeRoomAhead(serviceId, key) ?? askRoom(serviceId, key);
    setRtcConfig(() => asked.rtcConfig);
    void asked.room.then(setRoom).catch((err: unknown) => setError(err instanceof Error ? err.message : texts.ended));
    const socket = customerSocket({ serviceId, key }, (s) => {
      s.on('room.ended', () => setEnded('ended'));
      s.on('room.agentChanged', ({ agentName }) => {
        setRoom((current) => (current ? { ...current, agentName } : current));
        setNotice(texts.agentChanged(agentName));
      });
    });
    setSocket(socket);
    return () => {
      setSocket(null);
      socket.close();
    };
  }, [serviceId, key]);

  const hangUp = async (role: CustomerRole, announce: () => Promise<void>) => {
    if (!window.confirm(texts.hangUpQuestion)) return;
    await announce();
    if (role === 'customer')
      await customerRequest('POST', callPaths.customerRoomEnd, { serviceId, key }).catch(() => undefined);
    setEnded(role === 'customer' ? 'ended' : 'left');
  };

  const askingConsent = !ended && room !== null && room.consent.at === null;
  // The camera opened while the call rang is not kept while the customer reads the recording notice.
  useEffect(() => {
    if (askingConsent) letCameraGo();
  }, [askingConsent]);

  if (askingConsent && socket) {
    return (
      <ConsentGate
        text={room.consent.text}
        onAgree={async () => {
          const consent = await customerRequest<ConsentRecord>('POST', personalDataPaths.customerConsent, {
            serviceId,
            key,
          });
          setRoom((current) => (current ? { ...current, consent } : current));
        }}
      />
    );
  }
  if (!ended && room && socket && rtcConfig) {
    return (
      <CustomerHall
        socket={socket}
        loadRtcConfig={rtcConfig}
        room={{
          serviceId,
          inviteNumber: room.inviteNumber,
          key,
          startedAt: room.startedAt,
          userName: room.userName,
          userPhone: room.userPhone,
          agentName: room.agentName,
        }}
        role={room.role}
        onHangUp={(announce) => void hangUp(room.role, announce)}
        onEnded={() => setEnded('ended')}
        notice={notice || undefined}
      />
    );
  }
  return (
    <CustomerFrame title={texts.callTitle}>
      <Stack spacing={2}>
        {error && !ended && <Alert severity="error">{error}</Alert>}
        {ended && (
          <>
            <Alert severity="info" data-testid="room-ended">
              {ended === 'left' ? texts.left : texts.ended}
            </Alert>
            {callId && ended === 'ended' && <Evaluation callId={callId} />}
          </>
        )}
      </Stack>
    </CustomerFrame>
  );
}
