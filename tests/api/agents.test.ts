import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRecord, ListResult } from '../../src/schemas/api';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('agents list and detail by scope on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const ref: { demoTenant: string; acmeTenant: string; demoA: string; demoB: string } = {
    demoTenant: '',
    acmeTenant: '',
    demoA: '',
    demoB: '',
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    const rows = await t.ctx.db.selectFrom('agents').select(['id', 'loginName', 'tenantId', 'orgAccountId']).execute();
    for (const row of rows) ids[row.loginName] = row.id;
    const demo = rows.find((r) => r.loginName === 'demo_agent1');
    const demoB = rows.find((r) => r.loginName === 'demo_agent3');
    const acme = rows.find((r) => r.loginName === 'acme_agent1');
    ref.demoTenant = demo?.tenantId ?? '';
    ref.demoA = demo?.orgAccountId ?? '';
    ref.demoB = demoB?.orgAccountId ?? '';
    ref.acmeTenant = acme?.tenantId ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (who: string, query = '') => {
    const answer = await t.call<ListResult<AgentRecord>>('GET', `/api/agents/list?pageSize=100${query}`, {
      token: tokens[who],
    });
    expect(answer.errCode).toBe(0);
    return { names: (answer.result?.list ?? []).map((a) => a.loginName).sort(), count: answer.result?.count ?? -1 };
  };

  it('shows level 1 itself, level 2 its organisation, level 3 its tenant and level 4 everyone', async () => {
    expect((await list('demo_agent1')).names).toEqual(['demo_agent1']);
    expect((await list('demo_oadmin')).names).toEqual(['demo_agent1', 'demo_agent2', 'demo_oadmin']);
    expect((await list('demo_tadmin')).names).toEqual([
      'demo_agent1',
      'demo_agent2',
      'demo_agent3',
      'demo_oadmin',
      'demo_tadmin',
    ]);
    expect((await list('sysadmin')).count).toBe(10);
  });

  it('never widens the scope with ids sent in the query', async () => {
    expect(await list('demo_tadmin', `&tenant=${ref.acmeTenant}`)).toEqual({ names: [], count: 0 });
    expect(await list('demo_oadmin', `&orgAccount=${ref.demoB}`)).toEqual({ names: [], count: 0 });
    expect(await list('demo_agent1', `&tenant=${ref.demoTenant}&orgAccount=${ref.demoA}`)).toEqual({
      names: ['demo_agent1'],
      count: 1,
    });
    expect((await list('acme_tadmin', `&tenant=${ref.demoTenant}`)).count).toBe(0);
  });

  it('lets a query narrow inside the scope', async () => {
    expect((await list('demo_tadmin', `&orgAccount=${ref.demoB}`)).names).toEqual(['demo_agent3']);
    expect((await list('sysadmin', `&tenant=${ref.acmeTenant}`)).names).toEqual(['acme_agent1', 'acme_tadmin']);
    expect((await list('sysadmin', '&loginName=agent')).count).toBe(6);
    expect((await list('sysadmin', '&loginName=%25')).count).toBe(0);
  });

  it('pages and sorts, counting all matches', async () => {
    const page = await t.call<ListResult<AgentRecord>>(
      'GET',
      '/api/agents/list?pageIndex=2&pageSize=2&orderBy=loginName&order=asc',
      {
        token: tokens.sysadmin,
      },
    );
    expect(page.result?.count).toBe(10);
    expect(page.result?.list.map((a) => a.loginName)).toEqual(['demo_agent1', 'demo_agent2']);
    const bad = await t.call('GET', '/api/agents/list?pageSize=0&orderBy=passwordHash', { token: tokens.sysadmin });
    expect(bad).toMatchObject({
      errCode: 400,
      result: { fields: { pageSize: expect.any(String), orderBy: expect.any(String) } },
    });
  });

  it('gives one agent inside the scope and 404 outside, however the id is written', async () => {
    const own = await t.call<AgentRecord>('GET', `/api/agents/${ids.demo_agent1}`, { token: tokens.demo_agent1 });
    expect(own.result).toMatchObject({ loginName: 'demo_agent1', orgAccount: { orgName: '北京分公司' } });
    expect(await t.call('GET', `/api/agents/${ids.demo_agent2}`, { token: tokens.demo_agent1 })).toMatchObject({
      errCode: 404,
    });
    expect(await t.call('GET', `/api/agents/${ids.acme_agent1}`, { token: tokens.demo_tadmin })).toMatchObject({
      errCode: 404,
    });
    expect(await t.call('GET', `/api/agents/${ids.demo_agent3}`, { token: tokens.demo_oadmin })).toMatchObject({
      errCode: 404,
    });
    expect((await t.call('GET', `/api/agents/${ids.acme_agent1}`, { token: tokens.sysadmin })).errCode).toBe(0);
    expect(await t.call('GET', '/api/agents/not-a-uuid', { token: tokens.sysadmin })).toMatchObject({ errCode: 404 });
  });

  it('sets the own service status, idle after sign-in', async () => {
    const before = await t.call<AgentRecord>('GET', `/api/agents/${ids.demo_agent1}`, { token: tokens.demo_agent1 });
    expect(before.result?.serviceStatus).toBe('idle');
    const set = await t.call('POST', '/api/agents/serviceStatus', {
      token: tokens.demo_agent1,
      body: { serviceStatus: 'away' },
    });
    expect(set).toEqual({ errCode: 0, result: { serviceStatus: 'away' } });
    const bad = await t.call('POST', '/api/agents/serviceStatus', {
      token: tokens.demo_agent1,
      body: { serviceStatus: 'sleeping' },
    });
    expect(bad.errCode).toBe(400);
    const after = await t.call<AgentRecord>('GET', `/api/agents/${ids.demo_agent1}`, { token: tokens.demo_agent1 });
    expect(after.result?.serviceStatus).toBe('away');
  });
});

describe('editing one own profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('changes name and contact details, with the form messages, and nothing else', async () => {
    const token = await t.tokenFor('demo_agent1');
    const self = (await t.ctx.agents.findForLogin('demo_agent1'))?.id;
    const bad = await t.call('PUT', '/api/agents', {
      token,
      body: { agentId: self, fullName: '', email: 'not-an-email', cellphone: '123' },
    });
    expect(bad).toMatchObject({
      errCode: 400,
      result: { fields: { fullName: '请输入姓名', email: '请输入正确的邮箱', cellphone: '请输入正确的手机号' } },
    });
    const sneaky = await t.call('PUT', '/api/agents', {
      token,
      body: { agentId: self, fullName: '张三', agentRole: 'x' },
    });
    expect(sneaky.errCode).toBe(400);
    const other = await t.call('PUT', '/api/agents', {
      token,
      body: { agentId: (await t.ctx.agents.findForLogin('demo_agent2'))?.id, fullName: '李四' },
    });
    expect(other.errCode).toBe(403);

    const done = await t.call<AgentRecord>('PUT', '/api/agents', {
      token,
      body: { agentId: self, fullName: '张晓明新', email: 'new@example.com', cellphone: '' },
    });
    expect(done).toMatchObject({
      errCode: 0,
      errInfo: '编辑用户信息成功！',
      result: { fullName: '张晓明新', email: 'new@example.com', cellphone: null },
    });
    expect(done.result?.agentRole.level).toBe('1');
  });
});
