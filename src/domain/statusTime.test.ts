import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByDay } from './statusTime';
import { chinaDay } from './chinaTime';

describe('status time per day', () => {
  it('takes days in China time', () => {
    expect(chinaDay(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(chinaDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });

  it('splits a period across China midnight between the two days', () => {
    expect(splitByDay(new Date('2026-11-23T15:00:00Z'), new Date('2026-11-23T17:30:00Z'))).toEqual([
      { day: '2026-11-23', seconds: 3600 },
      { day: '2026-11-24', seconds: 5400 },
    ]);
  });

  it('gives nothing for an empty or reversed period', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(splitByDay(at, at)).toEqual([]);
    expect(splitByDay(at, new Date(at.getTime() - 1000))).toEqual([]);
  });

  it('keeps the whole: the parts add up to the period in whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 5 * 86_400_000 }), (start, length) => {
        const parts = splitByDay(new Date(start), new Date(start + length));
        expect(parts.reduce((sum, part) => sum + part.seconds, 0)).toBe(Math.round(length / 1000));
        expect(new Set(parts.map((part) => part.day)).size).toBe(parts.length);
      }),
    );
  });
});
