import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { request } from '../../dataProvider/httpClient';
import { DOCUMENT_EXTENSIONS, filePaths } from '../../schemas/file';
import { documentProblem } from './materialRules';
import { documentUploadTexts, FILE_TEXTS } from './texts';
import { FilePick, OrganisationSelect } from './UploadFields';
import { useUploadForm } from './useUploadForm';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

const accept = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The document upload (spec 2 §3 "File upload", §5): one file, its name, and the organisation for tenant admins. */
export function DocumentUploadDialog({ open, onClose, onUploaded }: UploadDialogProps) {
  const notify = useNotify();
  const form = useUploadForm(documentProblem, documentUploadTexts);
  const [busy, setBusy] = useState(false);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async () => {
    if (!form.check() || !form.file) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(form.fields())) body.append(key, value);
    body.append('file', form.file, form.file.name);
    setBusy(true);
    try {
      await request('POST', filePaths.base, { body });
      notify(FILE_TEXTS.uploaded, { type: 'success' });
      close();
      onUploaded();
    } catch (error) {
      form.refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{FILE_TEXTS.uploadDocument}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FilePick
            label={FILE_TEXTS.file}
            buttonText={FILE_TEXTS.chooseFile}
            accept={accept}
            hint={FILE_TEXTS.documentHint}
            file={form.file}
            error={form.errors.file}
            disabled={busy}
            onPick={form.pick}
          />
          <TextField
            required
            fullWidth
            label={FILE_TEXTS.fileName}
            value={form.name}
            error={Boolean(form.errors.name)}
            helperText={form.errors.name}
            disabled={busy}
            onChange={(event) => form.setName(event.target.value)}
          />
          {form.choosesOrg && <OrganisationSelect value={form.orgAccount} error={form.errors.orgAccount} disabled={busy} onChange={form.setOrgAccount} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {FILE_TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? FILE_TEXTS.uploading : FILE_TEXTS.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
