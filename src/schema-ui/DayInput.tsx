import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useInput } from 'react-admin';
import { localDay } from '../domain/timeWindows';

/** The date picker (@mui/x-date-pickers), loaded when a person first reaches for a day filter. */
const DayField = lazy(() => import('./DayField').then((m) => ({ default: m.DayField })));

interface DayInputProps {
  source: string;
  label: string;
  /** From the picked day (YYYY-MM-DD) to the value kept in the form or filter. */
  parse: (day: string) => string | undefined;
  alwaysOn?: boolean;
}

interface DayTextProps {
  label: string;
  value: string;
  /** The person clicked or tabbed into the field (`calendar`: its calendar button). */
  onReach: (calendar: boolean) => void;
}

/** The day filter as it first shows: the picker's look (outlined, its day, the calendar button), no picker yet. */
function DayText({ label, value, onReach }: DayTextProps) {
  return (
    <TextField
      size="small"
      sx={{ minWidth: 170 }}
      label={label}
      value={value}
      onFocus={() => onReach(false)}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" tabIndex={-1} aria-label={label} onMouseDown={() => onReach(true)}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * react-admin's input over DayField: the kept value (a day's boundary instant) shows as its day in this browser.
 * A list's day filters show before the picker has loaded, so a list's first page carries no date picker; the
 * first click or Tab into one draws the picker in its place, focused (its calendar open when the button was hit).
 */
export function DayInput({ source, label, parse }: DayInputProps) {
  const { field } = useInput({
    source,
    parse,
    format: (kept: unknown) => (typeof kept === 'string' ? localDay(kept) : ''),
  });
  const [reached, setReached] = useState<{ calendar: boolean } | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const plain = <DayText label={label} value={value} onReach={(calendar) => setReached({ calendar })} />;
  if (!reached) return plain;
  return (
    <Suspense fallback={plain}>
      <DayField label={label} value={value} onChange={field.onChange} autoFocus open={reached.calendar} />
    </Suspense>
  );
}
