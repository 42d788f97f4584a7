import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { richMediaShareLink } from '../../schemas/richMediaShare';
import { useQrDataUrl } from '../sameScreen/ShortLinkDialog';

const TEXTS = {
  share: '分享',
  title: '分享预览',
  hint: '客户扫码或打开链接即可在手机上预览；只展示审核通过的版本。',
  qrAlt: '分享二维码',
  copy: '复制链接',
  copied: '复制成功',
  close: '关闭',
} as const;

/** The share action of an approved template or content: the /richMediaShare link, its QR code, and copy. */
export function ShareButton({ source }: { source: { videoTemplateId: string } | { videoId: string } }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const link = richMediaShareLink(window.location.origin, source);
  const qr = useQrDataUrl(open ? link : null);
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => notify(TEXTS.copied, { type: 'success' }),
      () => undefined,
    );
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {TEXTS.share}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{TEXTS.title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {TEXTS.hint}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 240, my: 1 }}>
            {qr && <img src={qr} alt={TEXTS.qrAlt} width={240} height={240} />}
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
          <Button onClick={copy}>{TEXTS.copy}</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {TEXTS.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
