import { describe, expect, it } from 'vitest';
import { inSendWindow, nextSendTime, sendWindowOf, WHOLE_DAY } from './sendWindow';

/** An instant given as China time. */
const china = (hhmm: string) => new Date(`2026-12-03T${hhmm}:00+08:00`);

describe('the send window', () => {
  const day = { startSendTime: '09:00', finishSendTime: '20:00' };
  const night = { startSendTime: '22:00', finishSendTime: '06:00' };

  it('is read from the tenant settings, the whole day when they give none', () => {
    expect(sendWindowOf({ startSendTime: '09:00', finishSendTime: '20:00' })).toEqual(day);
    expect(sendWindowOf(null)).toEqual(WHOLE_DAY);
    expect(sendWindowOf({ startSendTime: '9点', finishSendTime: '20:00' })).toEqual(WHOLE_DAY);
  });

  it('admits China times inside it, over midnight too', () => {
    expect(inSendWindow(day, china('09:00'))).toBe(true);
    expect(inSendWindow(day, china('19:59'))).toBe(true);
    expect(inSendWindow(day, china('20:00'))).toBe(false);
    expect(inSendWindow(day, china('08:59'))).toBe(false);
    expect(inSendWindow(night, china('23:00'))).toBe(true);
    expect(inSendWindow(night, china('05:00'))).toBe(true);
    expect(inSendWindow(night, china('12:00'))).toBe(false);
    expect(inSendWindow(WHOLE_DAY, china('03:00'))).toBe(true);
  });

  it('puts a send outside it at its next opening', () => {
    expect(nextSendTime(day, china('10:00'))).toEqual(china('10:00'));
    expect(nextSendTime(day, china('07:30'))).toEqual(china('09:00'));
    expect(nextSendTime(day, china('21:00')).toISOString()).toBe(new Date('2026-12-04T09:00:00+08:00').toISOString());
  });
});
