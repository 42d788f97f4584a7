import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { seatMonitorApi } from './seatMonitorApi';
import { isMobile } from '../../schemas/fields';
import { seatMonitorTexts, type CallTestResult, type SeatRow } from '../../schemas/seatMonitor';
import { loadCallServiceClient, type CallServiceClient } from '../fiveG';
import { SEAT_TEXTS as T } from './texts';

type CallState = keyof typeof T.states;

/**
 * The call test (spec 3 §3 call-test parameters): the server dials the phone through the tenant's call
 * service; the dialog follows the call with the token and base it answers, and can hang it up.
 */
export function CallTestDialog({ seat, onClose }: { seat: SeatRow; onClose: () => void }) {
  const [phoneNO, setPhoneNO] = useState('');
  const [mediaAbility, setMediaAbility] = useState<1 | 3>(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<CallTestResult | null>(null);
  const [state, setState] = useState<CallState | null>(null);
  const client = useRef<CallServiceClient | null>(null);

  useEffect(() => {
    if (!placed) return;
    setState('ringing');
    let stop: (() => void) | undefined;
    let closed = false;
    void loadCallServiceClient().then((CallServiceClient) => {
      if (closed) return;
      const service = new CallServiceClient(placed.baseUrl).init(placed.token);
      client.current = service;
      stop = service.pollEvents(
        placed.serviceId,
        placed.flowId,
        (event) => {
          if (event.eventType === 'AgentEvent_Talking') setState('talking');
          else if (event.eventType === 'AgentEvent_Call_Out_Fail') setState('failed');
          else if (
            event.eventType === 'AgentEvent_Customer_Release' ||
            event.eventType === 'AgentOther_ShutdownService'
          )
            setState('ended');
        },
        () => setState((now) => (now === 'failed' ? now : 'ended')),
      );
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [placed]);

  const dial = async () => {
    if (!isMobile(phoneNO.trim())) return setProblem(seatMonitorTexts.phoneRequired);
    setProblem(null);
    setState('dialling');
    try {
      setPlaced(await seatMonitorApi.callTest({ agentId: seat._id, phoneNO: phoneNO.trim(), mediaAbility }));
    } catch (err) {
      setState(null);
      setProblem(err instanceof Error ? err.message : String(err));
    }
  };

  const hangUp = async () => {
    if (placed) await client.current?.endVoiceCall(placed.callId, 1).catch(() => undefined);
    setState('ended');
  };

  const live = state === 'ringing' || state === 'talking';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {T.testTitle}：{seat.fullName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={T.phoneNO}
            value={phoneNO}
            onChange={(e) => setPhoneNO(e.target.value)}
            disabled={placed !== null}
            error={problem !== null}
            helperText={problem ?? ' '}
            autoFocus
          />
          <RadioGroup
            row
            value={String(mediaAbility)}
            onChange={(e) => setMediaAbility(e.target.value === '3' ? 3 : 1)}
          >
            <FormControlLabel value="1" control={<Radio />} label={T.audio} disabled={placed !== null} />
            <FormControlLabel value="3" control={<Radio />} label={T.video} disabled={placed !== null} />
          </RadioGroup>
          {state && (
            <Alert severity={state === 'failed' ? 'error' : state === 'ended' ? 'info' : 'success'}>
              {T.states[state]}
            </Alert>
          )}
          {placed && (
            <Typography variant="body2" color="text.secondary" data-testid="call-test-params">
              {T.workNO}：{placed.workNO}　{T.phone}：{placed.phone || '-'}　{T.baseUrl}：{placed.baseUrl}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {live ? (
          <Button color="error" onClick={() => void hangUp()}>
            {T.hangUp}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void dial()} disabled={state === 'dialling' || placed !== null}>
            {T.dial}
          </Button>
        )}
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
