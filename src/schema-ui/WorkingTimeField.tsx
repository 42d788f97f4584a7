import { FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { PickersLocale } from './PickersLocale';
import { SCHEMA_UI_TEXTS } from './texts';

interface Slot {
  from: string;
  end: string;
}

const PARTS = SCHEMA_UI_TEXTS.dayParts;
const asTime = (value: string | undefined): Dayjs | null => (value ? dayjs(`2000-01-01T${value}`) : null);

/** Collects the messages the schema gave to each slot's from and end. */
function messagesOf(errorSchema: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const errors = (node as { __errors?: string[] }).__errors;
    if (errors) found.push(...errors);
    for (const [key, child] of Object.entries(node)) if (key !== '__errors') walk(child);
  };
  walk(errorSchema);
  return [...new Set(found)];
}

/** An organisation's working time (spec 1 §3): the morning then the afternoon, each from and end, picked with time pickers. */
export function WorkingTimeField({
  formData,
  onChange,
  schema,
  errorSchema,
  disabled,
  readonly,
  fieldPathId,
}: FieldProps<Slot[]>) {
  const slots: Slot[] = Array.isArray(formData) ? formData : [];
  const set = (index: number, key: keyof Slot, value: Dayjs | null) => {
    const next = PARTS.map((_, i) => ({ from: slots[i]?.from ?? '', end: slots[i]?.end ?? '' }));
    const slot = next[index];
    if (slot) slot[key] = value && value.isValid() ? value.format('HH:mm') : '';
    // Trailing empty slots are left out; a half-filled slot stays so the schema can say what is missing.
    while (next.length > 0 && next.at(-1)?.from === '' && next.at(-1)?.end === '') next.pop();
    onChange(next, fieldPathId.path);
  };
  const messages = messagesOf(errorSchema);
  return (
    <PickersLocale>
      <Stack spacing={1} sx={{ my: 1 }}>
        <FormLabel>{schema.title}</FormLabel>
        {PARTS.map((part, index) => (
          <Stack key={part} direction="row" spacing={2} alignItems="center">
            <Typography sx={{ width: 40 }}>{part}</Typography>
            <TimePicker
              label={`${part}${SCHEMA_UI_TEXTS.start}`}
              ampm={false}
              value={asTime(slots[index]?.from)}
              disabled={disabled || readonly}
              onChange={(value) => set(index, 'from', value)}
              slotProps={{ textField: { size: 'small' } }}
            />
            <TimePicker
              label={`${part}${SCHEMA_UI_TEXTS.end}`}
              ampm={false}
              value={asTime(slots[index]?.end)}
              disabled={disabled || readonly}
              onChange={(value) => set(index, 'end', value)}
              slotProps={{ textField: { size: 'small' } }}
            />
          </Stack>
        ))}
        {messages.map((message) => (
          <FormHelperText key={message} error>
            {message}
          </FormHelperText>
        ))}
      </Stack>
    </PickersLocale>
  );
}
