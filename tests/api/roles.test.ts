import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRecord, ListResult } from '../../src/schemas/api';
import type { SysRoleRecord } from '../../src/schemas/sysRole';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('roles on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tenants: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1']) tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[r.code] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const levels = async (who: string, query = '') =>
    (
      (await t.call<ListResult<SysRoleRecord>>('GET', `/api/sysRole?pageSize=100${query}`, { token: tokens[who] }))
        .result?.list ?? []
    )
      .map((r) => r.level)
      .sort();

  it('shows admins the roles they may hand out and the platform admin all', async () => {
    expect(await levels('demo_oadmin')).toEqual(['1', '2']);
    expect(await levels('demo_tadmin')).toEqual(['1', '2', '3']);
    expect(await levels('sysadmin')).toEqual(['1', '2', '3', '4']);
    expect(await levels('sysadmin', `&tenant=${tenants.acme}`)).toEqual(['1', '2', '3']);
    expect((await t.call('GET', '/api/sysRole', { token: tokens.demo_agent1 })).errCode).toBe(403);
  });

  it('makes a role whose menus its users follow, and removes it only when nobody holds it', async () => {
    const bad = await t.call('POST', '/api/sysRole', {
      token: tokens.sysadmin,
      body: { roleName: '', level: '9', menus: [{ key: 'x', pageName: 'x' }] },
    });
    expect(bad).toMatchObject({
      errCode: 400,
      result: { fields: { roleName: '请输入角色名称', level: '请选择角色等级' } },
    });
    expect(
      await t.call('POST', '/api/sysRole', { token: tokens.demo_tadmin, body: { roleName: '新', level: '1' } }),
    ).toMatchObject({ errCode: 403 });
    const menus = [
      { key: '/workbench', pageName: '工作台', subMenu: [{ key: '/remoteMeeting/list', pageName: '远程会议' }] },
    ];
    const made = await t.call<SysRoleRecord>('POST', '/api/sysRole', {
      token: tokens.sysadmin,
      body: { roleName: '只读坐席', level: '1', menus, tenants: [tenants.demo] },
    });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '添加成功',
      result: { roleName: '只读坐席', tenants: [{ name: '德安人寿保险' }] },
    });
    const roleId = made.result?._id ?? '';
    expect(await levels('demo_oadmin')).toEqual(['1', '1', '2']);

    const orgs = await t.ctx.db
      .selectFrom('orgAccounts')
      .select(['id'])
      .where('orgName', '=', '北京分公司')
      .executeTakeFirstOrThrow();
    const user = await t.call<AgentRecord>('POST', '/api/agents', {
      token: tokens.demo_tadmin,
      body: {
        loginName: 'reader',
        fullName: '只读',
        agentRole: roleId,
        orgAccount: orgs.id,
        password: 'Good#Pass123',
        confirmPassword: 'Good#Pass123',
        encrypted: false,
      },
    });
    expect(user.result?.agentRole.menus).toEqual(menus);
    const changed = [
      { key: '/setting', pageName: '设置', subMenu: [{ key: '/accountSetting', pageName: '账号设置' }] },
    ];
    expect(
      await t.call('PUT', '/api/sysRole', { token: tokens.sysadmin, body: { id: roleId, menus: changed } }),
    ).toMatchObject({ errInfo: '编辑成功' });
    const signedIn = await t.login('reader', 'Good#Pass123');
    expect(signedIn.result?.agent.agentRole.menus).toEqual(changed);

    expect(await t.call('DELETE', `/api/sysRole?id=${roleId}`, { token: tokens.sysadmin })).toEqual({
      errCode: 409,
      errInfo: '该角色下仍有用户，无法删除',
    });
    await t.call('DELETE', `/api/agents?agentId=${user.result?._id}`, { token: tokens.demo_tadmin });
    expect(await t.call('DELETE', `/api/sysRole?id=${roleId}`, { token: tokens.sysadmin })).toMatchObject({
      errCode: 0,
      errInfo: '删除成功',
    });
  });

  it('offers a new tenant role to every tenant unless told otherwise, and a platform role to none', async () => {
    const everywhere = await t.call<SysRoleRecord>('POST', '/api/sysRole', {
      token: tokens.sysadmin,
      body: { roleName: '通用', level: '2' },
    });
    expect(everywhere.result?.tenants).toHaveLength(4);
    const platform = await t.call('POST', '/api/sysRole', {
      token: tokens.sysadmin,
      body: { roleName: '平台', level: '4', tenants: [tenants.demo] },
    });
    expect(platform).toMatchObject({ errCode: 400, result: { fields: { tenants: '平台管理员角色不属于任何租户' } } });
  });
});
