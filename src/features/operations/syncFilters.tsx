import { TextField } from '@mui/material';
import { chinaDay } from '../../domain/statusTime';

const DAY_MS = 86_400_000;

/** A date input of the filters (a China day, YYYY-MM-DD). */
export function DayField({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return <TextField size="small" type="date" label={label} value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />;
}

/** The scope picks shared by both lists: the tenant for a platform admin, the organisation for a tenant admin. */
export interface SyncScope {
  tenant?: string | undefined;
  orgAccount?: string | undefined;
}

/** The China day `days` before today. */
export const daysAgo = (days: number) => chinaDay(new Date(Date.now() - days * DAY_MS));
