/**
 * Agents' working slots (spec 3 §3, §9): each China day has 18 half-hour slots from 09:00 to 18:00; an
 * agent enables those they work and customers book the enabled ones still ahead.
 */
import { chinaDay, chinaInstant } from './chinaTime';

const SLOT_COUNT = 18;
const SLOT_MINUTES = 30;
const FIRST_SLOT_MINUTE = 9 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The days the grid and the booking page show: today and the six after it. */
const WEEK_DAYS = 7;
/**
 * Customer bookings one agent takes per China day (counted by when they are made): enough for a busy
 * agent's day, and a bound on what one visitor with many phones can book out (docs/decisions.md).
 */
export const BOOKINGS_PER_AGENT_PER_DAY = 10;

export interface GridSlot {
  workStartTime: string;
  workEndTime: string;
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The 18 slots of a day, 09:00–09:30 to 17:30–18:00. */
export const DAY_SLOTS: readonly GridSlot[] = Array.from({ length: SLOT_COUNT }, (_, i) => {
  const start = FIRST_SLOT_MINUTE + i * SLOT_MINUTES;
  return { workStartTime: clock(start), workEndTime: clock(start + SLOT_MINUTES) };
});

/** Whether start and end name one slot of the grid. */
export function isGridSlot(workStartTime: string, workEndTime: string): boolean {
  return DAY_SLOTS.some((slot) => slot.workStartTime === workStartTime && slot.workEndTime === workEndTime);
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day written YYYY-MM-DD. */
export function isWorkDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The China day `offset` days after the one given. */
export function addDays(workDate: string, offset: number): string {
  return new Date(new Date(`${workDate}T00:00:00Z`).getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included (at most 31). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 31; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Today (China) and the six days after it. */
export function weekFrom(at: Date): string[] {
  const today = chinaDay(at);
  return Array.from({ length: WEEK_DAYS }, (_, i) => addDays(today, i));
}

/** Whether a slot has begun by the instant: a slot under way or over can no longer change or be booked. */
export function slotHasBegun(workDate: string, workStartTime: string, at: Date): boolean {
  return chinaInstant(workDate, workStartTime).getTime() <= at.getTime();
}

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** '11-28 周六' for the grid's column heads. */
export function dayLabel(workDate: string): string {
  return `${workDate.slice(5)} ${WEEKDAY_NAMES[new Date(`${workDate}T00:00:00Z`).getUTCDay()]}`;
}
