import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { PickersLocale } from './PickersLocale';

/** How every day field shows and sends its day, whatever the browser's own date format. */
export const DAY_FORMAT = 'YYYY-MM-DD';

export interface DayFieldProps {
  label: string;
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
}

/** A day picked or typed as YYYY-MM-DD (a native date input shows the browser's locale, e.g. mm/dd/yyyy). */
export function DayField({ label, value, onChange }: DayFieldProps) {
  return (
    <PickersLocale>
      <DatePicker
        label={label}
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
