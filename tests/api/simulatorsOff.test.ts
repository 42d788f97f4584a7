import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResult } from '../../src/schemas/api';
import { CALL_SIMULATOR_PREFIX, callServiceApiPaths, callServicePaths } from '../../src/schemas/callService';
import type { FiveGRoomInfo } from '../../src/schemas/fiveG';
import { handsetConnects } from '../support/handsets';
import { databaseKinds } from '../support/databases';
import { handedOverTask, IN_WINDOW } from '../support/handedOver';
import { startTestApp, type TestApp } from '../support/testApp';

const REFUSED = 518;
const NOT_SIGNED_IN = 513;
/** A production server: no SIMULATORS, no vendor of any outside system. */
const PRODUCTION = { production: true, simulators: false, publicUrl: 'https://video.example.com' };

const tableCount = async (
  t: TestApp,
  table: 'serviceRooms' | 'wecomTasks' | 'wecomTaskSends' | 'botDialogs' | 'botDialogStates',
) =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(databaseKinds)('a production server without simulators or vendors on %s', (kind) => {
  let t: TestApp;
  let baseUrl = '';
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, PRODUCTION, { now: () => IN_WINDOW });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const name of ['demo_agent1', 'demo_tadmin', 'demo_oadmin']) tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says no stand-in serves, mounts no /callsvc routes and refuses the handset namespace', async () => {
    expect((await t.call<HealthResult>('GET', '/api/health')).result?.simulators).toEqual([]);
    for (const [method, path] of [
      ['POST', callServicePaths.appToken],
      ['POST', callServicePaths.assign],
      ['GET', '/call/agentEvent/svc-1'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url: `${CALL_SIMULATOR_PREFIX}${path}`,
        payload: method === 'POST' ? { appKey: 'demo-app-key', appSecret: 'demo-app-secret' } : undefined,
      });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).toBe('Not found');
    }
    expect(await handsetConnects(baseUrl)).toBe('Invalid namespace');
  });

  it('refuses a 5G call to an agent of a 5G tenant and to an outsider, opening no room', async () => {
    const rooms = await tableCount(t, 'serviceRooms');
    expect(await t.call('GET', callServiceApiPaths.session, { token: tokens.demo_agent1 })).toEqual({
      errCode: REFUSED,
      errInfo: '5G呼叫服务未配置',
    });
    expect(
      await t.call<FiveGRoomInfo>('POST', '/api/fifthGeneration/startAgent', { token: tokens.demo_agent1, body: {} }),
    ).toEqual({ errCode: REFUSED, errInfo: '5G呼叫服务未配置' });
    const agentId = (
      await t.ctx.db.selectFrom('agents').select('id').where('loginName', '=', 'demo_agent1').executeTakeFirstOrThrow()
    ).id;
    expect(
      await t.call('POST', '/api/mediaMonitor/callTest', {
        token: tokens.demo_tadmin,
        body: { agentId, phoneNO: '13912345678' },
      }),
    ).toEqual({
      errCode: REFUSED,
      errInfo: '5G呼叫服务未配置',
    });
    expect((await t.call('GET', callServiceApiPaths.session)).errCode).toBe(NOT_SIGNED_IN);
    expect((await t.call('POST', '/api/fifthGeneration/startAgent', { body: {} })).errCode).toBe(NOT_SIGNED_IN);
    expect(await tableCount(t, 'serviceRooms')).toBe(rooms);
  });

  it('refuses WeCom tasks, writing none', async () => {
    const body = { type: 'mass', name: '周末活动', content: '周末有活动', recipients: ['wm_sim_1'] };
    expect(await t.call('GET', '/api/qwCustomerList', { token: tokens.demo_agent1 })).toEqual({
      errCode: REFUSED,
      errInfo: '企业微信未配置',
    });
    expect(await t.call('POST', '/api/qwTaskCreate', { token: tokens.demo_agent1, body })).toEqual({
      errCode: REFUSED,
      errInfo: '企业微信未配置',
    });
    expect((await t.call('POST', '/api/qwTaskCreate', { body })).errCode).toBe(NOT_SIGNED_IN);
    expect([await tableCount(t, 'wecomTasks'), await tableCount(t, 'wecomTaskSends')]).toEqual([0, 0]);
  });

  it('refuses a dialogue with a bot, leaving no dialogue behind', async () => {
    const bot = await t.ctx.db
      .selectFrom('bots')
      .select('id')
      .where('botKey', '=', 'demo_renewal')
      .executeTakeFirstOrThrow();
    expect(
      await t.call('POST', '/api/dm/init', { token: tokens.demo_agent1, body: { botId: bot.id, callId: 'preview-1' } }),
    ).toEqual({ errCode: REFUSED, errInfo: '对话管理服务未配置' });
    expect((await t.call('POST', '/api/dm/init', { body: { botId: bot.id, callId: 'preview-1' } })).errCode).toBe(
      NOT_SIGNED_IN,
    );
    expect([await tableCount(t, 'botDialogs'), await tableCount(t, 'botDialogStates')]).toEqual([0, 0]);
  });

  it('refuses a mini-program link to staff and to the customer whose answer asks for one, keeping none', async () => {
    const [link] = await handedOverTask(t, tokens.demo_oadmin!);
    expect(
      (await t.call('POST', '/api/mediaDeliverJob/answer', { body: { taskId: link, answer: '需要' } })).errCode,
    ).toBe(0);
    expect(await t.call('POST', '/api/customer/weixin/getGenerateScheme', { body: { taskId: link } })).toEqual({
      errCode: REFUSED,
      errInfo: '微信小程序未配置',
    });
    const staff = { tenantCode: 'demo', path: 'pages/index/index', query: `taskId=${link}` };
    expect(await t.call('POST', '/api/weixin/getGenerateScheme', { token: tokens.demo_tadmin, body: staff })).toEqual({
      errCode: REFUSED,
      errInfo: '微信小程序未配置',
    });
    expect((await t.call('POST', '/api/weixin/getGenerateScheme', { body: staff })).errCode).toBe(NOT_SIGNED_IN);
    expect(
      await t.ctx.db
        .selectFrom('deliveryRecipients')
        .select(['miniProgramLink', 'callId'])
        .where('id', '=', link!)
        .executeTakeFirst(),
    ).toEqual({ miniProgramLink: null, callId: null });
  });
});

describe.each(databaseKinds)('a production server with a 5G call service but no insurer on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    // The service's address is never reached: opening a room and noting its call are the server's own.
    t = await startTestApp(kind, { ...PRODUCTION, callServiceUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("opens the room with the configured service, and refuses the caller's policies clearly", async () => {
    expect((await t.call<HealthResult>('GET', '/api/health')).result?.simulators).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: `${CALL_SIMULATOR_PREFIX}${callServicePaths.appToken}` })).statusCode,
    ).toBe(404);
    const token = await t.tokenFor('demo_agent1');
    const room = (await t.call<FiveGRoomInfo>('POST', '/api/fifthGeneration/startAgent', { token, body: {} })).result!;
    const started = await t.call('POST', '/api/fifthGeneration/startPhoneCall', {
      token,
      body: {
        serviceId: room.serviceId,
        userName: '孙客户',
        phone: '13800138022',
        callType: 2,
        flowId: room.flowId,
        callId: 'ins-call',
      },
    });
    expect(started.errCode, started.errInfo).toBe(0);
    expect(await t.call('GET', `/api/fifthGeneration/insurance?serviceId=${room.serviceId}`, { token })).toEqual({
      errCode: REFUSED,
      errInfo: '保险服务未配置',
    });
    expect((await t.call('GET', `/api/fifthGeneration/insurance?serviceId=${room.serviceId}`)).errCode).toBe(
      NOT_SIGNED_IN,
    );
  });
});
