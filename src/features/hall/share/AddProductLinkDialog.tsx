import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../dataProvider/httpClient';
import type { RoomProduct } from '../../../schemas/roomShare';
import { SHARE_WEB_NAME_MAX, shareWebTexts } from '../../../schemas/shareWeb';
import { useAgentHallApi } from '../HallContext';
import { shareTexts } from './shareTexts';

export interface AddProductLinkDialogProps {
  open: boolean;
  onAdded(product: RoomProduct): void;
  onClose(): void;
}

/**
 * 添加链接 in the video-sales hall: the link is added to the agent's product links (in the agent's own
 * organisation) and becomes the room's product page.
 */
export function AddProductLinkDialog({ open, onAdded, onClose }: AddProductLinkDialogProps) {
  const api = useAgentHallApi();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const close = () => {
    setName('');
    setUrl('');
    setProblems({});
    onClose();
  };
  const submit = async () => {
    if (saving) return;
    setSaving(true);
    setProblems({});
    try {
      const product = await api.addProductLink(name.trim(), url.trim());
      notify(shareWebTexts.added, { type: 'success' });
      onAdded(product);
      close();
    } catch (err) {
      // The server checks the link as everywhere links are added, and names the field at fault.
      const fields =
        err instanceof ApiError ? (err.result as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      if (fields) setProblems(fields);
      else notify(err instanceof Error && err.message ? err.message : shareTexts.addFailed, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-product-link-title">
      <DialogTitle id="add-product-link-title">{shareTexts.addLink}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          noValidate
          onSubmit={(e) => (e.preventDefault(), void submit())}
        >
          <TextField
            label={shareTexts.linkName}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(problems.name)}
            helperText={problems.name}
            slotProps={{ htmlInput: { maxLength: SHARE_WEB_NAME_MAX + 10 } }}
          />
          <TextField
            label={shareTexts.linkUrl}
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={Boolean(problems.url || problems.webId)}
            helperText={problems.url || problems.webId}
            placeholder="https://"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{shareTexts.cancel}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void submit()}>
          {shareTexts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
