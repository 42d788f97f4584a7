import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimInviteNumber } from '../../server/services/inviteNumbers';
import type { RoomInvitation } from '../../src/schemas/roomInvite';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('the meeting hall invitation on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const agents: Record<string, { id: string; tenantId: string }> = {};

  const invite = (login: string, serviceId: string) =>
    t.call<RoomInvitation>('GET', `/api/serviceRoom/getInviteMessage?serviceId=${serviceId}`, {
      token: tokens[login] ?? '',
    });
  const sms = (login: string, body: unknown) =>
    t.call<{ phones: string[] }>('POST', '/api/serviceRoom/sendInviteMessage', { token: tokens[login] ?? '', body });
  const count = async (table: 'smsOutbox' | 'shortLinks') =>
    (await t.ctx.db.selectFrom(table).select(t.ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  /** A room in progress of the agent, as an answered call leaves it. */
  const roomOf = async (login: string) => {
    const agent = agents[login]!;
    const inviteNumber = await t.ctx.db.transaction().execute((trx) => claimInviteNumber(trx));
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({ inviteNumber, tenantId: agent.tenantId, agentId: agent.id })
      .returning(['id', 'customerKey'])
      .executeTakeFirstOrThrow();
    return { id: room.id, inviteNumber, key: room.customerKey };
  };
  const follow = (shortUrl: string) => t.app.inject({ method: 'GET', url: new URL(shortUrl).pathname });

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const login of ['demo_agent1', 'demo_agent2', 'acme_agent1', 'vs_agent1']) {
      tokens[login] = await t.tokenFor(login);
      const row = await t.ctx.db
        .selectFrom('agents')
        .select(['id', 'tenantId'])
        .where('loginName', '=', login)
        .executeTakeFirstOrThrow();
      agents[login] = { id: row.id, tenantId: row.tenantId ?? '' };
    }
  });
  afterAll(async () => t.close());

  it("gives the room's agent the text to copy with a short link that leads the customer to the room by its key", async () => {
    const room = await roomOf('demo_agent1');
    const first = await invite('demo_agent1', room.id);
    expect(first.errCode, first.errInfo).toBe(0);
    const { content, shortUrl, joinUrl } = first.result!;
    expect(content).toBe(
      `您好，您的专属顾问张晓明邀请您加入视频会议，会话号：${room.inviteNumber}。请点击链接加入：${shortUrl}`,
    );
    expect(joinUrl).toMatch(new RegExp(`^http://[^/]+/customer/room/${room.id}\\?key=${room.key}$`));
    expect(new URL(shortUrl).pathname).toMatch(/^\/s\/[0-9A-Za-z]{22}$/);
    const redirect = await follow(shortUrl);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(joinUrl);
    expect((await invite('demo_agent1', room.id)).result?.shortUrl).toBe(shortUrl);

    const vs = await roomOf('vs_agent1');
    expect((await invite('vs_agent1', vs.id)).result?.content).toContain(
      `邀请您加入同屏服务，同屏号：${vs.inviteNumber}`,
    );
  });

  it('refuses anyone but the room agent, and an ended room, creating nothing', async () => {
    const room = await roomOf('demo_agent1');
    const links = await count('shortLinks');
    for (const login of ['demo_agent2', 'acme_agent1']) {
      expect(await invite(login, room.id), login).toMatchObject({ errCode: 400, errInfo: '会话已结束' });
      expect((await sms(login, { serviceId: room.id, phones: ['13912345678'] })).errInfo).toBe('会话已结束');
    }
    expect(await invite('demo_agent1', 'not-a-room')).toMatchObject({ errCode: 400, errInfo: '会话已结束' });
    expect(await count('shortLinks')).toBe(links);

    const shortUrl = (await invite('demo_agent1', room.id)).result!.shortUrl;
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', room.id)
      .execute();
    expect((await follow(shortUrl)).statusCode).toBe(404);
    expect((await invite('demo_agent1', room.id)).errInfo).toBe('会话已结束');
  });

  it('sends the invitation by SMS once per phone, and refuses bad phones sending nothing', async () => {
    const room = await roomOf('demo_agent1');
    const outbox = await count('smsOutbox');
    for (const [phones, text] of [
      [[], '请输入手机号'],
      [['1391234567'], '请输入正确的手机号'],
      [['13912345678', '12345678901'], '请输入正确的手机号'],
    ] as const) {
      expect(await sms('demo_agent1', { serviceId: room.id, phones }), JSON.stringify(phones)).toMatchObject({
        errCode: 400,
        errInfo: text,
      });
    }
    expect(await count('smsOutbox')).toBe(outbox);

    const sent = await sms('demo_agent1', {
      serviceId: room.id,
      phones: ['13912345678', '15800001111', '13912345678'],
    });
    expect(sent).toMatchObject({
      errCode: 0,
      errInfo: '发送短信成功',
      result: { phones: ['13912345678', '15800001111'] },
    });
    const rows = await t.ctx.db
      .selectFrom('smsOutbox')
      .select(['phone', 'content'])
      .orderBy('createdAt', 'desc')
      .limit(2)
      .execute();
    expect(rows.map((r) => r.phone).sort()).toEqual(['13912345678', '15800001111']);
    expect(rows[0]?.content).toContain(`会话号：${room.inviteNumber}`);
  });
});
