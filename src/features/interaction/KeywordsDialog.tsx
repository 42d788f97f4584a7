import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { KEYWORD_LENGTH_MAX, KEYWORDS_MAX } from '../../domain/interaction';
import { interactionTemplateTexts } from '../../schemas/interactionTemplate';
import { INTERACTION_TEXTS as T } from './texts';

export interface KeywordsDialogProps {
  open: boolean;
  title: string;
  keywords: readonly string[];
  onClose(): void;
  onDone(keywords: string[]): void;
}

/** The options dialog of an outcome's keywords: add by Enter or the button, remove by the chip's cross. */
export function KeywordsDialog({ open, title, keywords, onClose, onDone }: KeywordsDialogProps) {
  const [words, setWords] = useState<string[]>([...keywords]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const add = () => {
    const word = draft.trim();
    if (word === '') return setError(interactionTemplateTexts.keywordEmpty);
    if (words.includes(word)) return setError(interactionTemplateTexts.keywordTwice(word));
    if (words.length >= KEYWORDS_MAX) return setError(interactionTemplateTexts.keywordsTooMany);
    setWords([...words, word]);
    setDraft('');
    setError('');
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{`${T.keywordsTitle}·${title}`}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            label={T.keywords}
            placeholder={T.keywordPlaceholder}
            value={draft}
            error={error !== ''}
            helperText={error || ' '}
            slotProps={{ htmlInput: { maxLength: KEYWORD_LENGTH_MAX } }}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button onClick={add} sx={{ alignSelf: 'flex-start' }}>
            {T.keywordAdd}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {words.map((word) => (
            <Chip key={word} label={word} onDelete={() => setWords(words.filter((w) => w !== word))} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => onDone(words)}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
