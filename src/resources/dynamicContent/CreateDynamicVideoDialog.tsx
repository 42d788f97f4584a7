import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { videoTemplateApi } from '../videoTemplate/videoTemplateApi';
import { dynamicVideoApi } from './dynamicVideoApi';
import { templateVariables } from '../../domain/scene/stored';
import { TEMPLATE_VARIABLES } from '../../domain/scene/types';
import {
  DYNAMIC_NAME_MAX,
  RECIPIENT_NAME_MAX,
  VARIABLE_VALUE_MAX,
  dynamicVideoTexts,
} from '../../schemas/dynamicVideo';
import { type VideoTemplateRow } from '../../schemas/videoTemplate';
import { DYNAMIC_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

interface RecipientDraft {
  recipient: string;
  variables: Record<string, string>;
}

const emptyRecipient = (): RecipientDraft => ({ recipient: '', variables: {} });
const labelOf = (key: string) => TEMPLATE_VARIABLES.find((v) => v.nameKey === key)?.name ?? key;

/** The approved dynamic templates, and the variables the chosen one fills. */
function useDynamicTemplates(open: boolean, templateId: string) {
  const [templates, setTemplates] = useState<VideoTemplateRow[]>([]);
  const [keys, setKeys] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    void videoTemplateApi
      .approved('dynamic')
      .then(setTemplates)
      .catch(() => undefined);
  }, [open]);
  useEffect(() => {
    if (!templateId) return;
    void videoTemplateApi
      .one(templateId)
      .then((detail) => setKeys(templateVariables(detail.content)))
      .catch(() => undefined);
  }, [templateId]);
  return { templates, keys };
}

/** '新建动态视频': a name, an approved dynamic template, and per recipient a name and the values of its variables. */
export function CreateDynamicVideoButton() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [recipients, setRecipients] = useState<RecipientDraft[]>([emptyRecipient()]);
  const { templates, keys } = useDynamicTemplates(open, templateId);
  const notify = useNotify();
  const navigate = useNavigate();
  const change = (index: number, next: RecipientDraft) =>
    setRecipients(recipients.map((r, i) => (i === index ? next : r)));
  const create = async () => {
    try {
      const made = await dynamicVideoApi.create({ name, templateId, recipients });
      notify(dynamicVideoTexts.created, { type: 'success' });
      setOpen(false);
      navigate(pageLink('dynamicVideoDetail', { templateId: made._id }));
    } catch {
      // The client already showed the server's reason.
    }
  };
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {DYNAMIC_TEXTS.create}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{DYNAMIC_TEXTS.create}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={DYNAMIC_TEXTS.name}
              value={name}
              onChange={(event) => setName(event.target.value.slice(0, DYNAMIC_NAME_MAX))}
              required
            />
            <TextField
              select
              label={DYNAMIC_TEXTS.template}
              value={templateId}
              onChange={(event) => setTemplateId(event.target.value)}
              required
              helperText={templates.length === 0 ? DYNAMIC_TEXTS.noTemplate : ' '}
            >
              {templates.map((row) => (
                <MenuItem key={row._id} value={row._id}>
                  {row.name}
                </MenuItem>
              ))}
            </TextField>
            {recipients.map((r, index) => (
              <Stack
                key={index}
                direction="row"
                spacing={1}
                alignItems="center"
                aria-label={`${DYNAMIC_TEXTS.customer}${index + 1}`}
                role="group"
              >
                <TextField
                  size="small"
                  label={DYNAMIC_TEXTS.recipient}
                  value={r.recipient}
                  onChange={(event) =>
                    change(index, { ...r, recipient: event.target.value.slice(0, RECIPIENT_NAME_MAX) })
                  }
                />
                {keys.map((key) => (
                  <TextField
                    key={key}
                    size="small"
                    label={labelOf(key)}
                    value={r.variables[key] ?? ''}
                    onChange={(event) =>
                      change(index, {
                        ...r,
                        variables: { ...r.variables, [key]: event.target.value.slice(0, VARIABLE_VALUE_MAX) },
                      })
                    }
                  />
                ))}
                {recipients.length > 1 && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRecipients(recipients.filter((_, i) => i !== index))}
                  >
                    {DYNAMIC_TEXTS.removeRecipient}
                  </Button>
                )}
              </Stack>
            ))}
            <Button
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setRecipients([...recipients, emptyRecipient()])}
            >
              {DYNAMIC_TEXTS.addRecipient}
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{DYNAMIC_TEXTS.cancel}</Button>
          <Button variant="contained" onClick={() => void create()}>
            {DYNAMIC_TEXTS.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
