import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { PickersLocale } from './PickersLocale';

/** How every time-of-day field shows and sends its time: 24 hours, whatever the browser's own clock format. */
const CLOCK_FORMAT = 'HH:mm';

export interface ClockFieldProps {
  label: string;
  /** The time as HH:mm, or '' for none. */
  value: string;
  onChange: (time: string) => void;
  disabled?: boolean;
}

/** A time of day picked or typed as HH:mm (a native time input shows the browser's clock, e.g. 09:00 AM). */
export function ClockField({ label, value, onChange, disabled = false }: ClockFieldProps) {
  return (
    <PickersLocale>
      <TimePicker
        label={label}
        ampm={false}
        format={CLOCK_FORMAT}
        value={value ? dayjs(`2000-01-01T${value}`) : null}
        disabled={disabled}
        onChange={(time) => {
          if (time === null) onChange('');
          else if (time.isValid()) onChange(time.format(CLOCK_FORMAT));
        }}
        slotProps={{ textField: { size: 'small' } }}
      />
    </PickersLocale>
  );
}
