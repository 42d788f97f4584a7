import { describe, expect, it } from 'vitest';
import { inSyncWindow } from './syncWindow';

const at = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00+08:00`);

describe('the recording sync window', () => {
  it('holds both of its minutes, and runs across midnight when it ends before it starts', () => {
    const day = { recordSyncStartTime: '09:00', recordSyncEndTime: '18:00' };
    expect([at('08:59'), at('09:00'), at('18:00'), at('18:01')].map((t) => inSyncWindow(day, t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const night = { recordSyncStartTime: '22:00', recordSyncEndTime: '06:00' };
    expect(
      [at('21:59'), at('23:30'), at('00:10'), at('06:00'), at('12:00')].map((t) => inSyncWindow(night, t)),
    ).toEqual([false, true, true, true, false]);
  });
});
