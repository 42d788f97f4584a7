import type { RouteOptions } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentRecordSchema, loginResultSchema } from '../../src/schemas/agentRecord';
import type { AgentRecord, ListResult } from '../../src/schemas/api';
import { LOCAL_IDP_PATH } from '../../src/schemas/sso';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const routesDir = path.resolve(import.meta.dirname, '../../server/routes');

describe('route declarations', () => {
  it('restate no Body, Querystring or Params generic beside their schemas: each is typed from what it declares', () => {
    const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(40);
    const restating = files.flatMap((file) =>
      [
        ...readFileSync(path.join(routesDir, file), 'utf8').matchAll(
          /\.(get|post|put|delete|patch)<[\s\S]*?>\(\s*([\w.]+)/g,
        ),
      ].map((found) => `${file.split(path.sep).join('/')} ${found[1]} ${found[2]}`),
    );
    expect(restating).toEqual([]);
  });
});

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

  it('every route declares what it answers', () => {
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
    expect(without).toEqual([]);
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
