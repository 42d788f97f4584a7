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
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { dualRecordTexts } from '../../../domain/dualRecord';
import { ApiError } from '../../../dataProvider/httpClient';
import type { RecordPauseState } from '../../../schemas/recording';
import type { RecordingApi } from '../hallApi';
import { HeaderButton } from '../HallHeader';
import { hallTexts } from '../hallTexts';

/** '录制已暂停' over the stage on both sides while the agent has paused the recording. */
export function RecordPausedBanner({ state, showReason }: { state: RecordPauseState | null; showReason: boolean }) {
  if (!state?.paused) return null;
  return (
    <Alert severity="warning" role="status" data-testid="recording-paused" sx={{ borderRadius: 0 }}>
      {dualRecordTexts.paused}
      {showReason && state.reason ? `（${state.reason}）` : ''}
    </Alert>
  );
}

/** The agent's 暂停录制 with a reason from the tenant's list, and 恢复录制 while paused. */
export function RecordPauseButton({
  api,
  state,
  onChange,
}: {
  api: RecordingApi;
  state: RecordPauseState | null;
  onChange: (state: RecordPauseState) => void;
}) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!state) return null;

  const act = async (work: () => Promise<RecordPauseState>, done: string) => {
    setBusy(true);
    try {
      onChange(await work());
      notify(done, { type: 'info' });
      setAsking(false);
    } catch (err) {
      notify(err instanceof ApiError ? err.message : dualRecordTexts.reasonRequired, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (state.paused)
    return (
      <HeaderButton onClick={() => void act(() => api.resume(), dualRecordTexts.resumedToast)}>
        {dualRecordTexts.resume}
      </HeaderButton>
    );
  return (
    <>
      <HeaderButton
        onClick={() => {
          setReason('');
          setAsking(true);
        }}
      >
        {dualRecordTexts.pause}
      </HeaderButton>
      <Dialog open={asking} onClose={() => setAsking(false)} fullWidth maxWidth="xs">
        <DialogTitle>{dualRecordTexts.pauseTitle}</DialogTitle>
        <DialogContent>
          <RadioGroup
            aria-label={dualRecordTexts.pauseReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
            {state.reasons.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{hallTexts.cancel}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => {
              if (!reason) notify(dualRecordTexts.reasonRequired, { type: 'warning' });
              else void act(() => api.pause(reason), dualRecordTexts.pausedToast);
            }}
          >
            {dualRecordTexts.pause}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
