import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../dataProvider/httpClient';
import { layoutApi } from './layoutApi';
import { storeAgent, storedAgent } from '../session/session';

type Field = 'fullName' | 'cellphone' | 'email';

export interface SelfSettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec 1 §6: the user form for oneself; the role is shown but disabled, tenant and organisation hidden, skills read-only. */
export function SelfSettingsDialog({ open, onClose }: SelfSettingsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const identity = useGetIdentity();
  const agent = storedAgent();
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: agent?.fullName ?? '',
    cellphone: agent?.cellphone ?? '',
    email: agent?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  if (!agent) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await layoutApi.saveSelf(agent._id, values);
      storeAgent(saved);
      await identity.refetch();
      setErrors({});
      notify('app.settings.saved', { type: 'success' });
      onClose();
    } catch (err) {
      const fields =
        err instanceof ApiError
          ? (err.result as { fields?: Partial<Record<Field, string>> } | undefined)?.fields
          : undefined;
      if (fields) setErrors(fields);
      else notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };

  const field = (name: Field) => (
    <TextField
      name={name}
      label={translate(`app.settings.${name}`)}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.header.settings')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={translate('app.settings.loginName')} value={agent.loginName} disabled fullWidth />
            {field('fullName')}
            <TextField label={translate('app.settings.role')} value={agent.agentRole.roleName} disabled fullWidth />
            {field('cellphone')}
            {field('email')}
            {agent.skillName.length > 0 && (
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                <Typography variant="body2" color="text.secondary">
                  {translate('app.settings.skills')}
                </Typography>
                {agent.skillName.map((skill) => (
                  <Chip key={skill} label={skill} size="small" />
                ))}
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.common.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
