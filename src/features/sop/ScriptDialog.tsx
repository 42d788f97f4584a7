import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { SOP_STAGES, type SopScriptInput, type SopScriptRecord, type SopStage } from '../../schemas/sop';
import { sopApi } from './sopApi';
import { sopPageTexts } from './sopTexts';

const wordsOf = (text: string) => text.split(/[,，、\s]+/).filter(Boolean);

export interface ScriptDialogProps {
  /** The script edited, or null for a new one. */
  script: SopScriptRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a script; the server's message tells what to fix. */
export function ScriptDialog({ script, onClose, onSaved }: ScriptDialogProps) {
  const [form, setForm] = useState({
    product: script?.product ?? '',
    stage: (script?.stage ?? SOP_STAGES[0]) as SopStage,
    title: script?.title ?? '',
    content: script?.content ?? '',
    keywords: script?.keywords.join('，') ?? '',
    confirmKeywords: script?.confirmKeywords.join('，') ?? '',
  });
  const [saving, setSaving] = useState(false);
  const field = (key: keyof typeof form, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      fullWidth
      size="small"
      {...extra}
    />
  );

  const save = async () => {
    const body: SopScriptInput = {
      ...form,
      keywords: wordsOf(form.keywords),
      confirmKeywords: wordsOf(form.confirmKeywords),
    };
    setSaving(true);
    try {
      await (script ? sopApi.update(script._id, body) : sopApi.create(body));
      onSaved();
    } catch {
      // The request has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{script ? sopPageTexts.edit : sopPageTexts.add}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('product', sopPageTexts.product)}
          {field('stage', sopPageTexts.stage, {
            select: true,
            children: SOP_STAGES.map((stage) => (
              <MenuItem key={stage} value={stage}>
                {stage}
              </MenuItem>
            )),
          })}
          {field('title', sopPageTexts.title)}
          {field('content', sopPageTexts.content, { multiline: true, minRows: 3 })}
          {field('keywords', sopPageTexts.keywords, { helperText: sopPageTexts.keywordsHelp })}
          {field('confirmKeywords', sopPageTexts.confirmKeywords, { helperText: sopPageTexts.keywordsHelp })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{sopPageTexts.cancel}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {sopPageTexts.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
