import { describe, expect, it } from 'vitest';
import { dayBoundary, lastDaysWindow, localDay, todayWindow } from './timeWindows';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms).toISOString();

describe('time windows', () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it('covers the last 7 days from midnight to the end of today', () => {
    expect(lastDaysWindow(7, now)).toEqual({
      beginTime: local(2026, 11, 16),
      endTime: local(2026, 11, 23, 23, 59, 59, 999),
    });
  });

  it('covers today from 00:00 to 23:59:59.999', () => {
    expect(todayWindow(now)).toEqual({ beginTime: local(2026, 11, 23), endTime: local(2026, 11, 23, 23, 59, 59, 999) });
  });

  it('crosses a month', () => {
    expect(lastDaysWindow(7, new Date(2026, 2, 3, 8)).beginTime).toBe(local(2026, 2, 24));
  });

  it('turns a picked day into the start or the end of that day', () => {
    expect(dayBoundary('2026-11-20', 'start')).toBe(local(2026, 11, 20));
    expect(dayBoundary('2026-11-20', 'end')).toBe(local(2026, 11, 20, 23, 59, 59, 999));
    expect(dayBoundary('', 'start')).toBeUndefined();
    expect(dayBoundary('20.11.2026', 'end')).toBeUndefined();
  });

  it('shows the boundary of a day as that day, the end of a day too', () => {
    expect(localDay(local(2026, 11, 20))).toBe('2026-11-20');
    expect(localDay(local(2026, 1, 5, 23, 59, 59, 999))).toBe('2026-01-05');
    expect(localDay('')).toBe('');
    expect(localDay('not a day')).toBe('');
  });
});
