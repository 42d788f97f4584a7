import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { materialApi } from './materialApi';
import type { PickedFile, UploadTexts } from './materialRules';
import { FILE_TEXTS } from './texts';
import { FilePick, NameField, OrganisationSelect } from './UploadFields';
import { useUploadForm } from './useUploadForm';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/** What a screen checks of a picked file before the form takes it: a refusal, or a notice that it passed. */
export interface PickScreen {
  refused?: string;
  passed?: string;
}

export interface FileUploadDialogProps extends UploadDialogProps {
  title: string;
  /** The file input's accept list. */
  accept: string;
  /** The hint under the file field, before and after a file is picked. */
  hint: string;
  pickedHint?: string;
  /** Where the multipart form is posted, and what it carries besides the file and the common fields. */
  path: string;
  extraFields?: Record<string, string>;
  uploadedText: string;
  problemOf: (file: PickedFile) => string | null;
  formTexts: UploadTexts;
  screen?: (file: File) => Promise<PickScreen>;
}

/** One file sent in one request: the file, its name and, for tenant admins, the organisation (spec 2 §3, §5). */
export function FileUploadDialog({
  open,
  onClose,
  onUploaded,
  title,
  accept,
  hint,
  pickedHint,
  path,
  extraFields = {},
  uploadedText,
  problemOf,
  formTexts,
  screen,
}: FileUploadDialogProps) {
  const notify = useNotify();
  const form = useUploadForm(problemOf, formTexts);
  const [busy, setBusy] = useState(false);

  const close = () => {
    form.reset();
    onClose();
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    const screened = screen ? await screen(file) : {};
    if (screened.refused) {
      notify(screened.refused, { type: 'error' });
      form.reset();
      form.setErrors({ file: screened.refused });
      return;
    }
    if (screened.passed) notify(screened.passed, { type: 'success' });
    form.pick(file);
  };

  const submit = async () => {
    if (!form.check() || !form.file) return;
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...form.fields(), ...extraFields })) body.append(key, value);
    body.append('file', form.file, form.file.name);
    setBusy(true);
    try {
      await materialApi.upload(path, body);
      notify(uploadedText, { type: 'success' });
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
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FilePick
            label={FILE_TEXTS.file}
            buttonText={FILE_TEXTS.chooseFile}
            accept={accept}
            hint={form.file && pickedHint ? pickedHint : hint}
            file={form.file}
            error={form.errors.file}
            disabled={busy}
            onPick={(file) => void pick(file)}
          />
          <NameField
            label={FILE_TEXTS.fileName}
            value={form.name}
            error={form.errors.name}
            disabled={busy}
            onChange={form.setName}
          />
          {form.choosesOrg && (
            <OrganisationSelect
              value={form.orgAccount}
              error={form.errors.orgAccount}
              disabled={busy}
              onChange={form.setOrgAccount}
            />
          )}
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
