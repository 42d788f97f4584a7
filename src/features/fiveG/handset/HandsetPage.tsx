/**
 * The customer's phone the call simulator plays (/handset?phone=…&key=…&service=…): rings for the call
 * whose key the link carries (the agent's call panel gives the link, standing in for the phone ringing), answers in audio or video, asks the
 * customer's consent to be recorded once connected, accepts or refuses a switch to video, hangs up, shows what the agent
 * shares, can make the call fail or the service shut down, and calls a tenant's 5G service (呼叫坐席).
 */
import { Alert, Box, Button, createTheme, Stack, TextField, ThemeProvider, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { createRingPlayer } from '../../../realtime/ringPlayer';
import { handsetTexts as texts } from '../../../schemas/callService';
import { StreamVideo } from '../call/StreamVideo';
import { HandsetConsent } from './HandsetConsent';
import { SharedContent } from './SharedContent';
import { useHandset } from './useHandset';
import { useSimulatorOn } from '../../shared';
import { brandPalette } from '../../../brand';

/** The phone is dark: its fields and words are drawn for a dark screen, so they keep their contrast. */
const phoneTheme = createTheme({ palette: { ...brandPalette, mode: 'dark' } });

function PhoneChooser() {
  const [phone, setPhone] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.trim()) window.location.search = `?phone=${encodeURIComponent(phone.trim())}`;
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} sx={{ p: 2 }}>
      <Typography>{texts.noPhone}</Typography>
      <TextField
        label={texts.phone}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        inputProps={{ inputMode: 'tel' }}
      />
      <Button type="submit" variant="contained">
        {texts.title}
      </Button>
    </Stack>
  );
}

function CallAgent({
  service,
  onService,
  onCall,
}: {
  service: string;
  onService(service: string): void;
  onCall(service: string, media: 'audio' | 'video'): void;
}) {
  const call = (media: 'audio' | 'video') => service.trim() && onCall(service.trim(), media);
  return (
    <Stack spacing={1} sx={{ p: 1, bgcolor: 'grey.800', borderRadius: 1 }} data-testid="handset-call-agent">
      <Typography>{texts.callAgent}</Typography>
      <TextField size="small" label={texts.service} value={service} onChange={(e) => onService(e.target.value)} />
      <Stack direction="row" spacing={1}>
        <Button fullWidth variant="contained" color="success" disabled={!service.trim()} onClick={() => call('video')}>
          {texts.callVideo}
        </Button>
        <Button fullWidth variant="contained" color="success" disabled={!service.trim()} onClick={() => call('audio')}>
          {texts.callAudio}
        </Button>
      </Stack>
    </Stack>
  );
}

function Handset({ phone, handsetKey }: { phone: string; handsetKey: string | null }) {
  const { call, connected, localStream, remoteStream, mediaProblem, act, callIn } = useHandset(phone, handsetKey);
  // The service number called last stays for the next call.
  const [service, setService] = useState(
    () => new URLSearchParams(window.location.search).get('service')?.trim() ?? '',
  );
  const ringing = call?.state === 'ringing';
  const calling = ringing && call?.direction === 'in';
  const talking = call?.state === 'talking';
  const video = talking && call?.media === 'video';

  useEffect(() => {
    if (!ringing || calling) return;
    const ring = createRingPlayer();
    ring.start(null);
    return () => ring.stop();
  }, [ringing, calling]);

  const status = !call
    ? texts.idle
    : calling
      ? texts.callingAgent
      : ringing
        ? call.media === 'video'
          ? texts.ringingVideo
          : texts.ringingAudio
        : talking
          ? texts.talking
          : texts.ended;
  return (
    <Stack
      spacing={1.5}
      sx={{ p: 1.5, height: '100%' }}
      data-testid="handset"
      data-call-state={call?.state ?? 'idle'}
      data-call-media={call?.media ?? ''}
    >
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="caption">{phone}</Typography>
        <Typography variant="caption" color={connected ? 'success.light' : 'error.light'}>
          ●
        </Typography>
      </Stack>
      <Typography variant="h6" align="center" data-testid="handset-status">
        {status}
      </Typography>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 240, bgcolor: '#000', borderRadius: 1, overflow: 'hidden' }}>
        <StreamVideo stream={remoteStream} label={texts.agentVideo} hidden={!video} testId="handset-remote-video" />
        {video && (
          <Box
            sx={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              width: 90,
              height: 120,
              border: 1,
              borderColor: 'grey.500',
            }}
          >
            <StreamVideo stream={localStream} own label={texts.ownVideo} testId="handset-local-video" />
          </Box>
        )}
      </Box>
      {mediaProblem && <Typography color="error.light">{mediaProblem}</Typography>}
      <HandsetConsent callKey={talking ? call.key : null} />
      {call && talking && <SharedContent share={call.share} />}
      {call && talking && call.switchAsked && (
        <Stack spacing={1} sx={{ p: 1, bgcolor: 'grey.800', borderRadius: 1 }}>
          <Typography>{texts.askVideo}</Typography>
          <Stack direction="row" spacing={1}>
            <Button fullWidth variant="contained" color="success" onClick={() => act('acceptVideo')}>
              {texts.acceptVideo}
            </Button>
            <Button fullWidth variant="contained" color="error" onClick={() => act('refuseVideo')}>
              {texts.refuseVideo}
            </Button>
          </Stack>
        </Stack>
      )}
      {calling && (
        <Button fullWidth variant="contained" color="error" onClick={() => act('hangUp')}>
          {texts.hangUp}
        </Button>
      )}
      {ringing && !calling && (
        <Stack direction="row" spacing={1}>
          {call.media === 'video' && (
            <Button fullWidth variant="contained" color="success" onClick={() => act('answerVideo')}>
              {texts.answerVideo}
            </Button>
          )}
          <Button fullWidth variant="contained" color="success" onClick={() => act('answerAudio')}>
            {texts.answerAudio}
          </Button>
          <Button fullWidth variant="contained" color="error" onClick={() => act('refuse')}>
            {texts.refuse}
          </Button>
        </Stack>
      )}
      {talking && (
        <Stack direction="row" spacing={1}>
          {video && (
            <Button fullWidth variant="outlined" color="inherit" onClick={() => act('toAudio')}>
              {texts.toAudio}
            </Button>
          )}
          <Button fullWidth variant="contained" color="error" onClick={() => act('hangUp')}>
            {texts.hangUp}
          </Button>
        </Stack>
      )}
      {(!call || call.state === 'ended') && <CallAgent service={service} onService={setService} onCall={callIn} />}
      {(ringing || talking) && (
        <Stack direction="row" spacing={1}>
          {ringing && !calling && (
            <Button fullWidth size="small" variant="outlined" color="warning" onClick={() => act('failCall')}>
              {texts.failCall}
            </Button>
          )}
          <Button fullWidth size="small" variant="outlined" color="warning" onClick={() => act('shutdown')}>
            {texts.shutdown}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function HandsetPage() {
  const search = new URLSearchParams(window.location.search);
  const phone = search.get('phone')?.trim() || null;
  const handsetKey = search.get('key')?.trim() || null;
  const simulatorOn = useSimulatorOn('callService');
  useEffect(() => {
    document.title = texts.title;
  }, []);
  return (
    <ThemeProvider theme={phoneTheme}>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          bgcolor: 'grey.900',
        }}
      >
        <Box
          sx={{
            width: 375,
            height: 720,
            maxHeight: '100vh',
            bgcolor: 'grey.900',
            color: 'grey.100',
            border: 8,
            borderColor: 'grey.700',
            borderRadius: 4,
            overflow: 'auto',
          }}
        >
          {simulatorOn === false ? (
            <Alert severity="warning" sx={{ m: 2 }}>
              {texts.simulatorOff}
            </Alert>
          ) : simulatorOn && phone ? (
            <Handset phone={phone} handsetKey={handsetKey} />
          ) : (
            simulatorOn && <PhoneChooser />
          )}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
