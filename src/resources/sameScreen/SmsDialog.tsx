import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { phonesProblem, splitPhones } from './phones';
import { SAME_SCREEN_TEXTS } from './texts';

export interface SmsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends to the phones; answers whether the dialog may close. */
  onSend: (phones: string[]) => Promise<boolean>;
}

/** The invitation SMS to one or more phones, checked as the server checks them before anything is sent. */
export function SmsDialog({ open, onClose, onSend }: SmsDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setText('');
    setProblem(null);
    onClose();
  };

  const send = async () => {
    const phones = splitPhones(text);
    const found = phonesProblem(phones);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      if (await onSend(phones)) close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="xs">
      <DialogTitle>{SAME_SCREEN_TEXTS.smsTitle}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={SAME_SCREEN_TEXTS.phones}
          value={text}
          error={problem !== null}
          helperText={problem ?? SAME_SCREEN_TEXTS.phonesHint}
          disabled={busy}
          onChange={(event) => setText(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {SAME_SCREEN_TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {SAME_SCREEN_TEXTS.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
