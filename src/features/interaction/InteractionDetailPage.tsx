import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { TagPicker } from '../../resources/contentStudio/ContentTags';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ANSWER_OUTCOMES } from '../../domain/interaction';
import { interactionApi } from './interactionApi';
import {
  INTERACTION_NAME_MAX,
  interactionTemplatePaths,
  interactionTemplateTexts,
  REPLY_MAX,
  type InteractionDetail,
  type InteractionPreview,
  type InteractionSaveInput,
} from '../../schemas/interactionTemplate';
import { InteractionPreviewDialog } from './InteractionPreviewDialog';
import { OutcomeSection, type StaffGroup } from './OutcomeSection';
import { PicturePick } from './PicturePick';
import { INTERACTION_TEXTS as T } from './texts';
import { pageLink } from '../../domain/pages';

const formOf = (detail: InteractionDetail): InteractionSaveInput => ({ name: detail.name, ...detail.content });

/** The customer-service groups a staff transfer may name (the tenant's). */
function useStaffGroups(): StaffGroup[] {
  const [groups, setGroups] = useState<StaffGroup[]>([]);
  useEffect(() => {
    interactionApi
      .staffGroups()
      .then(setGroups)
      .catch(() => undefined);
  }, []);
  return groups;
}

/**
 * /interactionTemplate/configDetail?id=…: the Q&A card template. Read-only until 编辑 (a new template opens
 * with &edit=1); 保存 stores it and leaves the edit state; 互动预览 plays it.
 */
export function InteractionDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const groups = useStaffGroups();
  const [form, setForm] = useState<InteractionSaveInput | null>(null);
  const [detail, setDetail] = useState<InteractionDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [editable, setEditable] = useState(params.get('edit') === '1');
  const [nameError, setNameError] = useState('');
  const [preview, setPreview] = useState<InteractionPreview | null>(null);

  useEffect(() => {
    interactionApi
      .one(id)
      .then((found) => {
        setDetail(found);
        setForm(formOf(found));
      })
      .catch(() => setMissing(true));
  }, [id]);

  if (missing) return <Alert severity="error">{T.detailTitle}</Alert>;
  if (!form || !detail) return <Loading />;
  const change = (next: Partial<InteractionSaveInput>) => setForm({ ...form, ...next });
  const disabled = !editable;

  const save = async () => {
    if (form.name.trim() === '') {
      setNameError(interactionTemplateTexts.nameRequired);
      notify(interactionTemplateTexts.nameRequired, { type: 'error' });
      return;
    }
    try {
      const saved = await interactionApi.save(id, form);
      setForm(formOf(saved));
      setEditable(false);
      notify(interactionTemplateTexts.saved, { type: 'success' });
    } catch {
      // The client showed the server's reason; the edit state stays.
    }
  };
  const showPreview = async () => {
    try {
      setPreview(await interactionApi.preview(id));
      notify(interactionTemplateTexts.preview, { type: 'success' });
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={T.detailTitle} />
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <TextField
            size="small"
            required
            label={T.name}
            value={form.name}
            disabled={disabled}
            error={nameError !== ''}
            helperText={nameError || undefined}
            slotProps={{ htmlInput: { maxLength: INTERACTION_NAME_MAX } }}
            onChange={(event) => {
              setNameError('');
              change({ name: event.target.value });
            }}
          />
          <TagPicker
            kind="interactionTemplate"
            path={interactionTemplatePaths.tags}
            itemId={detail._id}
            tenantId={detail.tenant._id}
            value={detail.tags}
          />
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => navigate(pageLink('interactionTemplates'))}>{T.back}</Button>
          <Button variant="outlined" disabled={editable} onClick={() => void showPreview()}>
            {T.preview}
          </Button>
          {editable ? (
            <Button variant="contained" onClick={() => void save()}>
              {T.save}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setEditable(true)}>
              {T.edit}
            </Button>
          )}
        </Stack>
        <Stack spacing={2}>
          <Stack spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography variant="subtitle1">{T.inquiry}</Typography>
            <PicturePick
              label={T.inquiryBackground}
              type={1}
              value={form.inquiryBackgroundUrl}
              disabled={disabled}
              onChange={(url) => change({ inquiryBackgroundUrl: url })}
            />
            <PicturePick
              label={T.inquiryCard}
              type={3}
              value={form.inquiryCard}
              disabled={disabled}
              onChange={(url) => change({ inquiryCard: url })}
            />
            <TextField
              size="small"
              multiline
              label={T.inquiryReply}
              value={form.inquiryReply}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
              onChange={(event) => change({ inquiryReply: event.target.value })}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.isConnect}
                  disabled={disabled}
                  onChange={(_, checked) => change({ isConnect: checked })}
                />
              }
              label={T.isConnect}
            />
          </Stack>
          <Stack spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography variant="subtitle1">{T.wait}</Typography>
            <PicturePick
              label={T.waitCard}
              type={3}
              value={form.waitCard}
              disabled={disabled}
              onChange={(url) => change({ waitCard: url })}
            />
            <TextField
              size="small"
              multiline
              label={T.waitReply}
              value={form.waitReply}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
              onChange={(event) => change({ waitReply: event.target.value })}
            />
          </Stack>
          {ANSWER_OUTCOMES.map((outcome) => (
            <OutcomeSection
              key={outcome}
              outcome={outcome}
              form={form}
              groups={groups}
              disabled={disabled}
              onChange={change}
            />
          ))}
        </Stack>
      </CardContent>
      {preview && <InteractionPreviewDialog preview={preview} onClose={() => setPreview(null)} />}
    </Card>
  );
}
