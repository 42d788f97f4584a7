import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { richMediaShareLink } from '../../schemas/richMediaShare';
import { useQrDataUrl } from '../sameScreen/ShortLinkDialog';
import { SHARE_BUTTON_TEXTS } from './texts';

/** The share action of an approved template or content: the /richMediaShare link, its QR code, and copy. */
export function ShareButton({ source }: { source: { videoTemplateId: string } | { videoId: string } }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const link = richMediaShareLink(window.location.origin, source);
  const qr = useQrDataUrl(open ? link : null);
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => notify(SHARE_BUTTON_TEXTS.copied, { type: 'success' }),
      () => undefined,
    );
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {SHARE_BUTTON_TEXTS.share}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{SHARE_BUTTON_TEXTS.title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {SHARE_BUTTON_TEXTS.hint}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 240, my: 1 }}>
            {qr && <img src={qr} alt={SHARE_BUTTON_TEXTS.qrAlt} width={240} height={240} />}
          </Box>
          <Link
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="share-link"
            sx={{ wordBreak: 'break-all' }}
          >
            {link}
          </Link>
        </DialogContent>
        <DialogActions>
          <Button onClick={copy}>{SHARE_BUTTON_TEXTS.copy}</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {SHARE_BUTTON_TEXTS.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
