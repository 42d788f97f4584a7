import { describe, expect, it } from 'vitest';
import {
  chinaDateTime,
  chinaDay,
  chinaDayEnd,
  chinaDayStart,
  chinaInstant,
  chinaMinuteOfDay,
  chinaStamp,
} from './chinaTime';

describe('China time', () => {
  it('reads the day at UTC+8, across UTC midnight', () => {
    expect(chinaDay(new Date('2026-11-23T15:59:59.999Z'))).toBe('2026-11-23');
    expect(chinaDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    expect(chinaDay(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('writes a date and time shifted by 8 hours, from a text, a date or a number', () => {
    expect(chinaDateTime('2026-11-23T16:30:05.123Z')).toBe('2026-11-24 00:30:05');
    expect(chinaDateTime(new Date('2026-11-23T01:02:03Z'))).toBe('2026-11-23 09:02:03');
    expect(chinaDateTime(Date.parse('2026-11-23T01:02:03Z'))).toBe('2026-11-23 09:02:03');
  });

  it('leaves a text that is no time as it was', () => {
    expect(chinaDateTime('不是时间')).toBe('不是时间');
    expect(chinaDateTime(new Date(Number.NaN))).toBe('');
  });

  it('writes the stamp in digits', () => {
    expect(chinaStamp(new Date('2026-11-23T16:30:05.123Z'))).toBe('20261124003005');
  });

  it('counts minutes since China midnight', () => {
    expect(chinaMinuteOfDay(new Date('2026-11-23T16:00:00Z'))).toBe(0);
    expect(chinaMinuteOfDay(new Date('2026-11-23T15:59:00Z'))).toBe(1439);
    expect(chinaMinuteOfDay(new Date('2026-11-23T01:30:00Z'))).toBe(570);
  });

  it('finds the instant of a China day and time, and the day around it', () => {
    expect(chinaInstant('2026-11-24', '09:30').toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(chinaInstant('2026-11-24', '00:00').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(chinaDayStart('2026-11-24').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(chinaDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T15:59:59.999Z');
    expect(chinaDay(chinaDayEnd('2026-11-24'))).toBe('2026-11-24');
  });
});
