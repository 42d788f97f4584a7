/**
 * The time an agent spends in each status, kept per day (beyond the spec). Days are
 * China days (UTC+8, no daylight saving), so a period across midnight is split between two days.
 */
import { CHINA_OFFSET_MS, chinaDay } from './chinaTime';

export const STATUS_BUCKETS = ['idle', 'busy', 'afterCall', 'away', 'offline'] as const;
export type StatusBucket = (typeof STATUS_BUCKETS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole seconds of [from, to) per China day, in order; nothing for an empty or reversed period. */
export function splitByDay(from: Date, to: Date): { day: string; seconds: number }[] {
  const parts: { day: string; seconds: number }[] = [];
  let start = from.getTime();
  const end = to.getTime();
  while (start < end) {
    const local = start + CHINA_OFFSET_MS;
    const nextMidnight = Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - CHINA_OFFSET_MS;
    const stop = Math.min(end, nextMidnight);
    parts.push({ day: chinaDay(new Date(start)), seconds: (stop - start) / 1000 });
    start = stop;
  }
  return roundKeepingTotal(parts, Math.round((end - from.getTime()) / 1000));
}

/** Rounds each part to whole seconds so that the parts still add up to the rounded whole. */
function roundKeepingTotal(
  parts: { day: string; seconds: number }[],
  total: number,
): { day: string; seconds: number }[] {
  const rounded = parts.map((part) => ({ day: part.day, seconds: Math.floor(part.seconds) }));
  let rest = Math.max(0, total) - rounded.reduce((sum, part) => sum + part.seconds, 0);
  for (let i = rounded.length - 1; i >= 0 && rest > 0; i -= 1, rest -= 1) rounded[i]!.seconds += 1;
  return rounded.filter((part) => part.seconds > 0);
}
