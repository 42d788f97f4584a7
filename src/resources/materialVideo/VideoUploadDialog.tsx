import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { UploadDialogProps } from '../materialManagement/FileUploadDialog';
import { videoProblem } from '../materialManagement/materialRules';
import { FILE_TEXTS, videoUploadTexts } from '../materialManagement/texts';
import { FilePick, NameField, OrganisationSelect } from '../materialManagement/UploadFields';
import { useUploadForm } from '../materialManagement/useUploadForm';
import { useVideoUpload } from './useVideoUpload';

function UploadProgress({ percent, merging }: { percent: number; merging: boolean }) {
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={FILE_TEXTS.progress(percent)} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="upload-progress">
        {merging ? FILE_TEXTS.merging : FILE_TEXTS.progress(percent)}
      </Typography>
    </Box>
  );
}

/**
 * The video upload (spec 2 §3 "Video upload", §5): an MP4, its name and, for tenant admins, the
 * organisation; sent in chunks with a progress bar. A failed upload resumes where it stopped.
 */
export function VideoUploadDialog({ open, onClose, onUploaded }: UploadDialogProps) {
  const notify = useNotify();
  const form = useUploadForm(videoProblem, videoUploadTexts);
  const upload = useVideoUpload();
  const busy = upload.phase === 'uploading' || upload.phase === 'merging';

  const close = () => {
    upload.cancel();
    form.reset();
    onClose();
  };

  const submit = async () => {
    if (!form.check() || !form.file || !form.agent) return;
    const outcome = await upload.start({ file: form.file, agentId: form.agent._id, fields: form.fields() });
    if (outcome.failure) notify(outcome.failure, { type: 'error' });
    if (outcome.uploaded) {
      notify(FILE_TEXTS.uploaded, { type: 'success' });
      close();
      onUploaded();
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{FILE_TEXTS.uploadVideo}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <NameField
            label={FILE_TEXTS.videoName}
            value={form.name}
            error={form.errors.name}
            disabled={busy}
            onChange={form.setName}
          />
          <FilePick
            label={FILE_TEXTS.videoFile}
            buttonText={FILE_TEXTS.chooseVideo}
            accept=".mp4,video/mp4"
            hint={FILE_TEXTS.videoHint}
            file={form.file}
            error={form.errors.file}
            disabled={busy}
            onPick={(file) => {
              upload.cancel();
              form.pick(file);
            }}
          />
          {form.choosesOrg && (
            <OrganisationSelect
              value={form.orgAccount}
              error={form.errors.orgAccount}
              disabled={busy}
              onChange={form.setOrgAccount}
            />
          )}
          {upload.phase !== 'idle' && <UploadProgress percent={upload.percent} merging={upload.phase === 'merging'} />}
          {upload.failure && <Alert severity="error">{upload.failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{FILE_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? FILE_TEXTS.uploading : upload.phase === 'failed' ? FILE_TEXTS.resume : FILE_TEXTS.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
