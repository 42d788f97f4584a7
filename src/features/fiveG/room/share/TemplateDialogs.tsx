import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import type { RenderRecord } from '../../../../schemas/videoContent';
import { fiveGTexts } from '../../../../schemas/fiveG';
import type { RoomApi } from '../roomApi';
import { roomTexts } from '../roomTexts';
import type { MaterialItem } from '../materials';

const T = roomTexts.template;
const POLL_MS = 2000;
const PHONE = /^1[0-9]{10}$/;

/** Follows a template's preview until it is ready or failed. */
function usePreview(api: RoomApi, templateId: string): { render: RenderRecord | null; error: string } {
  const [render, setRender] = useState<RenderRecord | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      api
        .templatePreview(templateId)
        .then((got) => {
          if (ended) return;
          setRender(got);
          if (got.state === 'queued' || got.state === 'rendering') timer = setTimeout(() => void load(), POLL_MS);
        })
        .catch((err: Error) => !ended && setError(err.message));
    void load();
    return () => {
      ended = true;
      clearTimeout(timer);
    };
  }, [api, templateId]);
  return { render, error };
}

/** The template preview (spec 2 §2.3): a modal 360 wide with the rendered picture and video, '预览资源生成中..' until then. */
export function TemplatePreviewDialog({ api, item, onClose }: { api: RoomApi; item: MaterialItem; onClose(): void }) {
  const { render, error } = usePreview(api, item.id);
  const failed = error || (render?.state === 'failed' ? T.previewFailed : '');
  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 360, m: 1 } } }}
      aria-labelledby="template-preview"
    >
      <DialogTitle id="template-preview">
        {T.previewTitle}：{item.name}
      </DialogTitle>
      <DialogContent sx={{ px: 1.5 }}>
        {failed ? (
          <Typography color="error">{failed}</Typography>
        ) : render?.url ? (
          <Box sx={{ bgcolor: 'common.black' }}>
            <video
              data-testid="template-preview-video"
              src={render.url}
              poster={render.posterUrl ?? undefined}
              controls
              playsInline
              style={{ width: '100%', display: 'block' }}
            />
          </Box>
        ) : (
          <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
            <Typography gutterBottom>{T.previewing}</Typography>
            <LinearProgress
              variant={render?.state === 'rendering' ? 'determinate' : 'indeterminate'}
              value={render?.progress ?? 0}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The template's SMS share: the customer's phone prefilled, the share page's link sent to it. */
export function TemplateSmsDialog({
  api,
  item,
  phone: initialPhone,
  onClose,
}: {
  api: RoomApi;
  item: MaterialItem;
  phone: string;
  onClose(): void;
}) {
  const notify = useNotify();
  const [phone, setPhone] = useState(initialPhone);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const typed = phone.trim();
    if (!typed) return setProblem(fiveGTexts.phoneRequired);
    if (!PHONE.test(typed)) return setProblem(fiveGTexts.phoneInvalid);
    setProblem('');
    setBusy(true);
    try {
      await api.templateSms(item.id, typed);
      notify(fiveGTexts.smsSent, { type: 'success' });
      onClose();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="template-sms">
      <DialogTitle id="template-sms">{T.smsTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {item.name}：{T.smsHint}
        </Typography>
        <TextField
          label={T.phone}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={problem !== ''}
          helperText={problem || ' '}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {roomTexts.cancel}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {T.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
