import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { RoomMedia } from './useRoomMedia';
import type { RoomMediaTexts } from './roomMediaTexts';

/** Spec 2 §8: a refusal opens '授权提示'; no device or no support, and a failing device, say so in place. */
export function MediaProblem({
  media,
  texts,
}: {
  media: RoomMedia;
  texts: Pick<RoomMediaTexts, 'authTitle' | 'authDenied' | 'unsupported' | 'cameraFailed' | 'confirm'>;
}) {
  if (media.problem === 'denied') {
    return (
      <Dialog open onClose={media.dismissProblem} aria-labelledby="media-auth-title">
        <DialogTitle id="media-auth-title">{texts.authTitle}</DialogTitle>
        <DialogContent>{texts.authDenied}</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={media.dismissProblem}>
            {texts.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  if (media.problem === null) return null;
  return (
    <Alert severity="error" onClose={media.dismissProblem} data-testid="media-problem">
      {media.problem === 'unsupported' ? texts.unsupported : texts.cameraFailed}
    </Alert>
  );
}
