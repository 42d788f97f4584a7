import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { videoTemplateApi } from '../videoTemplate/videoTemplateApi';
import { videoContentApi } from './videoContentApi';
import { TEMPLATE_VARIABLES } from '../../domain/scene/types';
import { CONTENT_NAME_MAX, videoContentTexts } from '../../schemas/videoContent';
import { type VideoTemplateRow } from '../../schemas/videoTemplate';
import { VIDEO_CONTENT_TEXTS } from './texts';

/** '新建视频内容': a name, a template with an approved version, and the values of its variables. */
export function CreateContentButton() {
  const [open, setOpen] = useState(false);
  const [templates, setTemplates] = useState<VideoTemplateRow[]>([]);
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const notify = useNotify();
  const refresh = useRefresh();
  useEffect(() => {
    if (!open) return;
    void videoTemplateApi
      .approved()
      .then(setTemplates)
      .catch(() => undefined);
  }, [open]);
  const create = async () => {
    try {
      const variables = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
      await videoContentApi.create({ name, templateId, variables });
      notify(videoContentTexts.created, { type: 'success' });
      setOpen(false);
      setName('');
      setValues({});
      refresh();
    } catch {
      // The client already showed the server's reason.
    }
  };
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {VIDEO_CONTENT_TEXTS.create}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{VIDEO_CONTENT_TEXTS.create}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={VIDEO_CONTENT_TEXTS.name}
              value={name}
              onChange={(event) => setName(event.target.value.slice(0, CONTENT_NAME_MAX))}
              required
            />
            <TextField
              select
              label={VIDEO_CONTENT_TEXTS.template}
              value={templateId}
              onChange={(event) => setTemplateId(event.target.value)}
              required
              helperText={templates.length === 0 ? VIDEO_CONTENT_TEXTS.noTemplate : ' '}
            >
              {templates.map((row) => (
                <MenuItem key={row._id} value={row._id}>
                  {row.name}
                </MenuItem>
              ))}
            </TextField>
            {TEMPLATE_VARIABLES.map((variable) => (
              <TextField
                key={variable.nameKey}
                label={variable.name}
                value={values[variable.nameKey] ?? ''}
                onChange={(event) => setValues({ ...values, [variable.nameKey]: event.target.value.slice(0, 50) })}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{VIDEO_CONTENT_TEXTS.cancel}</Button>
          <Button variant="contained" onClick={() => void create()}>
            {VIDEO_CONTENT_TEXTS.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
