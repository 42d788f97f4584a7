import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { passwordMessage } from '../domain/password';
import { ApiError } from '../dataProvider/httpClient';
import { changeOwnPassword } from './api';
import { useLoginShell } from './loginShell';
import { storedAgent } from '../session/session';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
  /** The forced dialog of a 517 sign-in cannot be dismissed, only answered or left by logging out. */
  forced?: boolean;
}

type Field = 'oldPassword' | 'password' | 'confirm';

/** Spec 1 §5 "Change password": old, new (the password rules) and confirmation. */
export function ChangePasswordDialog({ open, onClose, onChanged, forced = false }: ChangePasswordDialogProps) {
  const { translate, notify } = useLoginShell();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) found.oldPassword = translate('app.password.oldRequired');
    if (!values.password) found.password = translate('app.password.newRequired');
    else {
      const problem = passwordMessage(values.password, storedAgent()?.loginName ?? '');
      if (problem) found.password = problem;
    }
    if (!values.confirm) found.confirm = translate('app.password.confirmRequired');
    else if (values.confirm !== values.password) found.confirm = translate('app.password.mismatch');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changeOwnPassword(values.oldPassword, values.password);
      notify('app.password.changed', 'success');
      setValues({ oldPassword: '', password: '', confirm: '' });
      onChanged();
    } catch (err) {
      const fields =
        err instanceof ApiError
          ? (err.result as { fields?: Partial<Record<Field, string>> } | undefined)?.fields
          : undefined;
      if (fields) setErrors(fields);
      else notify(err instanceof Error ? err.message : String(err), 'error');
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, label: string) => (
    <TextField
      name={name}
      type="password"
      label={translate(label)}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={forced ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('oldPassword', 'app.password.old')}
            {field('password', 'app.password.new')}
            {field('confirm', 'app.password.confirm')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('app.common.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
