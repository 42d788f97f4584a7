import { describe, expect, it } from 'vitest';
import { clockText, secondsInStatusToday, secondsToday } from './seatTime';

const zero = { idle: 0, busy: 0, afterCall: 0, away: 0, offline: 0 };

describe('seat times', () => {
  it('adds the running period to the booked time of the current status', () => {
    const seat = { today: { ...zero, idle: 600, busy: 120 }, bucket: 'busy' as const, since: '2026-11-26T02:00:00Z' };
    const now = new Date('2026-11-26T02:01:30Z');
    expect(secondsToday(seat, now)).toEqual({ ...zero, idle: 600, busy: 210 });
    expect(secondsInStatusToday(seat, now)).toBe(210);
  });

  it('counts a status begun yesterday from China midnight only', () => {
    const seat = { today: zero, bucket: 'away' as const, since: '2026-11-25T15:00:00Z' };
    expect(secondsInStatusToday(seat, new Date('2026-11-25T16:10:00Z'))).toBe(600);
  });

  it('shows minutes and seconds, hours once there are some', () => {
    expect(clockText(309)).toBe('05:09');
    expect(clockText(3909)).toBe('1:05:09');
  });
});
