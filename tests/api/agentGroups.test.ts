import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { AgentGroupRecord } from '../../src/schemas/agentGroup';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('service groups on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  const tenants: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute()) ids[r.loginName] = r.id;
    for (const r of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[r.orgName] = r.id;
    for (const r of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[r.code] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers the agents of the group tenant and organisation only', async () => {
    const names = async (who: string, query: string) =>
      (
        (
          await t.call<{ list: { loginName: string }[] }>('GET', `/api/agentGroup/candidates?${query}`, {
            token: tokens[who],
          })
        ).result?.list ?? []
      ).map((a) => a.loginName);
    expect(await names('demo_tadmin', '')).toEqual(['demo_agent1', 'demo_agent2', 'demo_agent3']);
    expect(await names('demo_tadmin', `orgAccount=${orgs['上海分公司']}`)).toEqual(['demo_agent3']);
    expect(
      await t.call('GET', `/api/agentGroup/candidates?tenant=${tenants.acme}`, { token: tokens.demo_tadmin }),
    ).toMatchObject({
      errCode: 400,
      result: { fields: { tenant: '公司超出可选范围' } },
    });
    expect(await names('sysadmin', `tenant=${tenants.acme}`)).toEqual(['acme_agent1']);
    expect((await t.call('GET', '/api/agentGroup/candidates', { token: tokens.demo_oadmin })).errCode).toBe(403);
  });

  it('creates a group with skills and agents, refusing agents from elsewhere, then edits and deletes it', async () => {
    const foreign = await t.call('POST', '/api/agentGroup', {
      token: tokens.demo_tadmin,
      body: { name: '车险组', orgAccount: orgs['北京分公司'], agents: [ids.demo_agent1, ids.demo_agent3] },
    });
    expect(foreign).toMatchObject({ errCode: 400, result: { fields: { agents: '只能选择本公司（机构）下的坐席' } } });
    const made = await t.call<AgentGroupRecord>('POST', '/api/agentGroup', {
      token: tokens.demo_tadmin,
      body: {
        name: '车险组',
        orgAccount: orgs['北京分公司'],
        skills: ['车险'],
        insurances: ['车险'],
        agents: [ids.demo_agent1, ids.demo_agent2],
      },
    });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '添加成功',
      result: {
        name: '车险组',
        tenant: { _id: tenants.demo },
        orgAccount: { orgName: '北京分公司' },
        skills: ['车险'],
      },
    });
    expect(made.result?.agents.map((a) => a.loginName)).toEqual(['demo_agent1', 'demo_agent2']);
    const id = made.result?._id ?? '';

    const seen = await t.call<ListResult<AgentGroupRecord>>('GET', '/api/agentGroup/list', {
      token: tokens.demo_oadmin,
    });
    expect(seen.result?.list.map((g) => g.name)).toEqual(['车险组']);
    expect(
      (
        await t.call<ListResult<AgentGroupRecord>>('GET', '/api/agentGroup/list', { token: tokens.acme_tadmin })
      ).result?.list.map((g) => g.name),
    ).toEqual(['默认客服组']);

    const edited = await t.call<AgentGroupRecord>('PUT', '/api/agentGroup', {
      token: tokens.demo_tadmin,
      body: { id, agents: [ids.demo_agent2] },
    });
    expect(edited).toMatchObject({ errInfo: '编辑成功', result: { agents: [{ loginName: 'demo_agent2' }] } });
    expect(
      await t.call('PUT', '/api/agentGroup', { token: tokens.demo_oadmin, body: { id, name: 'x' } }),
    ).toMatchObject({ errCode: 403 });
    expect(await t.call('DELETE', `/api/agentGroup?id=${id}`, { token: tokens.acme_tadmin })).toMatchObject({
      errCode: 404,
    });
    expect(await t.call('DELETE', `/api/agentGroup?id=${id}`, { token: tokens.demo_tadmin })).toMatchObject({
      errCode: 0,
      errInfo: '删除成功',
    });
  });
});
