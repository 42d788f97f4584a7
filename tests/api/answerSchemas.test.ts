import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentRecordSchema, loginResultSchema } from '../../src/schemas/agentRecord';
import type { AgentRecord, ListResult } from '../../src/schemas/api';
import { LOCAL_IDP_PATH } from '../../src/schemas/sso';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/**
 * The routes still answering without an answer schema, by method and path. The list may only shrink: a new
 * route comes with its answer schema, and a route given one leaves the list.
 */
const WITHOUT_ANSWER_SCHEMA: readonly string[] = [
  'GET /api/cardTemplateShare/:id',
  'GET /api/cardTemplateShare/image/:key',
  'GET /api/cardTemplateShare/list',
  'GET /api/customer/serviceRoom/share',
  'GET /api/customer/serviceRoom/sharePage/:serviceId/:pageNumber',
  'GET /api/customer/serviceRoom/shareVideo/:serviceId',
  'GET /api/fiveTransfer/config',
  'GET /api/mailOutbox',
  'GET /api/mediaDeliverConfig/noticeMails',
  'GET /api/mediaDeliverConfig/recordSet',
  'GET /api/mediaMonitor/agentStatus',
  'GET /api/mediaMonitor/export',
  'GET /api/mediaMonitor/list',
  'GET /api/mediaMonitor/recordList',
  'GET /api/mediaMonitor/statistics',
  'GET /api/mediaMonitor/syncList',
  'GET /api/qwCdBasicData',
  'GET /api/qwCdBasicData/:id',
  'GET /api/qwCdSendDetail',
  'GET /api/qwCustomerList',
  'GET /api/serviceRoom/share',
  'GET /callsvc/agent/releaseAgent',
  'GET /callsvc/call/agentEvent/:serviceId',
  'GET /callsvc/call/connected',
  'GET /callsvc/call/endVoiceCall',
  'GET /callsvc/call/switchMedia',
  'POST /api/customer/serviceRoom/stopShare',
  'POST /api/customer/weixin/getGenerateScheme',
  'POST /api/mediaMonitor/callTest',
  'POST /api/mediaMonitor/recordSync/retry',
  'POST /api/qwTaskCreate',
  'POST /api/serviceRoom/product',
  'POST /api/serviceRoom/shareFile',
  'POST /api/serviceRoom/stopShare',
  'POST /api/shareWeb/start',
  'POST /api/shareWeb/stop',
  'POST /api/weixin/getGenerateScheme',
  'POST /callsvc/app/token',
  'POST /callsvc/call/assign',
  'POST /callsvc/call/forceEndVoiceCall',
  'POST /callsvc/call/videoTime',
  'POST /callsvc/call/voiceCall',
  'POST /callsvc/handset/share',
  'POST /callsvc/mcu/rooms/token',
  'POST /callsvc/mcu/stream/update',
  'POST /callsvc/recording/start',
  'POST /callsvc/recording/stop',
  'PUT /api/cardTemplateShare/:id',
  'PUT /api/fiveTransfer/config',
  'PUT /api/mediaDeliverConfig/noticeMails',
  'PUT /api/mediaDeliverConfig/recordSet',
];

const keysOf = (schema: { properties: object }) => Object.keys(schema.properties).sort();

describe('answer schemas', () => {
  let t: TestApp;
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    t = await startTestApp('pglite', {}, { onRoute: (route) => registered.push(route) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every route declares what it answers, beside the written list of those still to come', () => {
    const without = [
      ...new Set(
        registered
          .filter((route) => !(route.schema as { response?: unknown } | undefined)?.response)
          // The local identity provider answers in OpenID Connect's own protocol and pages, never the envelope.
          .filter((route) => !route.url.startsWith(`${LOCAL_IDP_PATH}/`))
          .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
          .filter((route) => !route.startsWith('HEAD ')),
      ),
    ].sort();
    expect(without).toEqual([...WITHOUT_ANSWER_SCHEMA].sort());
  });
});

describe.each(databaseKinds)('answers carry only what their schema names, on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.tokenFor('demo_tadmin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a user answered with more than the schema names (its password hash) reaches the client without it', async () => {
    const list = t.ctx.agents.list.bind(t.ctx.agents);
    const leaky = vi.spyOn(t.ctx.agents, 'list').mockImplementation(async (filter, options) => {
      const page = await list(filter, options);
      return { ...page, list: page.list.map((agent) => ({ ...agent, passwordHash: '$argon2id$v=19$leak' })) };
    });
    try {
      const answer = await t.call<ListResult<AgentRecord & { passwordHash?: string }>>(
        'GET',
        '/api/agents/list?pageSize=100',
        { token },
      );
      expect(answer.errCode).toBe(0);
      expect(answer.result?.list.map((agent) => agent.loginName)).toContain('demo_agent1');
      expect(answer.result?.list.every((agent) => agent.passwordHash === undefined)).toBe(true);
      expect(Object.keys(answer.result?.list[0] ?? {}).sort()).toEqual(keysOf(agentRecordSchema));
      expect(leaky).toHaveBeenCalled();
    } finally {
      leaky.mockRestore();
    }
  });

  it("a sign-in answers the user, the roles and the token, the user's tenant without its 5G keys", async () => {
    const answer = await t.login('demo_agent1');
    expect(answer.errCode).toBe(0);
    expect(Object.keys(answer.result ?? {}).sort()).toEqual(keysOf(loginResultSchema));
    const agent = answer.result?.agent;
    expect(Object.keys(agent ?? {}).sort()).toEqual(keysOf(agentRecordSchema));
    expect(agent?.agentRole.menus.length).toBeGreaterThan(0);
    expect(agent?.agentRole.menus.some((menu) => (menu.subMenu ?? []).length > 0)).toBe(true);
    expect(JSON.stringify(answer)).not.toMatch(/appSecret|appKey|passwordHash/);
  });

  it('a refusal through a route with an answer schema is JSON and still names the field it refuses', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: { 'access-token': token },
      payload: { loginName: 'x' },
    });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    const answer = refused.json<{ errCode: number; result?: unknown }>();
    expect(answer.errCode).toBe(400);
    expect(answer.result).toEqual({ fields: expect.objectContaining({ fullName: expect.any(String) }) });
  });
});
