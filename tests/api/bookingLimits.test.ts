import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, BOOKINGS_PER_AGENT_PER_DAY, DAY_SLOTS } from '../../src/domain/workSlots';
import type { BookingPage, MadeBooking } from '../../src/schemas/workSlot';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';
import { chinaDay, chinaInstant } from '../../src/domain/chinaTime';

describe.each(databaseKinds)('booking limits on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  // Two days ahead of a day past the demo seed's slots, at 08:00 China time: the whole grid is ahead.
  const today = addDays(chinaDay(new Date()), 9);
  const day = addDays(today, 2);
  let now = chinaInstant(today, '08:00');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => now });
    for (const name of ['demo_agent2', 'demo_tadmin', 'acme_agent1']) tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute()) ids[r.loginName] = r.id;
    for (const who of ['demo_agent2', 'acme_agent1']) {
      for (const slot of DAY_SLOTS) {
        const opened = await t.call('POST', '/api/agentWorkDay/enable', {
          token: tokens[who],
          body: { workDate: day, ...slot },
        });
        expect(opened.errCode).toBe(0);
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const phone = (i: number) => `1371234${String(i).padStart(4, '0')}`;
  const book = (agent: string, start: string, userPhone: string) =>
    t.call<MadeBooking>('POST', '/api/customer/booking', {
      body: { agentId: ids[agent], workDate: day, workStartTime: start, userName: '王先生', userPhone },
    });
  const free = async (agent: string) =>
    (await t.call<BookingPage>('GET', `/api/customer/booking/slots?agentId=${ids[agent]}`)).result?.days.find(
      (d) => d.workDate === day,
    )?.free ?? [];

  it('refuses a phone’s second open booking with the same agent, and takes it again once the first is cancelled', async () => {
    const first = await book('acme_agent1', '09:00', phone(1));
    expect(first).toMatchObject({ errCode: 0, errInfo: '预约成功' });
    expect(await book('acme_agent1', '09:30', phone(1))).toEqual({
      errCode: 409,
      errInfo: '您已预约该顾问，请勿重复预约',
    });
    expect(await free('acme_agent1')).toContain('09:30');
    // Another agent is another booking.
    expect((await book('demo_agent2', '09:00', phone(1))).errCode).toBe(0);
    expect(
      await t.call('POST', '/api/customer/booking/cancel', {
        body: { bookingId: first.result?._id, key: first.result?.cancelKey },
      }),
    ).toMatchObject({ errCode: 0 });
    expect((await book('acme_agent1', '09:30', phone(1))).errCode).toBe(0);
  });

  it('stops a week being booked out: past the daily cap of an agent every booking is refused, sent at once or not, until the next day', async () => {
    const starts = DAY_SLOTS.map((slot) => slot.workStartTime).filter((start) => start !== '09:00');
    const answers = await Promise.all(starts.map((start, i) => book('demo_agent2', start, phone(100 + i))));
    // The booking of the first test counts towards today's cap.
    expect(answers.filter((a) => a.errCode === 0)).toHaveLength(BOOKINGS_PER_AGENT_PER_DAY - 1);
    for (const refused of answers.filter((a) => a.errCode !== 0))
      expect(refused).toEqual({ errCode: 409, errInfo: '该顾问今日预约已满，请明日再试' });
    expect(await free('demo_agent2')).toHaveLength(DAY_SLOTS.length - BOOKINGS_PER_AGENT_PER_DAY);
    // Another agent's cap is their own.
    expect((await book('acme_agent1', '10:00', phone(200))).errCode).toBe(0);

    now = chinaInstant(addDays(today, 1), '08:00');
    const left = await free('demo_agent2');
    expect((await book('demo_agent2', left[0]!, phone(300))).errCode).toBe(0);
    now = chinaInstant(today, '08:00');
  });

  it('names only agents who take bookings: an admin’s booking page is an unknown agent and books nothing', async () => {
    expect(await t.call('GET', `/api/customer/booking/slots?agentId=${ids.demo_tadmin}`)).toMatchObject({
      errCode: 400,
      errInfo: '顾问不存在',
    });
    expect(
      await t.call('POST', '/api/agentWorkDay/enable', {
        token: tokens.demo_tadmin,
        body: { workDate: day, ...DAY_SLOTS[0]! },
      }),
    ).toMatchObject({ errCode: 0 });
    expect(await book('demo_tadmin', '09:00', phone(400))).toMatchObject({ errCode: 400, errInfo: '顾问不存在' });
    expect(
      (await t.call<BookingPage>('GET', `/api/customer/booking/slots?agentId=${ids.demo_agent2}`)).result?.agent
        .fullName,
    ).toBeTruthy();
  });
});
