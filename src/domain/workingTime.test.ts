import { describe, expect, it } from 'vitest';
import { isWorkingTime, workingTimeProblem } from './workingTime';

describe('working time', () => {
  it('accepts a morning then an afternoon, or either alone', () => {
    expect(
      workingTimeProblem([
        { from: '09:00', end: '12:00' },
        { from: '13:30', end: '18:00' },
      ]),
    ).toBeNull();
    expect(workingTimeProblem([{ from: '09:00', end: '12:00' }])).toBeNull();
    expect(workingTimeProblem([])).toBeNull();
  });

  it('refuses a slot ending before it starts, and an afternoon starting in the morning', () => {
    expect(workingTimeProblem([{ from: '12:00', end: '09:00' }])).toBe('结束时间需晚于开始时间');
    expect(workingTimeProblem([{ from: '09:00', end: '09:00' }])).toBe('结束时间需晚于开始时间');
    expect(
      workingTimeProblem([
        { from: '09:00', end: '12:00' },
        { from: '11:00', end: '18:00' },
      ]),
    ).toBe('下午的开始时间需晚于上午的结束时间');
  });

  it('tells whether an instant is in working time, read in China time', () => {
    const slots = [
      { from: '09:00', end: '12:00' },
      { from: '13:30', end: '18:00' },
    ];
    const china = (clock: string) => new Date(`2026-11-26T${clock}:00+08:00`);
    expect(isWorkingTime(slots, china('09:00'))).toBe(true);
    expect(isWorkingTime(slots, china('11:59'))).toBe(true);
    expect(isWorkingTime(slots, china('12:00'))).toBe(false);
    expect(isWorkingTime(slots, china('13:00'))).toBe(false);
    expect(isWorkingTime(slots, china('17:30'))).toBe(true);
    expect(isWorkingTime(slots, china('08:59'))).toBe(false);
    expect(isWorkingTime(slots, new Date('2026-11-26T01:30:00Z'))).toBe(true);
    expect(isWorkingTime(slots, new Date('2026-11-26T16:30:00Z'))).toBe(false);
  });

  it('is always working time when none is set', () => {
    expect(isWorkingTime([], new Date('2026-11-26T03:00:00+08:00'))).toBe(true);
  });
});
