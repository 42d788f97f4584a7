import { describe, expect, it } from 'vitest';
import { dayBoundary, lastDaysWindow, localDay, todayWindow } from './timeWindows';

/** An instant given as China's wall clock (UTC+8). */
const china = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(Date.UTC(y, m - 1, d, h - 8, min, s, ms)).toISOString();

describe('time windows, in China days', () => {
  const now = new Date(china(2026, 11, 23, 15, 30));

  it('covers the last 7 days from midnight to the end of today', () => {
    expect(lastDaysWindow(7, now)).toEqual({
      beginTime: china(2026, 11, 16),
      endTime: china(2026, 11, 23, 23, 59, 59, 999),
    });
  });

  it('covers today from 00:00 to 23:59:59.999', () => {
    expect(todayWindow(now)).toEqual({ beginTime: china(2026, 11, 23), endTime: china(2026, 11, 23, 23, 59, 59, 999) });
  });

  it('counts today by China, also late in the UTC evening when China is already on the next day', () => {
    // 23:30 UTC on 22 November is 07:30 on 23 November in China.
    const late = new Date(Date.UTC(2026, 10, 22, 23, 30));
    expect(todayWindow(late)).toEqual({
      beginTime: china(2026, 11, 23),
      endTime: china(2026, 11, 23, 23, 59, 59, 999),
    });
  });

  it('crosses a month', () => {
    expect(lastDaysWindow(7, new Date(china(2026, 3, 3, 8))).beginTime).toBe(china(2026, 2, 24));
  });

  it('turns a picked day into the start or the end of that day', () => {
    expect(dayBoundary('2026-11-20', 'start')).toBe(china(2026, 11, 20));
    expect(dayBoundary('2026-11-20', 'end')).toBe(china(2026, 11, 20, 23, 59, 59, 999));
    expect(dayBoundary('', 'start')).toBeUndefined();
    expect(dayBoundary('20.11.2026', 'end')).toBeUndefined();
    expect(dayBoundary('2026-02-30', 'start')).toBeUndefined();
  });

  it('shows the boundary of a day as that day, the end of a day too', () => {
    expect(localDay(china(2026, 11, 20))).toBe('2026-11-20');
    expect(localDay(china(2026, 1, 5, 23, 59, 59, 999))).toBe('2026-01-05');
    expect(localDay('')).toBe('');
    expect(localDay('not a day')).toBe('');
  });
});
