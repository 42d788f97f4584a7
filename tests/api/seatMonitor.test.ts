import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { CallTestResult, SeatRow } from '../../src/schemas/seatMonitor';
import { SimulatedCallService } from '../../server/services/callService';
import { databaseKinds } from '../support/databases';
import { baseUrlOf } from '../support/rooms';
import { connectSocket, nextEvent, type TestSocket } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('seat monitor on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const sockets: TestSocket[] = [];

  const seats = async (who: string, query = '') =>
    (
      await t.call<ListResult<SeatRow>>('GET', `/api/mediaMonitor/agentStatus?pageSize=100${query}`, {
        token: tokens[who],
      })
    ).result!;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    for (const row of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute())
      ids[row.loginName] = row.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('lists the seats of the scope only: a tenant admin its tenant, an organisation admin its organisation', async () => {
    const demo = (await seats('demo_tadmin')).list.map((row) => row.loginName);
    expect(demo).toEqual(expect.arrayContaining(['demo_agent1', 'demo_agent2', 'demo_agent3', 'demo_oadmin']));
    expect(demo).not.toContain('acme_agent1');
    expect(demo).not.toContain('sysadmin');
    const acme = (await seats('acme_tadmin')).list.map((row) => row.loginName);
    expect(acme).toContain('acme_agent1');
    expect(acme.some((name) => name.startsWith('demo_'))).toBe(false);
    const org = (await seats('demo_oadmin')).list.map((row) => row.loginName);
    expect(org).toContain('demo_agent1');
    expect(org).not.toContain('demo_agent3');
    expect(
      await t.call('GET', `/api/mediaMonitor/agentStatus?searchTenant=${ids.demo_tadmin}`, {
        token: tokens.acme_tadmin,
      }),
    ).toMatchObject({ errCode: 400 });
    const tenantId = (
      await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    expect(
      await t.call('GET', `/api/mediaMonitor/agentStatus?searchTenant=${tenantId}`, { token: tokens.acme_tadmin }),
    ).toMatchObject({ errCode: 400, errInfo: '公司超出可选范围' });
    expect((await seats('sysadmin', `&searchTenant=${tenantId}`)).list.map((row) => row.loginName)).toEqual(
      expect.arrayContaining(demo),
    );
  });

  it('tells the admins covering an agent of its change at once, and nobody else', async () => {
    const demoAdmin = await connectSocket(baseUrlOf(t), tokens.demo_tadmin);
    const acmeAdmin = await connectSocket(baseUrlOf(t), tokens.acme_tadmin);
    sockets.push(demoAdmin, acmeAdmin);
    const heardByAcme: SeatRow[] = [];
    acmeAdmin.on('seat.status', (row) => heardByAcme.push(row));
    const agent = await connectSocket(baseUrlOf(t), tokens.demo_agent1);
    sockets.push(agent);
    const online = await nextEvent(demoAdmin, 'seat.status');
    expect(online).toMatchObject({ loginName: 'demo_agent1', online: true });

    const heard = nextEvent(demoAdmin, 'seat.status');
    expect(
      (
        await t.call('POST', '/api/agents/serviceStatus', {
          token: tokens.demo_agent1,
          body: { serviceStatus: 'busy' },
        })
      ).errCode,
    ).toBe(0);
    expect(await heard).toMatchObject({
      _id: ids.demo_agent1,
      serviceStatus: 'busy',
      online: true,
      orgName: '北京分公司',
    });
    const row = (await seats('demo_tadmin', '&name=demo_agent1')).list[0];
    expect(row).toMatchObject({ serviceStatus: 'busy', online: true, call: null });
    expect(Object.keys(row?.today ?? {})).toEqual(['idle', 'busy', 'afterCall', 'away', 'offline']);
    expect((await seats('demo_tadmin', '&status=busy')).list.map((r) => r.loginName)).toEqual(['demo_agent1']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The acme admin may hear of its own tenant's seats (itself coming online), never of demo's.
    expect(heardByAcme.filter((seat) => seat.loginName.startsWith('demo_'))).toEqual([]);
  });

  it('dials a test call through the call service, whose handset rings; another tenant cannot', async () => {
    const answer = await t.call<CallTestResult>('POST', '/api/mediaMonitor/callTest', {
      token: tokens.demo_tadmin,
      body: { agentId: ids.demo_agent1, phoneNO: '13912345678' },
    });
    expect(answer).toMatchObject({
      errCode: 0,
      errInfo: '已拨出测试电话',
      result: { workNO: 'demo_agent1', phoneNO: '13912345678', mediaAbility: 1, baseUrl: '/callsvc', password: '' },
    });
    expect(answer.result?.token).toBeTruthy();
    const simulator = (t.ctx.callService as SimulatedCallService).calls;
    expect(simulator.byCall('demo-app-key', answer.result?.callId ?? '')).toMatchObject({
      phone: '13912345678',
      state: 'ringing',
    });

    expect(
      await t.call('POST', '/api/mediaMonitor/callTest', {
        token: tokens.acme_tadmin,
        body: { agentId: ids.demo_agent1, phoneNO: '13912345679' },
      }),
    ).toMatchObject({ errCode: 404 });
    expect(
      await t.call('POST', '/api/mediaMonitor/callTest', {
        token: tokens.demo_tadmin,
        body: { agentId: ids.demo_agent1, phoneNO: '12' },
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '请输入正确的手机号',
    });
  });
});
