import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../dataProvider/httpClient';
import {
  AVATAR_NAME_MAX,
  AVATAR_PICTURE_EXTENSIONS,
  AVATAR_STATUS_NAMES,
  AVATAR_VIDEO_EXTENSIONS,
  avatarTexts,
  type AvatarGroupRecord,
  type AvatarRecord,
} from '../../schemas/avatar';
import { digitalHumanApi } from './digitalHumanApi';
import { DIGITAL_TEXTS as T } from './texts';

const accept = [...AVATAR_PICTURE_EXTENSIONS, ...AVATAR_VIDEO_EXTENSIONS].map((ext) => `.${ext}`).join(',');
const fieldsOf = (err: unknown): Record<string, string> =>
  err instanceof ApiError ? ((err.result as { fields?: Record<string, string> } | undefined)?.fields ?? {}) : {};

/** A new avatar (name, group, status and its picture or video) or an avatar's name, group and status. */
export function AvatarDialog({
  tenant,
  editing,
  onClose,
  onSaved,
}: {
  tenant: string | undefined;
  editing: AvatarRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [groups, setGroups] = useState<AvatarGroupRecord[]>([]);
  const [name, setName] = useState(editing?.name ?? '');
  const [groupId, setGroupId] = useState(editing?.group._id ?? '');
  const [status, setStatus] = useState<0 | 1>(editing?.status ?? 1);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void digitalHumanApi
      .groups({ pageIndex: 1, pageSize: 100, ...(tenant ? { tenant } : {}) })
      .then((found) => setGroups(found.list))
      .catch(() => undefined);
  }, [tenant]);

  const save = async () => {
    const wanted: Record<string, string> = {};
    if (!name.trim()) wanted.name = avatarTexts.nameRequired;
    if (!groupId) wanted.groupId = avatarTexts.groupRequired;
    if (!editing && !file) wanted.file = avatarTexts.fileRequired;
    setErrors(wanted);
    if (Object.keys(wanted).length > 0) return;
    setBusy(true);
    try {
      if (editing) {
        await digitalHumanApi.updateAvatar(editing._id, { name: name.trim(), groupId, status });
        notify(avatarTexts.saved, { type: 'success' });
      } else {
        const body = new FormData();
        body.append('name', name.trim());
        body.append('groupId', groupId);
        body.append('status', String(status));
        if (tenant) body.append('tenant', tenant);
        if (file) body.append('file', file, file.name);
        await digitalHumanApi.createAvatar(body);
        notify(avatarTexts.created, { type: 'success' });
      }
      onSaved();
    } catch (err) {
      setErrors(fieldsOf(err));
      if (err instanceof Error) notify(err.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{editing ? T.editAvatar : T.createAvatar}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={T.name}
            value={name}
            required
            slotProps={{ htmlInput: { maxLength: AVATAR_NAME_MAX } }}
            error={Boolean(errors.name)}
            helperText={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            select
            label={T.group}
            value={groupId}
            required
            error={Boolean(errors.groupId)}
            helperText={errors.groupId}
            onChange={(event) => setGroupId(event.target.value)}
          >
            {groups.map((group) => (
              <MenuItem key={group._id} value={group._id}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={T.status}
            value={status}
            onChange={(event) => setStatus(Number(event.target.value) === 0 ? 0 : 1)}
          >
            {([1, 0] as const).map((value) => (
              <MenuItem key={value} value={value}>
                {AVATAR_STATUS_NAMES[value]}
              </MenuItem>
            ))}
          </TextField>
          {!editing && (
            <Stack spacing={0.5}>
              <Button component="label" variant="outlined" disabled={busy}>
                {file ? file.name : T.chooseFile}
                <input
                  hidden
                  type="file"
                  accept={accept}
                  aria-label={T.chooseFile}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="caption" color={errors.file ? 'error' : 'text.secondary'}>
                {errors.file ?? T.fileHint}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
