import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { MonitoringRow, MonitoringStatistics } from '../../src/schemas/monitoring';
import type { RoomEventKind } from '../../src/schemas/roomEvent';
import { insertPastCall } from '../../server/seed/records';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/** Two China days of a quiet month, away from the demo's records. */
const DAY1 = '2026-01-05';
const DAY2 = '2026-01-06';
const WINDOW = `beginTime=${encodeURIComponent('2026-01-04T16:00:00.000Z')}&endTime=${encodeURIComponent('2026-01-06T15:59:59.999Z')}`;

describe.each(databaseKinds)('monitoring figures on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  /** A room of the agent started at 10:00 China time of the day, and the events its pages reported through the API. */
  const roomWith = async (loginName: string, day: string, events: RoomEventKind[]) => {
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', loginName)
      .executeTakeFirstOrThrow();
    const startedAt = new Date(`${day}T10:00:00+08:00`);
    const { serviceId } = await insertPastCall(t.ctx.db, {
      tenantId: agent.tenantId!,
      orgAccountId: agent.orgAccountId,
      agentId: agent.id,
      status: 'started',
      userName: '测试客户',
      userPhone: '13800000000',
      askedAt: startedAt,
      room: { startedAt, endedAt: new Date(startedAt.getTime() + 600_000), from: 'Browser', endedBy: 'agent' },
    });
    for (const event of events) {
      const posted = await t.call('POST', '/api/serviceRoomEvent', {
        token: tokens[loginName],
        body: { serviceId, event },
      });
      expect(posted.errCode, posted.errInfo).toBe(0);
    }
  };
  const stats = async (who: string, query = WINDOW) =>
    (await t.call<MonitoringStatistics>('GET', `/api/mediaMonitor/statistics?${query}`, { token: tokens[who] }))
      .result!;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of [
      'sysadmin',
      'demo_tadmin',
      'demo_oadmin',
      'demo_agent1',
      'demo_agent3',
      'acme_tadmin',
      'acme_agent1',
    ])
      tokens[name] = await t.tokenFor(name);
    await roomWith('demo_agent1', DAY1, [
      'networkOffline',
      'networkOffline',
      'sdkError',
      'shareStarted',
      'shareStarted',
      'shareFailed',
      'poorNetwork',
    ]);
    await roomWith('demo_agent1', DAY1, []);
    await roomWith('demo_agent3', DAY2, [
      'serviceError',
      'syncLoginError',
      'customerEntryTimeout',
      'syncScreenNetworkOffline',
      'shareStarted',
    ]);
    await roomWith('acme_agent1', DAY1, ['networkOffline']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts what the rooms of the tenant reported, in the four groups', async () => {
    const demo = await stats('demo_tadmin');
    expect(demo.rs1).toEqual({ serviceRoomTotal: 3, errorRoomTotal: 2, errPercent: 66.67 });
    expect(demo.rs2).toEqual({ netError: 2, sdkError: 1, serviceError: 1, total: 4 });
    expect(demo.rs3).toEqual({ linkError: 1, linkErrorPercent: 25, shareTotal: 4 });
    expect(demo.rs4).toEqual({ screenLoginError: 2, screenBreakError: 1, total: 3 });
    expect(demo.days.map((day) => [day.day, day.rs1.serviceRoomTotal])).toEqual([
      [DAY1, 2],
      [DAY2, 1],
    ]);
  });

  it("gives a fresh demo the last seven days' figures of its seeded rooms", async () => {
    // Per demo agent (three in the demo tenant): three rooms, each with a share started and one more share failed; the customer's
    // network lost in one room, the audio-video connection failing in another, one same-screen sign-in failing.
    const demo = await stats('demo_tadmin', '');
    expect(demo.rs1).toEqual({ serviceRoomTotal: 9, errorRoomTotal: 6, errPercent: 66.67 });
    expect(demo.rs2).toEqual({ netError: 3, sdkError: 3, serviceError: 0, total: 6 });
    expect(demo.rs3).toEqual({ linkError: 3, linkErrorPercent: 25, shareTotal: 12 });
    expect(demo.rs4).toEqual({ screenLoginError: 3, screenBreakError: 0, total: 3 });
    const agent = await stats('demo_agent1', '');
    expect(agent.rs1).toEqual({ serviceRoomTotal: 3, errorRoomTotal: 2, errPercent: 66.67 });
    expect(agent.days.filter((day) => day.rs1.serviceRoomTotal > 0)).toHaveLength(2);
  });

  it('keeps each tenant and organisation to its own figures', async () => {
    const acme = await stats('acme_tadmin');
    expect(acme.rs1).toEqual({ serviceRoomTotal: 1, errorRoomTotal: 1, errPercent: 100 });
    expect(acme.rs2.netError).toBe(1);
    const tenantId = (
      await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    expect(
      await t.call('GET', `/api/mediaMonitor/statistics?${WINDOW}&searchTenant=${tenantId}`, {
        token: tokens.acme_tadmin,
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '公司超出可选范围',
    });
    const beijing = await stats('demo_oadmin');
    expect(beijing.rs1.serviceRoomTotal).toBe(2);
    expect(beijing.rs4.total).toBe(0);
    expect((await stats('demo_agent3')).rs1.serviceRoomTotal).toBe(1);
    expect((await stats('sysadmin', `${WINDOW}&searchTenant=${tenantId}`)).rs1.serviceRoomTotal).toBe(3);
    expect((await stats('sysadmin')).rs1.serviceRoomTotal).toBe(4);
  });

  it('lists a row per day and organisation, ten a page, and exports them', async () => {
    const list = (
      await t.call<ListResult<MonitoringRow>>('GET', `/api/mediaMonitor/list?${WINDOW}`, { token: tokens.demo_tadmin })
    ).result!;
    expect(list.count).toBe(2);
    expect(list.list.map((row) => [row.day, row.orgName, row.rs1.serviceRoomTotal, row.rs2.total])).toEqual([
      [DAY2, '上海分公司', 1, 1],
      [DAY1, '北京分公司', 2, 3],
    ]);
    const second = (
      await t.call<ListResult<MonitoringRow>>('GET', `/api/mediaMonitor/list?${WINDOW}&pageIndex=2&pageSize=1`, {
        token: tokens.demo_tadmin,
      })
    ).result!;
    expect(second.list.map((row) => row.day)).toEqual([DAY1]);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/mediaMonitor/export?${WINDOW}`,
      headers: { 'access-token': tokens.demo_tadmin },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('会话统计-会话总数');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).values).toEqual(expect.arrayContaining([DAY1, '北京分公司', 2, 1, 50]));
  });

  it('defaults to the last 7 days and refuses a malformed window', async () => {
    const recent = await stats('demo_tadmin', '');
    expect(recent.days).toHaveLength(7);
    expect(
      await t.call('GET', '/api/mediaMonitor/statistics?beginTime=yesterday', { token: tokens.demo_tadmin }),
    ).toMatchObject({ errCode: 400, errInfo: '开始时间不正确' });
  });
});
