import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { digitalHumanApi } from './digitalHumanApi';
import { SpeakingVideo } from './SpeakingVideo';
import { DIGITAL_TEXTS as T } from './texts';
import { useSpeakingVideo } from './useSpeakingVideo';

/**
 * /digitalHuman/numberObserve/:resWebId (数字人观测): a digital-human material's video, '生成中' with its
 * progress until it is made, then played; its words; and the customer's link to the same player
 * (/digitalModalIframe), copied, or shown here in a modal as the customer will see it.
 */
export function ObservePage() {
  const { resWebId = '' } = useParams();
  const notify = useNotify();
  const load = useCallback(() => digitalHumanApi.observe(resWebId), [resWebId]);
  const { video, error } = useSpeakingVideo(load);
  const [modal, setModal] = useState(false);
  const link = video?.customerLink ? new URL(video.customerLink, window.location.origin).toString() : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify(T.copied, { type: 'success' });
    } catch {
      notify(T.copyFailed, { type: 'warning' });
    }
  };
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {T.observeTitle}
        {video ? ` · ${video.name}` : ''}
      </Typography>
      {error && <Alert severity="warning">{error}</Alert>}
      {video && (
        <Stack spacing={2}>
          <Box sx={{ maxWidth: 360 }}>
            <SpeakingVideo render={video.render} />
          </Box>
          {video.words && (
            <TextField
              label={T.words}
              value={video.words}
              multiline
              minRows={2}
              slotProps={{ input: { readOnly: true } }}
            />
          )}
          {link && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
              <TextField
                label={T.customerLink}
                value={link}
                size="small"
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{ input: { readOnly: true } }}
              />
              <Button variant="outlined" onClick={() => void copy()} sx={{ whiteSpace: 'nowrap' }}>
                {T.copyLink}
              </Button>
              <Button variant="outlined" onClick={() => setModal(true)} sx={{ whiteSpace: 'nowrap' }}>
                {T.openModal}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
      <Dialog open={modal} onClose={() => setModal(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{video?.name}</DialogTitle>
        <DialogContent>
          {modal && link && (
            <Box
              component="iframe"
              title={video?.name ?? T.observeTitle}
              src={link}
              sx={{ width: '100%', height: 560, border: 0 }}
            />
          )}
          <Button onClick={() => setModal(false)} sx={{ mt: 1 }}>
            {T.close}
          </Button>
        </DialogContent>
      </Dialog>
    </Box>
  );
}
