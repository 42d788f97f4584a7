import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, chinaInstant } from '../../src/domain/chinaTime';
import { addDays } from '../../src/domain/workSlots';
import type { StartedRoom } from '../../src/schemas/call';
import type { BookingPage, BookingRecord, MadeBooking, WorkDayRecord } from '../../src/schemas/workSlot';
import { connectSocket, nextEvent } from '../support/sockets';
import { databaseKinds } from '../support/databases';
import { startTestApp, WEEK_LONG_SESSIONS, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('working slots and bookings on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  // The tests run on a day ahead (past the demo seed's slots), at 10:15 China time, whatever the hour they really run.
  const day = addDays(chinaDay(new Date()), 9);
  let now = chinaInstant(day, '10:15');

  beforeAll(async () => {
    // Sessions run on the app's clock, which these tests move by hours and days: they stay open for the week.
    t = await startTestApp(kind, WEEK_LONG_SESSIONS, { now: () => now });
    for (const name of [
      'demo_agent1',
      'demo_agent2',
      'demo_agent3',
      'demo_oadmin',
      'demo_tadmin',
      'acme_tadmin',
      'acme_agent1',
    ])
      tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute()) ids[r.loginName] = r.id;
    await t.ctx.db
      .updateTable('orgAccounts')
      .set({ workingDayTime: JSON.stringify([]) })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const slot = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
    workDate: day,
    workStartTime: start,
    workEndTime: end,
    ...extra,
  });
  const enable = (who: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/agentWorkDay/enable', { token: tokens[who], body });
  const disable = (who: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/agentWorkDay/disable', { token: tokens[who], body });
  const grid = async (who: string, agentId?: string) =>
    (
      await t.call<{ list: WorkDayRecord[] }>(
        'GET',
        `/api/agentWorkDays?startTime=${day}&endTime=${day}${agentId ? `&agentId=${agentId}` : ''}`,
        { token: tokens[who] },
      )
    ).result?.list[0];
  const customer = { tenantCode: 'demo', userName: '王先生', userPhone: '13800138000' };

  it('opens grid slots ahead only, and the grid shows the 18 half-hours from 09:00 with the day a work day', async () => {
    const empty = await grid('demo_agent1');
    expect(empty?.slots.map((s) => s.workStartTime)).toHaveLength(18);
    expect(empty?.isWorkDay).toBe(false);
    expect(empty?.slots[0]).toEqual({ workStartTime: '09:00', workEndTime: '09:30', enabled: false, booking: null });
    expect(empty?.slots.at(-1)).toMatchObject({ workStartTime: '17:30', workEndTime: '18:00' });

    expect(await enable('demo_agent1', slot('10:00', '10:30'))).toMatchObject({
      errCode: 409,
      errInfo: '该时段已过，不能修改',
    });
    expect(await enable('demo_agent1', slot('10:30', '10:45'))).toMatchObject({
      errCode: 400,
      errInfo: '请选择有效的时段',
    });
    expect(await enable('demo_agent1', slot('18:00', '18:30'))).toMatchObject({
      errCode: 400,
      errInfo: '请选择有效的时段',
    });
    expect(await enable('demo_agent1', { ...slot('10:30', '11:00'), workDate: '2026-02-30' })).toMatchObject({
      errCode: 400,
      errInfo: '请选择正确的日期',
    });
    for (const [start, end] of [
      ['10:30', '11:00'],
      ['11:00', '11:30'],
      ['11:30', '12:00'],
    ] as const) {
      expect(await enable('demo_agent1', slot(start, end))).toMatchObject({ errCode: 0, errInfo: '配置成功' });
    }
    expect(await disable('demo_agent1', slot('11:30', '12:00'))).toMatchObject({ errCode: 0 });
    const after = await grid('demo_agent1');
    expect(after?.isWorkDay).toBe(true);
    expect(after?.slots.filter((s) => s.enabled).map((s) => s.workStartTime)).toEqual(['10:30', '11:00']);
  });

  it('lets admins open the grids of their scope only, and an agent only their own', async () => {
    expect((await grid('demo_oadmin', ids.demo_agent1))?.isWorkDay).toBe(true);
    expect(
      await t.call('GET', `/api/agentWorkDays?startTime=${day}&endTime=${day}&agentId=${ids.demo_agent3}`, {
        token: tokens.demo_oadmin,
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '用户超出可选范围',
    });
    expect(await enable('demo_agent2', slot('15:00', '15:30', { agentId: ids.demo_agent1 }))).toMatchObject({
      errCode: 400,
      errInfo: '用户超出可选范围',
    });
    expect(await enable('acme_tadmin', slot('15:00', '15:30', { agentId: ids.demo_agent1 }))).toMatchObject({
      errCode: 400,
    });
    expect(await enable('demo_tadmin', slot('15:00', '15:30', { agentId: ids.demo_agent3 }))).toMatchObject({
      errCode: 0,
    });
    const listed = (
      await t.call<{ list: { _id: string; loginName: string }[] }>('GET', '/api/agentWorkDay/agents', {
        token: tokens.demo_oadmin,
      })
    ).result?.list;
    expect(listed?.map((a) => a.loginName)).toEqual(['demo_agent1', 'demo_agent2', 'demo_oadmin']);
    // Each is named by its id, which the grid of that agent is asked with.
    expect(listed?.[0]?._id).toBe(ids.demo_agent1);
    expect(
      (await t.call<{ list: unknown[] }>('GET', '/api/agentWorkDay/agents', { token: tokens.acme_tadmin })).result
        ?.list,
    ).toHaveLength(2);
  });

  it('books a free slot once, never a closed, begun or taken one, and the booking shows in the grid and lists', async () => {
    const page = await t.call<BookingPage>('GET', `/api/customer/booking/slots?agentId=${ids.demo_agent1}`);
    expect(page.result?.agent.fullName).toBe('张晓明');
    expect(page.result?.days.find((d) => d.workDate === day)?.free).toEqual(['10:30', '11:00']);

    const book = (extra: Record<string, unknown>) =>
      t.call<BookingRecord>('POST', '/api/customer/booking', {
        body: {
          agentId: ids.demo_agent1,
          workDate: day,
          workStartTime: '10:30',
          userName: '王先生',
          userPhone: '13800138000',
          ...extra,
        },
      });
    expect(await book({ userPhone: '123' })).toMatchObject({ errCode: 400, errInfo: '请输入正确的手机号' });
    expect(await book({ userName: ' ' })).toMatchObject({ errCode: 400, errInfo: '请输入您的姓名' });
    expect(await book({ workStartTime: '12:00' })).toMatchObject({ errCode: 409, errInfo: '该时段未开放预约' });
    expect(await book({ workStartTime: '10:00' })).toMatchObject({ errCode: 409, errInfo: '该时段已过，不能预约' });
    expect(await book({ agentId: ids.acme_agent1 })).toMatchObject({ errCode: 409, errInfo: '该时段未开放预约' });
    const [first, second] = await Promise.all([book({}), book({ userName: '李女士', userPhone: '13900139000' })]);
    expect([first.errCode, second.errCode].sort()).toEqual([0, 409]);
    expect([first, second].find((r) => r.errCode === 409)?.errInfo).toBe('该时段已被预约');
    const made = [first, second].find((r) => r.errCode === 0)!;
    expect(made.errInfo).toBe('预约成功');

    expect((await grid('demo_agent1'))?.slots.find((s) => s.workStartTime === '10:30')?.booking).toMatchObject({
      userName: made.result?.userName,
    });
    expect(await disable('demo_agent1', slot('10:30', '11:00'))).toMatchObject({
      errCode: 409,
      errInfo: '该时段已有预约，不能关闭',
    });
    const seen = async (who: string) =>
      (
        await t.call<{ list: BookingRecord[] }>('GET', '/api/live/bookingList', { token: tokens[who] })
      ).result?.list.map((b) => b.workStartTime);
    expect(await seen('demo_agent1')).toEqual(['10:30']);
    expect(await seen('demo_tadmin')).toEqual(['10:30']);
    expect(await seen('demo_agent2')).toEqual([]);
    expect(await seen('acme_tadmin')).toEqual([]);
  });

  it('cancels a booking by its customer’s link or by staff of the agent’s scope, frees the slot and tells the agent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const socket = await connectSocket(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      tokens.demo_agent1,
    );
    expect(await enable('demo_agent1', slot('15:00', '15:30'))).toMatchObject({ errCode: 0 });
    const book = () =>
      t.call<MadeBooking>('POST', '/api/customer/booking', {
        body: {
          agentId: ids.demo_agent1,
          workDate: day,
          workStartTime: '15:00',
          userName: '赵女士',
          userPhone: '13500135000',
        },
      });
    const free = async () =>
      (await t.call<BookingPage>('GET', `/api/customer/booking/slots?agentId=${ids.demo_agent1}`)).result?.days.find(
        (d) => d.workDate === day,
      )?.free;
    const made = (await book()).result!;
    expect(made.cancelKey).toMatch(/^[\w-]{20,}$/);
    expect(await free()).not.toContain('15:00');

    const customerCancel = (body: Record<string, unknown>) => t.call('POST', '/api/customer/booking/cancel', { body });
    expect(await customerCancel({ bookingId: made._id, key: 'x'.repeat(made.cancelKey.length) })).toMatchObject({
      errCode: 404,
    });
    expect(await customerCancel({ bookingId: 'nope', key: made.cancelKey })).toMatchObject({
      errCode: 400,
      errInfo: '预约不存在或已取消',
    });
    for (const who of ['acme_tadmin', 'demo_agent2']) {
      expect(
        await t.call('POST', '/api/live/booking/cancel', { token: tokens[who], body: { bookingId: made._id } }),
      ).toMatchObject({ errCode: 404 });
    }
    expect(await free()).not.toContain('15:00');

    const told = nextEvent(socket, 'booking.cancelled');
    expect(await customerCancel({ bookingId: made._id, key: made.cancelKey })).toMatchObject({
      errCode: 0,
      errInfo: '预约已取消',
    });
    expect(await told).toMatchObject({ by: 'customer', booking: { userName: '赵女士', workStartTime: '15:00' } });
    expect(await free()).toContain('15:00');
    expect(await customerCancel({ bookingId: made._id, key: made.cancelKey })).toMatchObject({ errCode: 404 });

    const again = (await book()).result!;
    const toldAgain = nextEvent(socket, 'booking.cancelled');
    expect(
      await t.call('POST', '/api/live/booking/cancel', { token: tokens.demo_oadmin, body: { bookingId: again._id } }),
    ).toMatchObject({ errCode: 0 });
    expect(await toldAgain).toMatchObject({ by: 'staff', booking: { _id: again._id } });
    expect((await grid('demo_agent1'))?.slots.find((s) => s.workStartTime === '15:00')).toMatchObject({
      enabled: true,
      booking: null,
    });

    const late = (await book()).result!;
    now = chinaInstant(day, '15:05');
    expect(
      await t.call('POST', '/api/live/booking/cancel', { token: tokens.demo_agent1, body: { bookingId: late._id } }),
    ).toMatchObject({
      errCode: 409,
      errInfo: '该时段已开始，不能取消预约',
    });
    now = chinaInstant(day, '10:15');
    socket.disconnect();
  });

  it('refuses calls outside the enabled slots of a day the tenant planned, and lets them in during one', async () => {
    const calls = (tenantCode: string) => t.call('POST', '/api/customer/call', { body: { ...customer, tenantCode } });
    // 10:15: the demo tenant planned the day, but no slot is under way.
    expect(await calls('demo')).toEqual({ errCode: 409, errInfo: '当前为非工作时间' });
    await t.ctx.db
      .updateTable('agents')
      .set({ online: true, serviceStatus: 'idle' })
      .where('id', '=', ids.demo_agent2!)
      .execute();
    expect(await calls('demo')).toEqual({ errCode: 409, errInfo: '当前为非工作时间' });
    // Another tenant with no slots that day is not affected.
    expect(await calls('acme')).toEqual({ errCode: 409, errInfo: '暂无顾问在线' });

    now = chinaInstant(day, '10:40');
    expect((await calls('demo')).errCode).toBe(0);
    await t.ctx.db.updateTable('agents').set({ online: false, serviceStatus: 'away' }).execute();
    await t.ctx.db
      .updateTable('calls')
      .set({ status: 'cancelled' })
      .where('status', 'in', ['waiting', 'ringing'])
      .execute();
    expect(await calls('demo')).toEqual({ errCode: 409, errInfo: '暂无顾问在线' });
    // The next day nobody planned: the slots say nothing.
    now = chinaInstant(addDays(day, 1), '20:00');
    expect(await calls('demo')).toEqual({ errCode: 409, errInfo: '暂无顾问在线' });
  });

  it('starts a booked session for its own agent only, in the slot’s time, texting the customer the join link once', async () => {
    now = chinaInstant(day, '10:15');
    for (const start of ['16:00', '16:30'])
      expect(await enable('demo_agent1', slot(start, start === '16:00' ? '16:30' : '17:00'))).toMatchObject({
        errCode: 0,
      });
    const book = (workStartTime: string, userPhone: string) =>
      t.call<MadeBooking>('POST', '/api/customer/booking', {
        body: { agentId: ids.demo_agent1, workDate: day, workStartTime, userName: '周先生', userPhone },
      });
    const booked = (await book('16:00', '13700137000')).result!;
    const next = (await book('16:30', '13700137001')).result!;
    const start = (who: string, body: Record<string, unknown>) =>
      t.call<StartedRoom>('POST', '/api/startStream', { token: tokens[who], body });
    const outbox = () =>
      t.ctx.db.selectFrom('smsOutbox').select(['phone', 'content']).where('phone', 'like', '1370013700%').execute();
    const liveRooms = () =>
      t.ctx.db
        .selectFrom('serviceRooms')
        .select('id')
        .where('agentId', '=', ids.demo_agent1!)
        .where('status', '=', 'inProgress')
        .execute();

    expect(await start('demo_agent1', { requestId: booked._id })).toEqual({
      errCode: 409,
      errInfo: '预约时段尚未开始，请在开始前15分钟内发起',
    });
    now = chinaInstant(day, '15:50');
    expect(await start('demo_agent1', {})).toMatchObject({ errCode: 400, errInfo: '预约不存在或已取消' });
    expect(await start('demo_agent1', { requestId: 'x' })).toMatchObject({
      errCode: 400,
      errInfo: '预约不存在或已取消',
    });
    // Outside the caller's scope the booking is unknown; an admin over the agent is told only the agent starts it.
    for (const who of ['acme_tadmin', 'demo_agent2'])
      expect(await start(who, { requestId: booked._id })).toMatchObject({
        errCode: 400,
        errInfo: '预约不存在或已取消',
      });
    expect(await start('demo_tadmin', { requestId: booked._id })).toEqual({
      errCode: 409,
      errInfo: '只有被预约的顾问可以开始会话',
    });
    expect(await liveRooms()).toEqual([]);
    expect(await outbox()).toEqual([]);

    const started = await start('demo_agent1', { requestId: booked._id });
    expect(started).toMatchObject({
      errCode: 0,
      errInfo: '会话已开始，已短信通知客户',
      result: { userName: '周先生', userPhone: '13700137000', roomInfo: { from: 'Browser' } },
    });
    const room = started.result!;
    const texts = await outbox();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.content).toContain(room.inviteNumber);
    const shortLink = /(\/s\/[0-9A-Za-z]+)/.exec(texts[0]!.content)?.[1];
    const followed = await t.app.inject({ method: 'GET', url: shortLink! });
    expect(followed.headers.location).toContain(room.serviceId);
    const inProcess = await t.call<StartedRoom>('GET', `/api/serviceRoom/inprocess?agentId=${ids.demo_agent1}`, {
      token: tokens.demo_agent1,
    });
    expect(inProcess.result).toMatchObject({ serviceId: room.serviceId, userName: '周先生' });
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select('serviceStatus')
      .where('id', '=', ids.demo_agent1!)
      .executeTakeFirstOrThrow();
    expect(agent.serviceStatus).toBe('busy');

    // Again while it is on: the same room, and no second text.
    expect((await start('demo_agent1', { requestId: booked._id })).result?.serviceId).toBe(room.serviceId);
    expect(await outbox()).toHaveLength(1);
    expect(
      await t.call('POST', '/api/live/booking/cancel', { token: tokens.demo_agent1, body: { bookingId: booked._id } }),
    ).toEqual({ errCode: 409, errInfo: '该预约的会话已开始，不能取消' });

    now = chinaInstant(day, '16:20');
    expect(await start('demo_agent1', { requestId: next._id })).toEqual({
      errCode: 409,
      errInfo: '您有进行中的会话，请先结束后再开始',
    });
    expect(
      await t.call('POST', '/api/serviceRoom/endRecord', {
        token: tokens.demo_agent1,
        body: { serviceId: room.serviceId, notifyUser: false },
      }),
    ).toMatchObject({ errCode: 0 });
    expect(await start('demo_agent1', { requestId: booked._id })).toEqual({
      errCode: 409,
      errInfo: '该预约的会话已结束',
    });
    now = chinaInstant(day, '17:00');
    expect(await start('demo_agent1', { requestId: next._id })).toEqual({ errCode: 409, errInfo: '该预约时段已结束' });
    expect(await outbox()).toHaveLength(1);
  });
});
