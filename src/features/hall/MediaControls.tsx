import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, ToggleButton } from '@mui/material';
import type { RoomMedia } from './useRoomMedia';
import type { RoomMediaTexts } from './roomMediaTexts';

/** Microphone and camera toggles (spec 2 §2.2): pressed while on. */
export function MediaToggles({ media, texts }: { media: RoomMedia; texts: Pick<RoomMediaTexts, 'microphone' | 'camera'> }) {
  const disabled = media.local === null;
  return (
    <Stack direction="row" spacing={1}>
      <ToggleButton value="microphone" size="small" selected={media.audioOn && !disabled} disabled={disabled} onChange={media.toggleAudio}>
        {media.audioOn ? <MicIcon sx={{ mr: 0.5 }} /> : <MicOffIcon sx={{ mr: 0.5 }} />}
        {texts.microphone}
      </ToggleButton>
      <ToggleButton value="camera" size="small" selected={media.videoOn && !disabled} disabled={disabled} onChange={media.toggleVideo}>
        {media.videoOn ? <VideocamIcon sx={{ mr: 0.5 }} /> : <VideocamOffIcon sx={{ mr: 0.5 }} />}
        {texts.camera}
      </ToggleButton>
    </Stack>
  );
}

/** Spec 2 §8: a refusal opens '授权提示'; no device or no support, and a failing device, say so in place. */
export function MediaProblem({ media, texts }: { media: RoomMedia; texts: Pick<RoomMediaTexts, 'authTitle' | 'authDenied' | 'unsupported' | 'cameraFailed' | 'confirm'> }) {
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
