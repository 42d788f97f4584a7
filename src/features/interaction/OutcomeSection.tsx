import { Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  OUTCOME_FIELDS,
  TRANSFER_STRATEGIES,
  type AnswerOutcome,
  type TransferStrategy,
} from '../../domain/interaction';
import { REPLY_MAX, type InteractionSaveInput } from '../../schemas/interactionTemplate';
import { KeywordsDialog } from './KeywordsDialog';
import { PicturePick } from './PicturePick';
import { INTERACTION_TEXTS as T, OUTCOME_NAMES, STRATEGY_NAMES } from './texts';

export interface StaffGroup {
  _id: string;
  name: string;
}

export interface OutcomeSectionProps {
  outcome: AnswerOutcome;
  form: InteractionSaveInput;
  groups: readonly StaffGroup[];
  disabled: boolean;
  onChange(change: Partial<InteractionSaveInput>): void;
}

/** One outcome of the answer: its card, reply, keywords and the staff transfer. */
export function OutcomeSection({ outcome, form, groups, disabled, onChange }: OutcomeSectionProps) {
  const f = OUTCOME_FIELDS[outcome];
  const [editingKeywords, setEditingKeywords] = useState(false);
  const name = OUTCOME_NAMES[outcome];
  const keywords = form[f.keywords];
  return (
    <Stack
      spacing={1.5}
      data-testid={`outcome-${outcome}`}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="subtitle1">{name}</Typography>
      <PicturePick
        label={`${name}${T.card}`}
        type={3}
        value={form[f.card]}
        disabled={disabled}
        onChange={(url) => onChange({ [f.card]: url })}
      />
      <TextField
        size="small"
        label={`${name}${T.reply}`}
        value={form[f.reply]}
        disabled={disabled}
        multiline
        slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
        onChange={(event) => onChange({ [f.reply]: event.target.value })}
      />
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="body2" color="text.secondary">
          {T.keywords}：
        </Typography>
        {keywords.length === 0 && <Typography variant="body2">{T.noKeywords}</Typography>}
        {keywords.map((word) => (
          <Chip key={word} size="small" label={word} />
        ))}
        <Button size="small" disabled={disabled} onClick={() => setEditingKeywords(true)}>
          {T.keywordsEdit}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={`${name}${T.staffService}`}
          value={form[f.staffService]}
          disabled={disabled}
          sx={{ minWidth: 180 }}
          onChange={(event) => onChange({ [f.staffService]: event.target.value })}
        >
          <MenuItem value="">{T.noStaff}</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group._id} value={group._id}>
              {group.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={`${name}${T.transferStrategy}`}
          value={form[f.transferStrategy]}
          disabled={disabled}
          sx={{ minWidth: 160 }}
          onChange={(event) => onChange({ [f.transferStrategy]: event.target.value as TransferStrategy })}
        >
          {TRANSFER_STRATEGIES.map((strategy) => (
            <MenuItem key={strategy} value={strategy}>
              {STRATEGY_NAMES[strategy]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {editingKeywords && (
        <KeywordsDialog
          open
          title={name}
          keywords={keywords}
          onClose={() => setEditingKeywords(false)}
          onDone={(words) => {
            onChange({ [f.keywords]: words });
            setEditingKeywords(false);
          }}
        />
      )}
    </Stack>
  );
}
