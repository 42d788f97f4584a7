import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { SAME_SCREEN_TEXTS } from './texts';

/** Pixels of the QR image: large enough for a phone camera across a desk. */
const QR_SIZE = 240;

/** The PNG data URL of a QR code of the text, or null while it is drawn (and when there is no text). */
export function useQrDataUrl(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; dataUrl: string } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    void toDataURL(text, { width: QR_SIZE, margin: 1 }).then(
      (dataUrl) => {
        if (current) setDrawn({ text, dataUrl });
      },
      // Without the image the link below still serves.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return drawn !== null && drawn.text === text ? drawn.dataUrl : null;
}

export interface ShortLinkDialogProps {
  /** The record's short link; the dialog is open while there is one. */
  url: string | null;
  onCopy: (url: string) => void;
  onClose: () => void;
}

/** The QR dialog (spec 1 §7.4 agentShortUrl): the short link a customer scans or opens to join the same-screen session. */
export function ShortLinkDialog({ url, onCopy, onClose }: ShortLinkDialogProps) {
  const qr = useQrDataUrl(url);
  return (
    <Dialog open={url !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{SAME_SCREEN_TEXTS.qrTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {SAME_SCREEN_TEXTS.qrHint}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: QR_SIZE, my: 1 }}>
          {qr && (
            <img src={qr} alt={SAME_SCREEN_TEXTS.qrAlt} width={QR_SIZE} height={QR_SIZE} data-testid="short-link-qr" />
          )}
        </Box>
        {url && (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="short-link"
            sx={{ wordBreak: 'break-all' }}
          >
            {url}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => url && onCopy(url)}>{SAME_SCREEN_TEXTS.copyLink}</Button>
        <Button variant="contained" onClick={onClose}>
          {SAME_SCREEN_TEXTS.back}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
