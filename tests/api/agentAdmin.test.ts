import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgentRecord, ListResult, RoleSummary } from '../../src/schemas/api';
import { json } from '../../server/db/database';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const GOOD_PASSWORD = 'Good#Pass123';

describe.each(databaseKinds)('administering users on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  const tenants: Record<string, string> = {};
  const roles: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const row of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute())
      ids[row.loginName] = row.id;
    for (const row of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[row.orgName] = row.id;
    for (const row of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[row.code] = row.id;
    for (const row of await t.ctx.db.selectFrom('sysRoles').select(['id', 'level']).execute())
      roles[row.level] = row.id;
  });
  beforeEach(async () => {
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  const newUser = (loginName: string, extra: Record<string, unknown> = {}) => ({
    loginName,
    fullName: '新用户',
    agentRole: `${roles['1']}|1`,
    orgAccount: orgs['上海分公司'],
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    encrypted: false,
    ...extra,
  });
  const agentCount = async () =>
    (await t.ctx.db.selectFrom('agents').select(t.ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('creates a user who can then sign in, placed where the admin may place it, and refuses a place outside its scope', async () => {
    const before = await agentCount();
    const foreignTenant = await t.call('POST', '/api/agents', {
      token: tokens.demo_tadmin,
      body: newUser('new_agent_a', { tenant: tenants.acme }),
    });
    expect(foreignTenant).toMatchObject({
      errCode: 400,
      errInfo: '公司超出可选范围',
      result: { fields: { tenant: '公司超出可选范围' } },
    });
    const foreignOrg = await t.call('POST', '/api/agents', { token: tokens.demo_oadmin, body: newUser('new_agent_b') });
    expect(foreignOrg).toMatchObject({
      errCode: 400,
      errInfo: '机构超出可选范围',
      result: { fields: { orgAccount: '机构超出可选范围' } },
    });
    expect(await agentCount()).toBe(before);

    const created = await t.call<AgentRecord>('POST', '/api/agents', {
      token: tokens.demo_tadmin,
      body: newUser('new_agent_a', { tenant: tenants.demo }),
    });
    expect(created).toMatchObject({
      errCode: 0,
      errInfo: '创建账号成功！',
      result: { loginName: 'new_agent_a', orgAccount: { orgName: '上海分公司' } },
    });
    expect(created.result?.tenant?.code).toBe('demo');
    expect((await t.login('new_agent_a', GOOD_PASSWORD)).errCode).toBe(0);

    const byOrgAdmin = await t.call<AgentRecord>('POST', '/api/agents', {
      token: tokens.demo_oadmin,
      body: newUser('new_agent_b', { orgAccount: undefined }),
    });
    expect(byOrgAdmin.result).toMatchObject({ tenant: { code: 'demo' }, orgAccount: { orgName: '北京分公司' } });

    const tenantAdmin = await t.call<AgentRecord>('POST', '/api/agents', {
      token: tokens.sysadmin,
      body: newUser('new_tadmin', { agentRole: roles['3'], tenant: tenants.acme }),
    });
    expect(tenantAdmin.result).toMatchObject({ tenant: { code: 'acme' }, orgAccount: null, agentRole: { level: '3' } });
  });

  it('refuses each invalid value with the spec text and creates nothing', async () => {
    const before = await agentCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ loginName: '' }, 'loginName', '请输入账号'],
      [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', '密码的最短长度大于等于8位数'],
      [{ password: 'Ab1!'.repeat(8), confirmPassword: 'Ab1!'.repeat(8) }, 'password', '密码的最大长度小于等于30位数'],
      [
        { password: 'abcdefgh1', confirmPassword: 'abcdefgh1' },
        'password',
        '密码需包含大小写字母、数字、非字母字符，最少三种',
      ],
      [
        { loginName: 'Same#Name1', password: 'same#name1', confirmPassword: 'same#name1' },
        'password',
        '密码和用户名不能相同',
      ],
      [{ confirmPassword: 'Other#Pass1' }, 'confirmPassword', '确认密码与新密码不一致，请重新输入'],
      [{ email: 'nope' }, 'email', '请输入正确的邮箱'],
      [{ callFiveConcurrency: 0 }, 'callFiveConcurrency', '请输入1~99999之间的整数'],
      [{ callFiveConcurrency: 100000 }, 'callFiveConcurrency', '请输入1~99999之间的整数'],
      [{ agentRole: '' }, 'agentRole', '请选择角色'],
      [{ agentRole: `${roles['4']}|4` }, 'agentRole', '无权分配该角色'],
    ];
    for (const [change, field, text] of cases) {
      const answer = await t.call('POST', '/api/agents', {
        token: tokens.demo_tadmin,
        body: newUser('bad_user', change),
      });
      expect({ field, answer }).toMatchObject({
        field,
        answer: { errCode: 400, result: { fields: { [field]: text } } },
      });
    }
    const noOrg = await t.call('POST', '/api/agents', {
      token: tokens.demo_tadmin,
      body: newUser('bad_user', { orgAccount: orgs['广州分公司'] }),
    });
    expect(noOrg).toMatchObject({ errCode: 400, result: { fields: { orgAccount: '机构超出可选范围' } } });
    const noTenant = await t.call('POST', '/api/agents', { token: tokens.sysadmin, body: newUser('bad_user') });
    expect(noTenant).toMatchObject({ errCode: 400, result: { fields: { tenant: '请选择公司' } } });
    const duplicate = await t.call('POST', '/api/agents', { token: tokens.demo_tadmin, body: newUser('DEMO_agent1') });
    expect(duplicate).toEqual({ errCode: 409, errInfo: '账号已存在' });
    const sameEmail = await t.call('POST', '/api/agents', {
      token: tokens.demo_tadmin,
      body: newUser('bad_user', { email: 'demo_agent2@example.com' }),
    });
    expect(sameEmail).toEqual({ errCode: 409, errInfo: '邮箱已被使用' });
    expect(await t.call('POST', '/api/agents', { token: tokens.demo_agent1, body: newUser('bad_user') })).toMatchObject(
      { errCode: 403 },
    );
    expect(await agentCount()).toBe(before);
  });

  it('asks a live-system user for the whole shop', async () => {
    await t.ctx.db.updateTable('tenants').set({ useSystem: 'live' }).where('code', '=', 'acme').execute();
    try {
      const body = newUser('live_user', { orgAccount: orgs['广州分公司'] });
      expect(await t.call('POST', '/api/agents', { token: tokens.acme_tadmin, body })).toMatchObject({
        result: { fields: { shopName: '请输入店铺名称' } },
      });
      const long = {
        ...body,
        shopName: '店'.repeat(21),
        shopAddress: '地',
        slogan: '语',
        coverUrl: '/c.png',
        titleUrl: '/t.png',
        bookingUserHead: '/h.png',
      };
      expect(await t.call('POST', '/api/agents', { token: tokens.acme_tadmin, body: long })).toMatchObject({
        result: { fields: { shopName: '店铺名称不能超过20个字符' } },
      });
      const done = await t.call<AgentRecord>('POST', '/api/agents', {
        token: tokens.acme_tadmin,
        body: { ...long, shopName: '旗舰店' },
      });
      expect(done.result?.extraData).toMatchObject({ shopName: '旗舰店', coverUrl: '/c.png' });
    } finally {
      await t.ctx.db.updateTable('tenants').set({ useSystem: 'zhzy' }).where('code', '=', 'acme').execute();
    }
  });

  it('edits a user with the login name fixed, toggles video, and never lets anyone move themselves', async () => {
    const edit = await t.call<AgentRecord>('PUT', '/api/agents', {
      token: tokens.demo_tadmin,
      body: { agentId: ids.demo_agent2, fullName: '李静二', orgAccount: orgs['上海分公司'], callFiveConcurrency: 5 },
    });
    expect(edit).toMatchObject({
      errCode: 0,
      errInfo: '编辑用户信息成功！',
      result: { fullName: '李静二', orgAccount: { orgName: '上海分公司' }, callFiveConcurrency: 5 },
    });
    const rename = await t.call('PUT', '/api/agents', {
      token: tokens.demo_tadmin,
      body: { agentId: ids.demo_agent2, loginName: 'renamed' },
    });
    expect(rename).toMatchObject({ errCode: 400, result: { fields: { loginName: '账号不可修改' } } });
    const off = await t.call<AgentRecord>('PUT', '/api/agents', {
      token: tokens.demo_tadmin,
      body: { agentId: ids.demo_agent2, enableVideo: false },
    });
    expect(off).toMatchObject({ errInfo: '关闭视频权限成功', result: { enableVideo: false } });
    const on = await t.call<AgentRecord>('PUT', '/api/agents', {
      token: tokens.demo_tadmin,
      body: { agentId: ids.demo_agent2, enableVideo: true },
    });
    expect(on).toMatchObject({ errInfo: '开启视频权限成功', result: { enableVideo: true } });

    const raise = await t.call('PUT', '/api/agents', {
      token: tokens.demo_oadmin,
      body: { agentId: ids.demo_oadmin, agentRole: roles['3'] },
    });
    expect(raise).toMatchObject({ errCode: 403, errInfo: '不能修改自己的角色、公司或机构' });
    const leave = await t.call('PUT', '/api/agents', {
      token: tokens.demo_tadmin,
      body: { agentId: ids.demo_tadmin, tenant: tenants.acme },
    });
    expect(leave.errCode).toBe(403);
    const higher = await t.call('PUT', '/api/agents', {
      token: tokens.demo_oadmin,
      body: { agentId: ids.demo_agent1, agentRole: roles['3'] },
    });
    expect(higher).toMatchObject({ errCode: 400, result: { fields: { agentRole: '无权分配该角色' } } });
    expect(
      await t.call('PUT', '/api/agents', {
        token: tokens.acme_tadmin,
        body: { agentId: ids.demo_agent1, fullName: 'x' },
      }),
    ).toMatchObject({ errCode: 404 });
    const stillThere = await t.call<AgentRecord>('GET', `/api/agents/${ids.demo_agent1}`, { token: tokens.sysadmin });
    expect(stillThere.result).toMatchObject({ fullName: '张晓明', agentRole: { level: '1' } });
  });

  it('kicks out, unbinds and unlocks, each with its text', async () => {
    const victim = await t.tokenFor('demo_agent1');
    expect(
      await t.call('POST', '/api/agents/kickAgent', {
        token: tokens.demo_oadmin,
        body: { agentId: ids.demo_agent1, siteCode: 'PC' },
      }),
    ).toEqual({
      errCode: 0,
      errInfo: '踢出坐席成功！',
    });
    expect((await t.call('GET', `/api/agents/${ids.demo_agent1}`, { token: victim })).errCode).toBe(513);

    await t.ctx.db
      .updateTable('agents')
      .set({ wxUserId: 'wx-1' })
      .where('id', '=', ids.demo_agent1 ?? '')
      .execute();
    expect(
      await t.call('POST', '/api/agents/unboundWxUserId', {
        token: tokens.demo_oadmin,
        body: { agentId: ids.demo_agent1 },
      }),
    ).toEqual({
      errCode: 0,
      errInfo: '解除绑定成功！',
    });
    const after = await t.call<AgentRecord>('GET', `/api/agents/${ids.demo_agent1}`, { token: tokens.demo_oadmin });
    expect(after.result?.wxBound).toBe(false);
    expect(
      await t.call('POST', '/api/agents/kickAgent', { token: tokens.demo_oadmin, body: { agentId: ids.demo_agent3 } }),
    ).toMatchObject({ errCode: 404 });
    expect(
      await t.call('POST', '/api/agents/kickAgent', {
        token: await t.tokenFor('demo_agent2'),
        body: { agentId: ids.demo_agent1 },
      }),
    ).toMatchObject({ errCode: 403 });
  });

  it('deletes a user, who can no longer sign in, but never oneself', async () => {
    const created = await t.call<AgentRecord>('POST', '/api/agents', {
      token: tokens.demo_tadmin,
      body: newUser('doomed_user'),
    });
    const id = created.result?._id ?? '';
    expect(
      await t.call('DELETE', `/api/agents?agentId=${ids.demo_tadmin}`, { token: tokens.demo_tadmin }),
    ).toMatchObject({ errCode: 403 });
    expect(await t.call('DELETE', `/api/agents?agentId=${id}`, { token: tokens.acme_tadmin })).toMatchObject({
      errCode: 404,
    });
    expect(await t.call('DELETE', `/api/agents?agentId=${id}`, { token: tokens.demo_tadmin })).toEqual({
      errCode: 0,
      errInfo: '删除账号成功！',
    });
    expect((await t.login('doomed_user', GOOD_PASSWORD)).errCode).toBe(519);
  });

  it('keeps a user whose rooms and recordings must outlive the account, and says why', async () => {
    // demo_agent1 served the seeded rooms: their records keep the agent (ON DELETE RESTRICT).
    expect(await t.call('DELETE', `/api/agents?agentId=${ids.demo_agent1}`, { token: tokens.demo_tadmin })).toEqual({
      errCode: 409,
      errInfo: '该账号仍有关联记录，无法删除',
    });
    const listed = await t.call<ListResult<AgentRecord>>('GET', '/api/agents/list?loginName=demo_agent1', {
      token: tokens.demo_tadmin,
    });
    expect(listed.result?.list.map((agent) => agent.loginName)).toEqual(['demo_agent1']);
  });

  it('exports the users in scope with Chinese headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/agents/export',
      headers: { 'access-token': tokens.demo_oadmin },
    });
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8.xlsx",
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['账号', '姓名', '手机号', '邮箱', '角色', '公司', '机构', '视频权限', '锁定', '创建时间']);
    const listed = await t.call<ListResult<AgentRecord>>('GET', '/api/agents/list?pageSize=100', {
      token: tokens.demo_oadmin,
    });
    expect((sheet?.rowCount ?? 0) - 1).toBe(listed.result?.count);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/agents/export',
      headers: { 'access-token': tokens.demo_agent1 },
    });
    expect(denied.json()).toMatchObject({ errCode: 403 });
  });

  it("keeps every list's total true as users are added, moved, imported in bulk and removed", async () => {
    const scopes = {
      sysadmin: {},
      demo_tadmin: { tenantId: tenants.demo },
      demo_oadmin: { orgAccountId: orgs['北京分公司'] },
    };
    const expectTotals = async () => {
      for (const [who, scope] of Object.entries(scopes)) {
        let counted = t.ctx.db.selectFrom('agents').select(t.ctx.db.fn.countAll<number>().as('n'));
        if ('tenantId' in scope) counted = counted.where('tenantId', '=', scope.tenantId);
        if ('orgAccountId' in scope) counted = counted.where('orgAccountId', '=', scope.orgAccountId);
        const { n } = await counted.executeTakeFirstOrThrow();
        const listed = await t.call<ListResult<AgentRecord>>('GET', '/api/agents/list?pageSize=1', {
          token: tokens[who],
        });
        expect({ who, count: listed.result?.count }).toEqual({ who, count: Number(n) });
      }
    };
    const before = await t.call<ListResult<AgentRecord>>('GET', '/api/agents/list?pageSize=1', {
      token: tokens.demo_oadmin,
    });
    await expectTotals();

    const created = await t.call<AgentRecord>('POST', '/api/agents', {
      token: tokens.demo_oadmin,
      body: newUser('counted_user', { orgAccount: undefined }),
    });
    const id = created.result?._id ?? '';
    const after = await t.call<ListResult<AgentRecord>>('GET', '/api/agents/list?pageSize=1', {
      token: tokens.demo_oadmin,
    });
    expect(after.result?.count).toBe((before.result?.count ?? 0) + 1);
    await expectTotals();

    await t.call('PUT', '/api/agents', {
      token: tokens.demo_tadmin,
      body: { agentId: id, orgAccount: orgs['上海分公司'] },
    });
    await expectTotals();

    // A bulk load in one statement, as an import or a migration writes agents.
    const hash = (
      await t.ctx.db.selectFrom('agents').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow()
    ).passwordHash;
    await t.ctx.db
      .insertInto('agents')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          loginName: `bulk_user_${i}`,
          fullName: '批量用户',
          passwordHash: hash,
          roleId: roles['1'] ?? '',
          tenantId: tenants.demo ?? null,
          orgAccountId: i % 2 === 0 ? (orgs['北京分公司'] ?? null) : (orgs['上海分公司'] ?? null),
          skillName: json([]),
          extraData: json({}),
        })),
      )
      .execute();
    await expectTotals();

    expect(await t.call('DELETE', `/api/agents?agentId=${id}`, { token: tokens.demo_tadmin })).toMatchObject({
      errCode: 0,
    });
    await t.ctx.db.deleteFrom('agents').where('loginName', 'like', 'bulk_user_%').execute();
    await expectTotals();
    const back = await t.call<ListResult<AgentRecord>>('GET', '/api/agents/list?pageSize=1', {
      token: tokens.demo_oadmin,
    });
    expect(back.result?.count).toBe(before.result?.count);
  });

  it('offers the roles of the login result at or below the admin level', async () => {
    const login = await t.login('demo_oadmin', undefined, { isForceLogin: 1 });
    expect((login.result?.sysRoles ?? []).map((r: RoleSummary) => r.level).sort()).toEqual(['1', '2']);
  });
});
