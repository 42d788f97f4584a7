import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { END_NOTICE_EXPIRY_SECONDS } from '../../src/domain/endNotice';
import { databaseKinds } from '../support/databases';
import { ManualClock } from '../support/manualClock';
import { startTestApp, type TestApp } from '../support/testApp';

const HANDLE = '/api/serviceRoom/handleEndNotify';

describe.each(databaseKinds)('the notice that a room is about to end on %s', (kind) => {
  let t: TestApp;
  // The notices' sweep (every 3 s) runs as the test moves this clock.
  const clock = new ManualClock();
  const tokens: Record<string, string> = {};
  let agent: { id: string; tenantId: string; orgAccountId: string | null };
  let invite = 135790;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    for (const name of ['demo_agent1', 'demo_agent2']) tokens[name] = await t.tokenFor(name);
    const row = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    agent = { id: row.id, tenantId: row.tenantId!, orgAccountId: row.orgAccountId };
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    vi.restoreAllMocks();
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('status', '=', 'inProgress')
      .execute();
  });

  const openRoom = async (startedAt = clock.now()) => {
    invite += 1;
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: String(invite),
        tenantId: agent.tenantId,
        orgAccountId: agent.orgAccountId,
        agentId: agent.id,
        callId: null,
        userName: '王先生',
        userPhone: '13800138000',
        startedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return room.id;
  };
  const setRemaining = (minutes: number) =>
    t.ctx.db.updateTable('tenants').set({ remainingTimeLimit: minutes }).where('id', '=', agent.tenantId).execute();
  const roomRow = (id: string) =>
    t.ctx.db
      .selectFrom('serviceRooms')
      .select(['status', 'endNotice', 'endNoticeAnswer', 'endedBy'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const remaining = async () =>
    (
      await t.ctx.db
        .selectFrom('tenants')
        .select('remainingTimeLimit')
        .where('id', '=', agent.tenantId)
        .executeTakeFirstOrThrow()
    ).remainingTimeLimit;
  const noticesTo = (spy: { mock: { calls: unknown[][] } }, serviceId: string) =>
    spy.mock.calls.filter(([id, type]) => id === serviceId && String(type).startsWith('notify'));

  it('tells the room when the tenant has a minute left until answered, and continuing keeps the room', async () => {
    await setRemaining(1);
    const spy = vi.spyOn(t.ctx.realtime, 'emitRoomMessage');
    const serviceId = await openRoom();
    await clock.advance(3000);
    expect(noticesTo(spy, serviceId)[0]).toEqual([serviceId, 'notifyEnd', { seconds: 60 }]);
    expect((await roomRow(serviceId)).endNotice).toBe('notifyEnd');
    // Said again, counting down, until answered (the agent's page may come in late).
    await clock.advance(3000);
    expect(noticesTo(spy, serviceId).length).toBeGreaterThan(1);
    const again = noticesTo(spy, serviceId)[1] as [string, string, { seconds: number }];
    expect(again[1]).toBe('notifyEnd');
    expect(again[2].seconds).toBeLessThan(60);

    expect(
      await t.call('POST', HANDLE, { token: tokens.demo_agent1, body: { serviceId, continue: true } }),
    ).toMatchObject({ errCode: 0, errInfo: '已继续会话' });
    expect(await roomRow(serviceId)).toMatchObject({ status: 'inProgress', endNoticeAnswer: 'continue' });
    // Answered once: a second answer is refused and nothing more is sent.
    expect(
      await t.call('POST', HANDLE, { token: tokens.demo_agent1, body: { serviceId, continue: false } }),
    ).toMatchObject({ errCode: 409, errInfo: '没有待确认的结束提醒' });
    const sent = noticesTo(spy, serviceId).length;
    await clock.advance(3500);
    expect(noticesTo(spy, serviceId)).toHaveLength(sent);
    expect((await roomRow(serviceId)).status).toBe('inProgress');
  });

  it('exiting ends the room, tells the customer and charges the minutes', async () => {
    await setRemaining(1);
    const serviceId = await openRoom();
    await clock.advance(3000);
    expect((await roomRow(serviceId)).endNotice).toBe('notifyEnd');
    const toCustomer = vi.spyOn(t.ctx.realtime, 'emitToCustomerRoom');
    expect(
      await t.call('POST', HANDLE, { token: tokens.demo_agent1, body: { serviceId, continue: false } }),
    ).toMatchObject({ errCode: 0, errInfo: '会话已结束' });
    expect(await roomRow(serviceId)).toMatchObject({ status: 'ended', endNoticeAnswer: 'exit', endedBy: 'agent' });
    expect(toCustomer).toHaveBeenCalledWith(serviceId, 'room.ended', { serviceId, by: 'agent' });
    expect(await remaining()).toBe(0);
    expect(
      await t.call('POST', HANDLE, { token: tokens.demo_agent1, body: { serviceId, continue: true } }),
    ).toMatchObject({ errCode: 409, errInfo: '会话已结束' });
  });

  it('says nothing to a room with time to spare, and refuses an answer nobody was asked for', async () => {
    await setRemaining(600);
    const spy = vi.spyOn(t.ctx.realtime, 'emitRoomMessage');
    const serviceId = await openRoom();
    await clock.advance(3500);
    expect(noticesTo(spy, serviceId)).toEqual([]);
    expect(
      await t.call('POST', HANDLE, { token: tokens.demo_agent1, body: { serviceId, continue: true } }),
    ).toMatchObject({ errCode: 409, errInfo: '没有待确认的结束提醒' });
    expect(await roomRow(serviceId)).toMatchObject({ status: 'inProgress', endNotice: null, endNoticeAnswer: null });
  });

  it("refuses another agent's answer, a bad body and no sign-in, changing nothing", async () => {
    await setRemaining(0);
    const serviceId = await openRoom();
    await clock.advance(3000);
    expect((await roomRow(serviceId)).endNotice).toBe('notifyEnd');
    expect(
      (await t.call('POST', HANDLE, { token: tokens.demo_agent2, body: { serviceId, continue: false } })).errCode,
    ).toBe(404);
    expect(await t.call('POST', HANDLE, { token: tokens.demo_agent1, body: { serviceId } })).toMatchObject({
      errCode: 400,
      errInfo: '请选择继续或退出',
    });
    expect(
      await t.call('POST', HANDLE, { token: tokens.demo_agent1, body: { serviceId, continue: 'yes' } }),
    ).toMatchObject({ errCode: 400, errInfo: '请选择继续或退出' });
    expect(
      await t.call('POST', HANDLE, { token: tokens.demo_agent1, body: { serviceId: 'nope', continue: true } }),
    ).toMatchObject({ errCode: 400, errInfo: '会话已结束' });
    expect((await t.call('POST', HANDLE, { body: { serviceId, continue: false } })).errCode).toBe(513);
    expect(
      (
        await t.call('POST', HANDLE, {
          token: tokens.demo_agent1,
          body: { serviceId: '00000000-0000-4000-8000-000000000000', continue: false },
        })
      ).errCode,
    ).toBe(404);
    expect(await roomRow(serviceId)).toMatchObject({ status: 'inProgress', endNoticeAnswer: null });
  });

  it('ends a room whose notice nobody answered once the countdown is long past', async () => {
    await setRemaining(600);
    const serviceId = await openRoom();
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({
        endNotice: 'notifyEnd',
        endNoticeAt: new Date(clock.now().getTime() - (END_NOTICE_EXPIRY_SECONDS + 5) * 1000),
      })
      .where('id', '=', serviceId)
      .execute();
    await clock.advance(3000);
    expect(await roomRow(serviceId)).toMatchObject({ status: 'ended', endNoticeAnswer: 'expired', endedBy: 'agent' });
  });
});
