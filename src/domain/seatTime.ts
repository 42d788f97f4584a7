/**
 * The seat monitor's times (spec 3 §2 "Seat monitor list"): what a seat spent in each status today, the
 * period still running included, and how long it has been in the current one.
 */
import { splitByDay, type StatusBucket } from './statusTime';
import { chinaDay } from './chinaTime';

export interface SeatTimes {
  /** Seconds booked today per status before `since`. */
  today: Record<StatusBucket, number>;
  bucket: StatusBucket;
  since: string;
}

/** Today's seconds per status as of `now`, with the running period counted to the current status. */
export function secondsToday(seat: SeatTimes, now: Date): Record<StatusBucket, number> {
  const totals = { ...seat.today };
  const day = chinaDay(now);
  for (const part of splitByDay(new Date(seat.since), now)) if (part.day === day) totals[seat.bucket] += part.seconds;
  return totals;
}

/** Seconds in the current status since it began today (a status begun before midnight counts from midnight). */
export function secondsInStatusToday(seat: SeatTimes, now: Date): number {
  return secondsToday(seat, now)[seat.bucket];
}

/** 1:05:09, or 05:09 under an hour. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${m}:${s}` : `${m}:${s}`;
}
