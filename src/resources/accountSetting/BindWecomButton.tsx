import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { userApi } from './userApi';
import { wecomTexts } from '../../schemas/wecom';
import { USER_TEXTS } from './texts';

/** A user's row: binds the account to a WeCom member's user id, the one that signs them in at /user/loginWechat. */
export function BindWecomButton({ agentId, loginName }: { agentId: string; loginName: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [wxUserId, setWxUserId] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await userApi.bindWecom(agentId, wxUserId.trim());
      notify(wecomTexts.bound, { type: 'success' });
      setOpen(false);
      refresh();
    } catch {
      // The client already showed the server's reason.
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {USER_TEXTS.bindWecom}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form onSubmit={(e) => void submit(e)}>
          <DialogTitle>
            {USER_TEXTS.bindWecomTitle} {loginName}
          </DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={USER_TEXTS.wxUserId}
              helperText={USER_TEXTS.wxUserIdHelp}
              value={wxUserId}
              onChange={(e) => setWxUserId(e.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{USER_TEXTS.cancel}</Button>
            <Button type="submit" variant="contained" disabled={pending || wxUserId.trim() === ''}>
              {USER_TEXTS.confirm}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
