import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { request } from '../../dataProvider/httpClient';
import { FIVE_G_EXTENSIONS, fiveGPaths } from '../../schemas/fiveG';
import { documentProblem } from '../materialManagement/materialRules';
import { FilePick, OrganisationSelect } from '../materialManagement/UploadFields';
import { useUploadForm } from '../materialManagement/useUploadForm';
import { FIVE_G_MATERIAL_TEXTS as T } from './texts';
import { verticalCheck } from './verticalCheck';

const accept = FIVE_G_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const texts = { fileRequired: T.fileRequired, nameRequired: T.nameRequired, nameTooLong: T.nameTooLong };

export interface MaterialUploadDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/** '上传素材' (spec 2 §5): one file, checked for portrait when it is an image, its name and, for tenant admins, the organisation. */
export function MaterialUploadDialog({ open, onClose, onUploaded }: MaterialUploadDialogProps) {
  const notify = useNotify();
  const form = useUploadForm(documentProblem, texts);
  const [busy, setBusy] = useState(false);

  const close = () => {
    form.reset();
    onClose();
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    const portrait = await verticalCheck(file);
    if (portrait === false) {
      notify(T.verticalFailed, { type: 'error' });
      form.reset();
      form.setErrors({ file: T.verticalFailed });
      return;
    }
    if (portrait === true) notify(T.verticalPassed, { type: 'success' });
    form.pick(file);
  };

  const submit = async () => {
    if (!form.check() || !form.file) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(form.fields())) body.append(key, value);
    body.append('type', '5G');
    body.append('file', form.file, form.file.name);
    setBusy(true);
    try {
      await request('POST', fiveGPaths.material, { body });
      notify(T.uploaded, { type: 'success' });
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
      <DialogTitle>{T.uploadTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FilePick
            label={T.file}
            buttonText={T.chooseFile}
            accept={accept}
            hint={form.file ? T.hint : T.portraitRequired}
            file={form.file}
            error={form.errors.file}
            disabled={busy}
            onPick={(file) => void pick(file)}
          />
          <TextField
            required
            fullWidth
            label={T.fileName}
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
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? T.uploading : T.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
