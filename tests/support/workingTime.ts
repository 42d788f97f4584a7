import type { WorkingSlot } from '../../src/domain/workingTime';
import { chinaMinuteOfDay } from '../../src/domain/chinaTime';

/** A working time at least an hour away from the instant, in China time: the instant is outside it. */
export function workingTimeAwayFrom(at: Date): WorkingSlot[] {
  return chinaMinuteOfDay(at) < 21 * 60 ? [{ from: '22:00', end: '23:00' }] : [{ from: '01:00', end: '02:00' }];
}
