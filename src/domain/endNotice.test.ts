import { describe, expect, it } from 'vitest';
import { dueEndNotices, END_NOTICE_SECONDS, quotaSecondsLeft, type LiveRoom } from './endNotice';

const MINUTE = 60_000;
const now = 100 * MINUTE;
const room = (serviceId: string, minutesAgo: number, extra: Partial<LiveRoom> = {}): LiveRoom => ({
  serviceId,
  tenantId: 't1',
  startedAt: now - minutesAgo * MINUTE,
  noticed: false,
  ...extra,
});
const FOUR_HOURS = 4 * 3600;

describe('end notices', () => {
  it('shares the minutes left among the rooms in progress', () => {
    expect(quotaSecondsLeft([room('a', 2), room('b', 4)], 10, now)).toBe(((10 - 6) * 60) / 2);
    expect(quotaSecondsLeft([], 10, now)).toBe(Infinity);
  });

  it('tells a room when the quota runs out within the countdown, not before', () => {
    expect(dueEndNotices([room('a', 8)], new Map([['t1', 10]]), now, FOUR_HOURS)).toEqual([]);
    expect(dueEndNotices([room('a', 9)], new Map([['t1', 10]]), now, FOUR_HOURS)).toEqual([
      { serviceId: 'a', type: 'notifyEnd', seconds: END_NOTICE_SECONDS },
    ]);
    expect(dueEndNotices([room('a', 0)], new Map([['t1', 0]]), now, FOUR_HOURS)).toEqual([
      { serviceId: 'a', type: 'notifyEnd', seconds: END_NOTICE_SECONDS },
    ]);
  });

  it('counts the other rooms of the tenant, and only of that tenant', () => {
    const rooms = [room('a', 4), room('b', 5, { noticed: true }), room('c', 1, { tenantId: 't2' })];
    expect(
      dueEndNotices(
        rooms,
        new Map([
          ['t1', 10],
          ['t2', 10],
        ]),
        now,
        FOUR_HOURS,
      ),
    ).toEqual([{ serviceId: 'a', type: 'notifyEnd', seconds: END_NOTICE_SECONDS }]);
  });

  it('tells a room nearing the longest session once, and never a room already told', () => {
    const long = room('a', 239.5);
    expect(dueEndNotices([long], new Map([['t1', 10_000]]), now, FOUR_HOURS)).toEqual([
      { serviceId: 'a', type: 'notifySingleEnd', seconds: END_NOTICE_SECONDS },
    ]);
    expect(dueEndNotices([{ ...long, noticed: true }], new Map([['t1', 10_000]]), now, FOUR_HOURS)).toEqual([]);
  });
});
