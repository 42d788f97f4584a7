import { chinaMinuteOfDay } from './chinaTime';

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Whether an instant falls in a tenant's recording sync window (HH:mm to HH:mm, China time, both minutes
 * included; a window whose end is before its start runs across midnight, e.g. 22:00–06:00).
 */
export function inSyncWindow(window: { recordSyncStartTime: string; recordSyncEndTime: string }, at: Date): boolean {
  const now = chinaMinuteOfDay(at);
  const start = minutesOf(window.recordSyncStartTime);
  const end = minutesOf(window.recordSyncEndTime);
  return start <= end ? now >= start && now <= end : now >= start || now <= end;
}
