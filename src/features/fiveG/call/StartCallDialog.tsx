import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  CALL_TYPE_AUDIO,
  CALL_TYPE_VIDEO,
  START_CALL_PHONE_PATTERN,
  callServiceTexts as texts,
  type CallType,
} from '../../../schemas/callService';
import type { CallCustomer } from './useCallSession';

const phonePattern = new RegExp(START_CALL_PHONE_PATTERN);

/** The start-call modal's checks (spec 2 §5): each field's first problem, or none. */
export function startCallProblems(values: { name: string; phone: string }): Partial<Record<'name' | 'phone', string>> {
  const problems: Partial<Record<'name' | 'phone', string>> = {};
  if (!values.name.trim()) problems.name = texts.nameRequired;
  const phone = values.phone.trim();
  if (!phone) problems.phone = texts.phoneRequired;
  else if (!phonePattern.test(phone)) problems.phone = texts.phoneInvalid;
  return problems;
}

export interface StartCallDialogProps {
  open: boolean;
  onClose: () => void;
  onStart: (customer: CallCustomer) => void;
  /** Prefilled from the room's customer, if it has one. */
  initial?: Partial<CallCustomer>;
}

/** '发起会话': customer name, customer phone and call type (video by default). */
export function StartCallDialog({ open, onClose, onStart, initial }: StartCallDialogProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [callType, setCallType] = useState<CallType>(initial?.callType ?? CALL_TYPE_VIDEO);
  const [shown, setShown] = useState<Partial<Record<'name' | 'phone', string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = startCallProblems({ name, phone });
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    onStart({ name: name.trim(), phone: phone.trim(), callType });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{texts.startTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={texts.customerName}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!shown.name}
              helperText={shown.name}
              required
              autoFocus
              inputProps={{ maxLength: 30 }}
            />
            <TextField
              label={texts.customerPhone}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={!!shown.phone}
              helperText={shown.phone}
              required
              inputProps={{ inputMode: 'tel', maxLength: 15 }}
            />
            <div>
              <FormLabel required>{texts.callType}</FormLabel>
              <RadioGroup
                row
                value={String(callType)}
                onChange={(e) =>
                  setCallType(Number(e.target.value) === CALL_TYPE_AUDIO ? CALL_TYPE_AUDIO : CALL_TYPE_VIDEO)
                }
              >
                <FormControlLabel value={String(CALL_TYPE_VIDEO)} control={<Radio />} label={texts.typeVideo} />
                <FormControlLabel value={String(CALL_TYPE_AUDIO)} control={<Radio />} label={texts.typeAudio} />
              </RadioGroup>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained">
            {texts.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
