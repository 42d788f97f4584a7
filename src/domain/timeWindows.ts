/**
 * Default time windows of the record lists (spec 1 §9), in the viewer's local time: the call history's
 * last 7 days from midnight to the end of today, the live records' today (00:00 to 23:59:59.999).
 */
interface TimeWindow {
  beginTime: string;
  endTime: string;
}

function startOfDay(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate(), 0, 0, 0, 0);
}

function endOfDay(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate(), 23, 59, 59, 999);
}

/** From midnight `days` days before today to the end of today. */
export function lastDaysWindow(days: number, now: Date = new Date()): TimeWindow {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return { beginTime: startOfDay(first).toISOString(), endTime: endOfDay(now).toISOString() };
}

export function todayWindow(now: Date = new Date()): TimeWindow {
  return lastDaysWindow(0, now);
}

/** A picked day ('YYYY-MM-DD', local) as the instant its window starts or ends; undefined when cleared. */
export function dayBoundary(day: string | null | undefined, edge: 'start' | 'end'): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return (edge === 'start' ? startOfDay(date) : endOfDay(date)).toISOString();
}

/** The local day ('YYYY-MM-DD') an instant falls on, as a day field shows it; '' for no instant. */
export function localDay(instant: string): string {
  const at = new Date(instant);
  if (!instant || Number.isNaN(at.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}
