import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { auditTexts } from '../../domain/audit';
import { VIDEO_TEMPLATE_TEXTS } from './texts';

export interface RejectDialogProps {
  open: boolean;
  onClose(): void;
  /** Sends the rejection; resolves true when the server took it. */
  onReject(reason: string): Promise<boolean>;
}

/** Asks why a template is rejected: the reason is required and goes back to its author. */
export function RejectDialog({ open, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const send = async () => {
    if (reason.trim() === '') {
      setError(auditTexts.reasonRequired);
      return;
    }
    if (await onReject(reason.trim())) {
      setReason('');
      setError('');
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{VIDEO_TEMPLATE_TEXTS.rejectTitle}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={VIDEO_TEMPLATE_TEXTS.rejectLabel}
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, 200))}
          error={error !== ''}
          helperText={error || ' '}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{VIDEO_TEMPLATE_TEXTS.cancel}</Button>
        <Button variant="contained" color="error" onClick={() => void send()}>
          {VIDEO_TEMPLATE_TEXTS.reject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
