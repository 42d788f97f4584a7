import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomEventRecord } from '../../src/schemas/roomEvent';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('the room event log on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let room = { id: '', inviteNumber: '246810', key: '' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_tadmin', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    const inserted = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: room.inviteNumber,
        tenantId: agent.tenantId!,
        orgAccountId: agent.orgAccountId,
        agentId: agent.id,
        callId: null,
        userName: '欧阳建国先生',
        userPhone: '13800138000',
      })
      .returning(['id', 'customerKey'])
      .executeTakeFirstOrThrow();
    room = { ...room, id: inserted.id, key: inserted.customerKey };
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (token: string) =>
    t.call<RoomEventRecord[]>('GET', `/api/serviceRoomEvent?serviceId=${room.id}`, { token });

  it('stores what the agent and the customer report, oldest first, with who it happened to', async () => {
    const mine = await t.call<RoomEventRecord>('POST', '/api/serviceRoomEvent', {
      token: tokens.demo_agent1,
      body: { serviceId: room.id, event: 'shareStarted', detail: { kind: 'web' } },
    });
    expect(mine.errCode).toBe(0);
    const theirs = await t.call('POST', '/api/customer/serviceRoomEvent', {
      body: { serviceId: room.id, key: room.key, event: 'cameraRefused' },
    });
    expect(theirs.errCode).toBe(0);
    const events = (await list(tokens.demo_agent1!)).result ?? [];
    expect(events.map((e) => [e.actor, e.actorName, e.event])).toEqual([
      ['agent', '张晓明', 'shareStarted'],
      ['customer', '欧阳建国先生', 'cameraRefused'],
    ]);
    expect(events[0]?.detail).toEqual({ kind: 'web' });
    expect((await list(tokens.demo_tadmin!)).result).toHaveLength(2);
  });

  it('refuses an unknown event, a wrong key and another scope, changing nothing', async () => {
    const before = (await list(tokens.demo_agent1!)).result?.length;
    expect(
      await t.call('POST', '/api/serviceRoomEvent', {
        token: tokens.demo_agent1,
        body: { serviceId: room.id, event: 'explode' },
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '事件类型不正确',
    });
    expect(
      await t.call('POST', '/api/customer/serviceRoomEvent', {
        body: { serviceId: room.id, key: 'x'.repeat(43), event: 'videoOff' },
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '邀请链接无效或会话已结束',
    });
    expect(
      (
        await t.call('POST', '/api/customer/serviceRoomEvent', {
          body: { serviceId: room.id, inviteNumber: room.inviteNumber, event: 'videoOff' },
        })
      ).errCode,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/api/serviceRoomEvent', {
          token: tokens.demo_agent2,
          body: { serviceId: room.id, event: 'videoOff' },
        })
      ).errCode,
    ).toBe(404);
    expect((await list(tokens.demo_agent2!)).errCode).toBe(404);
    expect((await list(tokens.acme_tadmin!)).errCode).toBe(404);
    expect((await list(tokens.demo_agent1!)).result?.length).toBe(before);
  });

  it('takes no more customer events once the room has ended', async () => {
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', room.id)
      .execute();
    expect(
      (
        await t.call('POST', '/api/customer/serviceRoomEvent', {
          body: { serviceId: room.id, key: room.key, event: 'videoOff' },
        })
      ).errCode,
    ).toBe(400);
    expect((await list(tokens.demo_agent1!)).result).toHaveLength(2);
  });
});
