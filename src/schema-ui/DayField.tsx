import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PickersLocale } from './PickersLocale';

/** How every day field shows and sends its day, whatever the browser's own date format. */
const DAY_FORMAT = 'YYYY-MM-DD';

export interface DayFieldProps {
  label: string;
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** Focuses the field as it mounts, the calendar open with `open`: a field drawn in place of a plain one just clicked. */
  autoFocus?: boolean;
  open?: boolean;
}

/** A day picked or typed as YYYY-MM-DD (a native date input shows the browser's locale, e.g. mm/dd/yyyy). */
export function DayField({ label, value, onChange, autoFocus, open: openAtStart = false }: DayFieldProps) {
  const [open, setOpen] = useState(openAtStart);
  return (
    <PickersLocale>
      <DatePicker
        label={label}
        autoFocus={autoFocus}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        format={DAY_FORMAT}
        value={value ? dayjs(value) : null}
        onChange={(day) => {
          if (day === null) onChange('');
          else if (day.isValid()) onChange(day.format(DAY_FORMAT));
        }}
        slotProps={{ textField: { size: 'small', sx: { minWidth: 170 } }, field: { clearable: true } }}
      />
    </PickersLocale>
  );
}
