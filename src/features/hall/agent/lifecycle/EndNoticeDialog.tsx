import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { lifecycleTexts } from './lifecycleTexts';
import type { EndNotice } from './useAgentHallLifecycle';

export interface EndNoticeDialogProps {
  notice: EndNotice | null;
  onContinue: () => void;
  onExit: () => void;
}

/** Spec 2 §4.1 notifyEnd / notifySingleEnd: the countdown to the session's end, with continue and exit. */
export function EndNoticeDialog({ notice, onContinue, onExit }: EndNoticeDialogProps) {
  return (
    <Dialog open={notice !== null} aria-labelledby="end-notice-title" data-testid="end-notice">
      <DialogTitle id="end-notice-title">{lifecycleTexts.noticeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="end-notice-text">
          {notice && lifecycleTexts[notice.type](notice.left)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onExit} color="error">
          {lifecycleTexts.exit}
        </Button>
        <Button onClick={onContinue} variant="contained" autoFocus>
          {lifecycleTexts.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
