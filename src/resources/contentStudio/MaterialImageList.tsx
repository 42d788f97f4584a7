import UploadIcon from '@mui/icons-material/Upload';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { contentStudioApi } from './contentStudioApi';
import { IMAGE_EXTENSIONS } from '../../schemas/file';
import {
  MATERIAL_IMAGE_TYPE_NAMES,
  MATERIAL_IMAGE_TYPES,
  MATERIAL_NAME_MAX,
  materialImageListView,
  materialImagePaths,
  materialImageTexts,
  type MaterialImageRecord,
  type MaterialImageType,
} from '../../schemas/materialImage';
import { pathWith } from '../../schemas/paths';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { CONTENT_STUDIO_TEXTS as T, MATERIAL_IMAGE_RESOURCE } from './texts';

const accept = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function UploadPicture({ type }: { type: MaterialImageType }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setFile(null);
    setName('');
  };
  const send = async () => {
    if (!file) return notify(materialImageTexts.fileRequired, { type: 'error' });
    const body = new FormData();
    body.append('type', String(type));
    if (name.trim()) body.append('name', name.trim());
    body.append('file', file, file.name);
    setBusy(true);
    try {
      await contentStudioApi.uploadImage(body);
      notify(materialImageTexts.uploaded, { type: 'success' });
      close();
      refresh();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {T.upload}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="xs">
        <DialogTitle>{`${T.uploadTitle}·${MATERIAL_IMAGE_TYPE_NAMES[type]}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Button component="label" variant="outlined" disabled={busy}>
              {file ? file.name : T.chooseFile}
              <input
                hidden
                type="file"
                accept={accept}
                aria-label={T.chooseFile}
                onChange={(event) => {
                  const picked = event.target.files?.[0] ?? null;
                  setFile(picked);
                  if (picked && !name) setName(picked.name.replace(/\.[^.]+$/, '').slice(0, MATERIAL_NAME_MAX));
                }}
              />
            </Button>
            <Typography variant="caption" color="text.secondary">
              {T.fileHint}
            </Typography>
            <TextField
              size="small"
              label={T.name}
              value={name}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: MATERIAL_NAME_MAX } }}
              onChange={(event) => setName(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {T.cancel}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={busy}>
            {T.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export const typeFromParam = <T extends number>(value: string | undefined, allowed: readonly T[]): T =>
  (allowed.find((item) => String(item) === value) ?? allowed[0]) as T;

/** /MaterialImageManagement/list/:type: the pictures of one config list (1 backgrounds, 2 stickers, 3 cards), the tenant's and the platform's. */
export function MaterialImageList() {
  const type = typeFromParam(useParams().type, MATERIAL_IMAGE_TYPES);
  return (
    <SchemaList
      key={type}
      resource={MATERIAL_IMAGE_RESOURCE}
      title={MATERIAL_IMAGE_TYPE_NAMES[type]}
      schema={materialImageListView}
      permanentFilter={{ type }}
      canCreate={false}
      extraActions={<UploadPicture type={type} />}
      columns={{
        url: (record) => (
          <Box
            component="img"
            src={(record as unknown as MaterialImageRecord).url}
            alt={String(record.name)}
            sx={{ height: 48, maxWidth: 96, objectFit: 'contain' }}
          />
        ),
      }}
      rowActions={(record: RaRecord) =>
        (record as unknown as MaterialImageRecord).mayDelete ? (
          <RowActions
            actions={[
              {
                label: T.remove,
                question: T.confirmRemove,
                request: { method: 'DELETE', path: pathWith(materialImagePaths.one, { id: String(record.id) }) },
                done: materialImageTexts.deleted,
                danger: true,
              },
            ]}
          />
        ) : null
      }
    />
  );
}
