import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { needsSameScreenBrowser, supportsSameScreen } from './browserSupport';

/** The blocking notice of spec 1 §1; its one button closes the page. */
export function SameScreenBrowserGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const location = useLocation();
  if (!needsSameScreenBrowser(location.pathname) || supportsSameScreen(navigator.userAgent)) return <>{children}</>;
  return (
    <Dialog open disableEscapeKeyDown>
      <DialogContent>
        <DialogContentText>{translate('app.pages.unsupportedBrowser')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.close()}>
          {translate('app.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
