import dayjs from 'dayjs';
import { useInput } from 'react-admin';
import { DAY_FORMAT, DayField } from './DayField';

interface DayInputProps {
  source: string;
  label: string;
  /** From the picked day (YYYY-MM-DD) to the value kept in the form or filter. */
  parse: (day: string) => string | undefined;
  alwaysOn?: boolean;
}

/** react-admin's input over DayField: the kept value (a day's boundary instant) shows as its day in this browser. */
export function DayInput({ source, label, parse }: DayInputProps) {
  const { field } = useInput({
    source,
    parse,
    format: (kept: unknown) => (typeof kept === 'string' && kept ? dayjs(kept).format(DAY_FORMAT) : ''),
  });
  return (
    <DayField label={label} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} />
  );
}
