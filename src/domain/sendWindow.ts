/**
 * The tenant's send window of delivery tasks (spec 3 §9: fiveGSendTimeConfig startSendTime and
 * finishSendTime, 'HH:mm'), read in China time (UTC+8, no daylight saving). A window whose end is before
 * its start runs over midnight; equal ends mean the whole day.
 */
import { CHINA_OFFSET_MS } from './chinaTime';

export interface SendWindow {
  startSendTime: string;
  finishSendTime: string;
}

export const WHOLE_DAY: SendWindow = { startSendTime: '00:00', finishSendTime: '00:00' };

const DAY_MINUTES = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (time: string): number | null => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** The window a tenant's settings give, or the whole day when they give none or a malformed one. */
export function sendWindowOf(config: unknown): SendWindow {
  const value = (config ?? {}) as Partial<Record<keyof SendWindow, unknown>>;
  const start = typeof value.startSendTime === 'string' ? value.startSendTime : '';
  const finish = typeof value.finishSendTime === 'string' ? value.finishSendTime : '';
  return minutesOf(start) !== null && minutesOf(finish) !== null
    ? { startSendTime: start, finishSendTime: finish }
    : WHOLE_DAY;
}

const chinaMinutes = (at: Date) => {
  const china = new Date(at.getTime() + CHINA_OFFSET_MS);
  return china.getUTCHours() * 60 + china.getUTCMinutes() + china.getUTCSeconds() / 60;
};

export function inSendWindow(window: SendWindow, at: Date): boolean {
  const start = minutesOf(window.startSendTime) ?? 0;
  const end = minutesOf(window.finishSendTime) ?? 0;
  if (start === end) return true;
  const now = chinaMinutes(at);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** When sending may start: `at` itself inside the window, else the window's next opening. */
export function nextSendTime(window: SendWindow, at: Date): Date {
  if (inSendWindow(window, at)) return at;
  const start = minutesOf(window.startSendTime) ?? 0;
  const wait = (start - chinaMinutes(at) + DAY_MINUTES) % DAY_MINUTES;
  return new Date(at.getTime() + Math.round(wait * 60_000));
}
