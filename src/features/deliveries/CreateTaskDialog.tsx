import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { deliveriesApi } from './deliveriesApi';
import { deliverChannel, deliveryTaskTexts, type DeliverType, type DeliverySources } from '../../schemas/deliveryTask';
import { type MessageTemplateRecord } from '../../schemas/messageTemplate';
import { T } from './texts';
import { parseRecipientLines } from './useDeliverType';

interface CreateTaskDialogProps {
  open: boolean;
  deliverType: DeliverType;
  onClose: () => void;
  onCreated: () => void;
}

const toBase64 = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};

/** The new-task dialog: content or interaction template, and the recipients typed or read from a spreadsheet. */
export function CreateTaskDialog({ open, deliverType, onClose, onCreated }: CreateTaskDialogProps) {
  const notify = useNotify();
  const [sources, setSources] = useState<DeliverySources | null>(null);
  const [templates, setTemplates] = useState<MessageTemplateRecord[]>([]);
  const [form, setForm] = useState({
    name: '',
    videoContentId: '',
    interactionTemplateId: '',
    messageTemplateId: '',
    lines: '',
  });
  const [error, setError] = useState('');
  useEffect(() => {
    if (!open) return;
    void deliveriesApi.sources().then(setSources);
    void deliveriesApi
      .allocatedTemplates(deliverChannel[deliverType])
      .then(setTemplates)
      .catch(() => undefined);
  }, [open, deliverType]);
  const { recipients, badLine } = parseRecipientLines(form.lines);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const read = await deliveriesApi.readSheet({ file: await toBase64(file) });
      setForm((f) => ({ ...f, lines: read.map((r) => `${r.name},${r.phone}`).join('\n') }));
      setError('');
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const submit = async () => {
    if (badLine !== null) return setError(T.badLine(badLine));
    try {
      const body = {
        deliverType,
        recipients,
        ...(form.name.trim() ? { name: form.name.trim() } : {}),
        ...(form.videoContentId ? { videoContentId: form.videoContentId } : {}),
        ...(form.interactionTemplateId ? { interactionTemplateId: form.interactionTemplateId } : {}),
        ...(form.messageTemplateId ? { messageTemplateId: form.messageTemplateId } : {}),
      };
      await deliveriesApi.create(body);
      notify(deliveryTaskTexts.created, { type: 'success' });
      setForm({ name: '', videoContentId: '', interactionTemplateId: '', messageTemplateId: '', lines: '' });
      setError('');
      onCreated();
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{T.create}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label={T.name} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField
            select
            label={T.content}
            value={form.videoContentId}
            onChange={(e) => setForm({ ...form, videoContentId: e.target.value })}
          >
            <MenuItem value="">{T.none}</MenuItem>
            {sources?.contents.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={T.interaction}
            value={form.interactionTemplateId}
            onChange={(e) => setForm({ ...form, interactionTemplateId: e.target.value })}
          >
            <MenuItem value="">{T.none}</MenuItem>
            {sources?.interactions.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={T.messageTemplate}
            value={form.messageTemplateId}
            onChange={(e) => setForm({ ...form, messageTemplateId: e.target.value })}
          >
            <MenuItem value="">{T.defaultMessage}</MenuItem>
            {templates.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={T.recipients}
            multiline
            minRows={4}
            value={form.lines}
            onChange={(e) => setForm({ ...form, lines: e.target.value })}
          />
          <Stack direction="row" spacing={2} alignItems="center">
            <Button component="label" variant="outlined">
              {T.upload}
              <input hidden type="file" accept=".xlsx" onChange={(e) => void upload(e)} />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {T.uploadHint}
            </Typography>
          </Stack>
          <Typography variant="body2">{T.recipientCount(recipients.length)}</Typography>
          {sources && (
            <Typography variant="body2" color="text.secondary">
              {T.window}：{sources.sendWindow.startSendTime} - {sources.sendWindow.finishSendTime}
            </Typography>
          )}
          {error && (
            <Typography role="alert" color="error">
              {error}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
        <Button variant="contained" onClick={() => void submit()}>
          {T.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
