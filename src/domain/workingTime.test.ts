import { describe, expect, it } from 'vitest';
import { workingTimeProblem } from './workingTime';

describe('working time', () => {
  it('accepts a morning then an afternoon, or either alone', () => {
    expect(workingTimeProblem([{ from: '09:00', end: '12:00' }, { from: '13:30', end: '18:00' }])).toBeNull();
    expect(workingTimeProblem([{ from: '09:00', end: '12:00' }])).toBeNull();
    expect(workingTimeProblem([])).toBeNull();
  });

  it('refuses a slot ending before it starts, and an afternoon starting in the morning', () => {
    expect(workingTimeProblem([{ from: '12:00', end: '09:00' }])).toBe('结束时间需晚于开始时间');
    expect(workingTimeProblem([{ from: '09:00', end: '09:00' }])).toBe('结束时间需晚于开始时间');
    expect(workingTimeProblem([{ from: '09:00', end: '12:00' }, { from: '11:00', end: '18:00' }])).toBe('下午的开始时间需晚于上午的结束时间');
  });
});
