import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { settingsApi } from './settingsApi';
import {
  MESSAGE_KINDS,
  messageKindNames,
  messageTemplateTexts as T,
  type MessageTemplateRecord,
} from '../../schemas/messageTemplate';

type Form = Pick<MessageTemplateRecord, 'name' | 'kind' | 'signName' | 'content' | 'enabled'>;

/** The create and edit dialog of a message template; the server's message shows when it refuses. */
export function MessageTemplateDialog({
  tenant,
  editing,
  defaultSign,
  onClose,
  onSaved,
}: {
  tenant: string | undefined;
  editing: MessageTemplateRecord | null;
  defaultSign: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [form, setForm] = useState<Form>(() =>
    editing
      ? {
          name: editing.name,
          kind: editing.kind,
          signName: editing.signName,
          content: editing.content,
          enabled: editing.enabled,
        }
      : { name: '', kind: 'sms', signName: defaultSign, content: '', enabled: true },
  );
  const [error, setError] = useState('');
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((before) => ({ ...before, [key]: value }));
  const save = async () => {
    const body = { ...(tenant ? { tenant } : {}), ...form };
    try {
      if (editing) await settingsApi.editMessageTemplate(editing._id, body);
      else await settingsApi.createMessageTemplate(body);
      notify(editing ? T.edited : T.created, { type: 'success' });
      onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? T.edit : T.create}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField size="small" label={T.name} value={form.name} onChange={(e) => set('name', e.target.value)} />
          <TextField
            select
            size="small"
            label={T.kind}
            value={form.kind}
            onChange={(e) => set('kind', e.target.value as Form['kind'])}
          >
            {MESSAGE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {messageKindNames[kind]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={T.signName}
            value={form.signName}
            onChange={(e) => set('signName', e.target.value)}
          />
          <TextField
            label={T.content}
            multiline
            minRows={3}
            value={form.content}
            onChange={(e) => set('content', e.target.value)}
          />
          <Typography variant="body2" color="text.secondary">
            {T.variablesHint}
          </Typography>
          <FormControlLabel
            control={<Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
            label={T.enabled}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
