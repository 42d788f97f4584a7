import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useLoginShell } from './loginShell';

export interface LoginConfirmProps {
  open: boolean;
  /** Text key of the question. */
  content: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question of the sign-in flow, as react-admin's Confirm asks it, without react-admin. */
export function LoginConfirm({ open, content, onConfirm, onClose }: LoginConfirmProps) {
  const { translate } = useLoginShell();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.common.tip')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(content)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {translate('app.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
