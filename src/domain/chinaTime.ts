/**
 * China time (UTC+8, no daylight saving), the one clock the product's days and times are read and written in,
 * whatever the zone of the server or the browser. Server and client both use this module.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

const millisOf = (at: Date | string | number): number =>
  at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);

/** The instant moved by eight hours, so that its UTC fields read as China's wall clock. */
const wallClock = (at: Date | string | number): Date => new Date(millisOf(at) + CHINA_OFFSET_MS);

/** The China day (YYYY-MM-DD) of an instant. */
export function chinaDay(at: Date | number): string {
  return wallClock(at).toISOString().slice(0, 10);
}

/**
 * An instant as people in China read it: YYYY-MM-DD HH:mm:ss (the back-office's lists, logs, spreadsheets and
 * mails). A text that is no time comes back as it was.
 */
export function chinaDateTime(at: Date | string | number): string {
  const millis = millisOf(at);
  if (Number.isNaN(millis)) return typeof at === 'string' ? at : '';
  return wallClock(millis).toISOString().slice(0, 19).replace('T', ' ');
}

/** The China day and time of an instant in digits only: YYYYMMDDHHmmss. */
export function chinaStamp(at: Date): string {
  return wallClock(at).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Minutes since China midnight of an instant (0–1439). */
export function chinaMinuteOfDay(at: Date): number {
  return Math.floor(((((at.getTime() + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** The instant a China day's HH:mm (or HH:mm:ss.sss) falls on. */
export function chinaInstant(day: string, time: string): Date {
  const clock = time.length === 5 ? `${time}:00` : time;
  return new Date(new Date(`${day}T${clock}Z`).getTime() - CHINA_OFFSET_MS);
}

/** The first and the last millisecond of a China day. */
export const chinaDayStart = (day: string): Date => chinaInstant(day, '00:00');
export const chinaDayEnd = (day: string): Date => new Date(chinaDayStart(day).getTime() + DAY_MS - 1);
