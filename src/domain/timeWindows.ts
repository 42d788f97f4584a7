import { chinaDay, chinaDayEnd, chinaDayStart } from './chinaTime';

/**
 * Default time windows of the record lists (spec 1 §9), in China days whatever the browser's zone: the call
 * history's last 7 days from midnight to the end of today, the live records' today (00:00 to 23:59:59.999).
 */
interface TimeWindow {
  beginTime: string;
  endTime: string;
}

const DAY_MS = 24 * 3_600_000;

/** From China midnight `days` days before today to the end of today. */
export function lastDaysWindow(days: number, now: Date = new Date()): TimeWindow {
  const first = chinaDay(now.getTime() - days * DAY_MS);
  return { beginTime: chinaDayStart(first).toISOString(), endTime: chinaDayEnd(chinaDay(now)).toISOString() };
}

export function todayWindow(now: Date = new Date()): TimeWindow {
  return lastDaysWindow(0, now);
}

/** A picked day ('YYYY-MM-DD', China) as the instant its window starts or ends; undefined when cleared. */
export function dayBoundary(day: string | null | undefined, edge: 'start' | 'end'): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const picked = match[0];
  if (chinaDay(chinaDayStart(picked)) !== picked) return undefined;
  return (edge === 'start' ? chinaDayStart(picked) : chinaDayEnd(picked)).toISOString();
}

/** The China day ('YYYY-MM-DD') an instant falls on, as a day field shows it; '' for no instant. */
export function localDay(instant: string): string {
  const at = new Date(instant);
  if (!instant || Number.isNaN(at.getTime())) return '';
  return chinaDay(at);
}
