/**
 * The administration resources beyond their own test files: refused input leaves every row as it was,
 * scope inside one tenant (sibling organisations, higher roles), the quota arithmetic, billing tokens,
 * and the exports' Chinese headers.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRecord, ListResult } from '../../src/schemas/api';
import type { AgentGroupRecord } from '../../src/schemas/agentGroup';
import type { BillAccountRecord, BillUsage } from '../../src/schemas/billAccount';
import type { OrgAccountRecord } from '../../src/schemas/orgAccount';
import type { SysRoleRecord } from '../../src/schemas/sysRole';
import type { TenantRecord } from '../../src/schemas/tenant';
import { databaseKinds } from '../support/databases';
import { encryptPassword, startTestApp, type TestApp } from '../support/testApp';

const GOOD = 'Good#Pass123';

describe.each(databaseKinds)('administration resources on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tenants: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  const agents: Record<string, string> = {};
  const roles: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[r.code] = r.id;
    for (const r of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[r.orgName] = r.id;
    for (const r of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute())
      agents[r.loginName] = r.id;
    for (const r of await t.ctx.db.selectFrom('sysRoles').select(['id', 'level']).execute()) roles[r.level] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every row of the administration tables, to show that a refused call changed nothing. */
  const snapshot = async () => {
    const db = t.ctx.db;
    return {
      tenants: await db.selectFrom('tenants').selectAll().orderBy('id').execute(),
      orgs: await db.selectFrom('orgAccounts').selectAll().orderBy('id').execute(),
      roles: await db.selectFrom('sysRoles').selectAll().orderBy('id').execute(),
      tenantRoles: await db.selectFrom('tenantRoles').selectAll().orderBy('tenantId').orderBy('roleId').execute(),
      groups: await db.selectFrom('agentGroups').selectAll().orderBy('id').execute(),
      members: await db.selectFrom('agentGroupMembers').selectAll().orderBy('groupId').orderBy('agentId').execute(),
      bills: await db.selectFrom('billAccounts').selectAll().orderBy('id').execute(),
      billTenants: await db
        .selectFrom('billAccountTenants')
        .selectAll()
        .orderBy('billAccountId')
        .orderBy('tenantId')
        .execute(),
    };
  };

  const made = async <T extends { _id: string }>(url: string, body: unknown, who = 'sysadmin'): Promise<T> => {
    const answer = await t.call<T>('POST', url, { token: tokens[who], body });
    if (answer.errCode !== 0 || !answer.result) throw new Error(`${url}: ${answer.errCode} ${answer.errInfo}`);
    return answer.result;
  };

  it('refuses blank names and malformed fields with the schema texts and changes nothing', async () => {
    const org = await made<OrgAccountRecord>('/api/organizations', { orgName: '核对机构' }, 'demo_tadmin');
    const role = await made<SysRoleRecord>('/api/sysRole', {
      roleName: '核对角色',
      level: '1',
      menus: [{ key: '/workbench', pageName: '工作台' }],
      tenants: [tenants.demo],
    });
    const group = await made<AgentGroupRecord>(
      '/api/agentGroup',
      { name: '核对组', orgAccount: orgs['北京分公司'], agents: [agents.demo_agent1] },
      'demo_tadmin',
    );
    const bill = await made<BillAccountRecord>('/api/billAccount', {
      loginName: 'bill_check',
      password: GOOD,
      encrypted: false,
      tenantList: [tenants.demo],
    });
    const before = await snapshot();

    const refusals: [string, string, unknown, string, string][] = [
      ['POST', '/api/organizations', { orgName: '   ' }, 'orgName', '请输入机构名称'],
      ['PUT', '/api/organizations', { id: org._id, orgName: ' ' }, 'orgName', '请输入机构名称'],
      [
        'PUT',
        '/api/organizations',
        {
          id: org._id,
          workingDayTime: [
            { from: '14:00', end: '18:00' },
            { from: '09:00', end: '12:00' },
          ],
        },
        'workingDayTime',
        '下午的开始时间需晚于上午的结束时间',
      ],
      [
        'PUT',
        '/api/organizations',
        {
          id: org._id,
          workingDayTime: [
            { from: '08:00', end: '09:00' },
            { from: '10:00', end: '11:00' },
            { from: '12:00', end: '13:00' },
          ],
        },
        'workingDayTime',
        '工作时间只有上午和下午两段',
      ],
      ['POST', '/api/tenant', { name: '  ', code: 'blank_tenant' }, 'name', '请输入租户名称'],
      ['PUT', '/api/tenant', { id: tenants.demo, name: '\t' }, 'name', '请输入租户名称'],
      ['PUT', '/api/tenant', { id: tenants.demo, code: '演示' }, 'code', '租户编码只能包含字母、数字和下划线'],
      ['PUT', '/api/tenant/remainLimit', { id: tenants.demo, minutes: 2.5 }, 'minutes', '请输入1~10000000之间的整数'],
      ['PUT', '/api/tenant/remainLimit', { id: tenants.demo, minutes: -5 }, 'minutes', '请输入1~10000000之间的整数'],
      [
        'PUT',
        '/api/tenant/remainLimit',
        { id: tenants.demo, minutes: 10_000_001 },
        'minutes',
        '请输入1~10000000之间的整数',
      ],
      ['POST', '/api/sysRole', { roleName: ' ', level: '1' }, 'roleName', '请输入角色名称'],
      ['PUT', '/api/sysRole', { id: role._id, roleName: '  ' }, 'roleName', '请输入角色名称'],
      [
        'PUT',
        '/api/sysRole',
        { id: role._id, menus: [{ key: '/setting', pageName: '' }] },
        'menus.0.pageName',
        '请输入菜单名称',
      ],
      [
        'PUT',
        '/api/sysRole',
        { id: role._id, menus: [{ key: 'setting', pageName: '设置' }] },
        'menus.0.key',
        '菜单路径需以/开头',
      ],
      ['PUT', '/api/sysRole', { id: role._id, level: '5' }, 'level', '请选择角色等级'],
      ['POST', '/api/agentGroup', { name: ' ' }, 'name', '请输入客服组名称'],
      [
        'PUT',
        '/api/agentGroup',
        { id: group._id, agents: [agents.demo_agent1, agents.demo_agent3] },
        'agents',
        '只能选择本公司（机构）下的坐席',
      ],
      [
        'PUT',
        '/api/agentGroup',
        { id: group._id, agents: [agents.acme_agent1] },
        'agents',
        '只能选择本公司（机构）下的坐席',
      ],
      [
        'PUT',
        '/api/agentGroup',
        { id: group._id, orgAccount: orgs['上海分公司'] },
        'agents',
        '只能选择本公司（机构）下的坐席',
      ],
      ['PUT', '/api/agentGroup', { id: group._id, orgAccount: orgs['广州分公司'] }, 'orgAccount', '机构超出可选范围'],
      [
        'POST',
        '/api/billAccount',
        { loginName: 'bill x', password: GOOD, encrypted: false },
        'loginName',
        '账号不能包含空格',
      ],
      [
        'POST',
        '/api/billAccount',
        { loginName: 'bill_new', password: 'short', encrypted: false },
        'password',
        '密码的最短长度大于等于8位数',
      ],
      [
        'POST',
        '/api/billAccount',
        {
          loginName: 'bill_new',
          password: GOOD,
          encrypted: false,
          tenantList: [tenants.demo, '7f0c6a3e-0000-4000-8000-000000000000'],
        },
        'tenantList',
        '请选择租户',
      ],
      [
        'POST',
        '/api/billAccount',
        { loginName: 'bill_new', password: 'not-base64', encrypted: true },
        'password',
        '密码解密失败，请刷新页面后重试',
      ],
      ['PUT', '/api/billAccount', { id: bill._id, tenantList: [tenants.acme, 'nope'] }, 'tenantList', '请选择租户'],
    ];
    for (const [method, url, body, field, text] of refusals) {
      const who = url.includes('agentGroup') || url.includes('organizations') ? 'demo_tadmin' : 'sysadmin';
      const answer = await t.call(method as 'POST', url, { token: tokens[who], body });
      expect({ method, url, body, answer }).toMatchObject({
        answer: { errCode: 400, errInfo: text, result: { fields: { [field]: text } } },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers conflicts without writing: taken codes, names and login names, and records still in use', async () => {
    const before = await snapshot();
    expect(
      await t.call('PUT', '/api/tenant', {
        token: tokens.sysadmin,
        body: { id: tenants.acme, code: 'demo', name: '改了也不存' },
      }),
    ).toEqual({ errCode: 409, errInfo: '租户编码已存在' });
    expect(
      await t.call('PUT', '/api/organizations', {
        token: tokens.demo_tadmin,
        body: { id: orgs['上海分公司'], orgName: '北京分公司' },
      }),
    ).toEqual({
      errCode: 409,
      errInfo: '该公司下已有同名机构',
    });
    expect(
      await t.call('POST', '/api/billAccount', {
        token: tokens.sysadmin,
        body: { loginName: 'BILLING_DEMO', password: GOOD, encrypted: false },
      }),
    ).toEqual({
      errCode: 409,
      errInfo: '账号已存在',
    });
    expect(await t.call('DELETE', `/api/sysRole?id=${roles['1']}`, { token: tokens.sysadmin })).toEqual({
      errCode: 409,
      errInfo: '该角色下仍有用户，无法删除',
    });
    expect(await t.call('DELETE', `/api/tenant?id=${tenants.acme}`, { token: tokens.sysadmin })).toEqual({
      errCode: 409,
      errInfo: '该租户下仍有机构或用户，无法删除',
    });
    expect(await snapshot()).toEqual(before);

    // An organisation with only a service group left in it is still in use.
    const org = await made<OrgAccountRecord>('/api/organizations', { orgName: '只有客服组' }, 'demo_tadmin');
    const group = await made<AgentGroupRecord>(
      '/api/agentGroup',
      { name: '留守组', orgAccount: org._id },
      'demo_tadmin',
    );
    expect(await t.call('DELETE', `/api/organizations?id=${org._id}`, { token: tokens.demo_tadmin })).toEqual({
      errCode: 409,
      errInfo: '该机构下仍有用户或客服组，无法删除',
    });
    expect((await t.call('GET', `/api/organizations/${org._id}`, { token: tokens.demo_tadmin })).errCode).toBe(0);
    expect(await t.call('DELETE', `/api/agentGroup?id=${group._id}`, { token: tokens.demo_tadmin })).toMatchObject({
      errCode: 0,
      errInfo: '删除成功',
    });
    expect(await t.call('DELETE', `/api/organizations?id=${org._id}`, { token: tokens.demo_tadmin })).toMatchObject({
      errCode: 0,
      errInfo: '删除成功',
    });
    expect((await t.call('GET', `/api/organizations/${org._id}`, { token: tokens.demo_tadmin })).errCode).toBe(404);
  });

  it('keeps scope inside a tenant: sibling organisations and higher roles answer 404', async () => {
    expect(
      (await t.call('GET', `/api/organizations/${orgs['上海分公司']}`, { token: tokens.demo_agent1 })).errCode,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/organizations/${orgs['上海分公司']}`, { token: tokens.demo_oadmin })).errCode,
    ).toBe(404);
    expect(
      (await t.call<OrgAccountRecord>('GET', `/api/organizations/${orgs['北京分公司']}`, { token: tokens.demo_agent1 }))
        .result?.orgName,
    ).toBe('北京分公司');
    const picker = await t.call<ListResult<OrgAccountRecord>>(
      'GET',
      `/api/organizations?pageSize=500&searchTenant=${tenants.acme}`,
      { token: tokens.demo_oadmin },
    );
    expect(picker.result).toEqual({ list: [], count: 0 });

    expect((await t.call('GET', `/api/sysRole/${roles['3']}`, { token: tokens.demo_oadmin })).errCode).toBe(404);
    expect((await t.call('GET', `/api/sysRole/${roles['4']}`, { token: tokens.demo_tadmin })).errCode).toBe(404);
    expect(
      (await t.call<SysRoleRecord>('GET', `/api/sysRole/${roles['2']}`, { token: tokens.demo_oadmin })).result
        ?.roleName,
    ).toBe('机构管理员');

    const other = await made<AgentGroupRecord>(
      '/api/agentGroup',
      { name: 'B组', orgAccount: orgs['上海分公司'], agents: [agents.demo_agent3] },
      'demo_tadmin',
    );
    expect((await t.call('GET', `/api/agentGroup/${other._id}`, { token: tokens.demo_oadmin })).errCode).toBe(404);
    const seen = await t.call<ListResult<AgentGroupRecord>>(
      'GET',
      `/api/agentGroup/list?searchOrgAccount=${orgs['上海分公司']}`,
      { token: tokens.demo_oadmin },
    );
    expect(seen.result).toEqual({ list: [], count: 0 });
    const tenantView = await t.call<AgentGroupRecord>('GET', `/api/agentGroup/${other._id}`, {
      token: tokens.demo_tadmin,
    });
    expect(tenantView.result).toMatchObject({
      orgAccount: { orgName: '上海分公司' },
      agents: [{ _id: agents.demo_agent3, loginName: 'demo_agent3' }],
    });
    expect(
      (await t.call('GET', `/api/agentGroup/candidates?keyword=agent3`, { token: tokens.demo_tadmin })).result,
    ).toEqual({
      list: [{ _id: agents.demo_agent3, loginName: 'demo_agent3', fullName: expect.any(String) }],
    });
  });

  it('adds recharged minutes to both figures, also when recharges arrive together', async () => {
    const start = (
      await t.call<TenantRecord>('GET', `/api/tenant/${tenants.cmb_videoSells}`, { token: tokens.sysadmin })
    ).result;
    if (!start) throw new Error('tenant missing');
    const answers = await Promise.all(
      [7, 11, 13, 17, 19].map((minutes) =>
        t.call<TenantRecord>('PUT', '/api/tenant/remainLimit', {
          token: tokens.sysadmin,
          body: { id: tenants.cmb_videoSells, minutes },
        }),
      ),
    );
    expect(answers.map((a) => a.errInfo)).toEqual(Array(5).fill('充值成功!'));
    const after = (
      await t.call<TenantRecord>('GET', `/api/tenant/${tenants.cmb_videoSells}`, { token: tokens.sysadmin })
    ).result;
    expect(after).toMatchObject({
      totalTimeLimit: start.totalTimeLimit + 67,
      remainingTimeLimit: start.remainingTimeLimit + 67,
    });

    // Close to the column's limit a recharge that would pass it is refused and changes nothing.
    await t.ctx.db
      .updateTable('tenants')
      .set({ totalTimeLimit: 2_140_000_000, remainingTimeLimit: 2_000_000_000 })
      .where('id', '=', tenants.cmb_videoSells ?? '')
      .execute();
    const full = await t.call('PUT', '/api/tenant/remainLimit', {
      token: tokens.sysadmin,
      body: { id: tenants.cmb_videoSells, minutes: 10_000_000 },
    });
    expect(full).toMatchObject({
      errCode: 400,
      result: { fields: { minutes: '充值后总时长超出上限，请减少充值分钟数' } },
    });
    const last = await t.call<TenantRecord>('PUT', '/api/tenant/remainLimit', {
      token: tokens.sysadmin,
      body: { id: tenants.cmb_videoSells, minutes: 7_483_647 },
    });
    expect(last).toMatchObject({
      errInfo: '充值成功!',
      result: { totalTimeLimit: 2_147_483_647, remainingTimeLimit: 2_007_483_647 },
    });
  });

  it('lets a role change reach its users on their next load', async () => {
    const role = await made<SysRoleRecord>('/api/sysRole', {
      roleName: '值班坐席',
      level: '1',
      menus: [{ key: '/workbench', pageName: '工作台' }],
      tenants: [tenants.demo],
    });
    const user = await made<AgentRecord>(
      '/api/agents',
      {
        loginName: 'duty_agent',
        fullName: '值班',
        agentRole: role._id,
        orgAccount: orgs['北京分公司'],
        password: GOOD,
        confirmPassword: GOOD,
        encrypted: false,
      },
      'demo_tadmin',
    );
    const menus = [
      {
        key: '/setting',
        pageName: '设置',
        iconType: 'setting',
        subMenu: [{ key: '/accountSetting', pageName: '账号设置', buttons: ['add'] }],
      },
    ];
    expect(
      await t.call('PUT', '/api/sysRole', {
        token: tokens.sysadmin,
        body: { id: role._id, menus, roleName: '值班坐席二' },
      }),
    ).toMatchObject({ errCode: 0, errInfo: '编辑成功' });
    const loaded = await t.call<AgentRecord>('GET', `/api/agents/${user._id}`, { token: tokens.demo_tadmin });
    expect(loaded.result?.agentRole).toMatchObject({ roleName: '值班坐席二', menus });
  });

  it('gives billing accounts tokens good only for the usage view, ended by kick-out and deletion', async () => {
    const account = await made<BillAccountRecord>('/api/billAccount', {
      loginName: 'bill_usage',
      password: GOOD,
      encrypted: false,
      tenantList: [tenants.acme],
    });
    const dialog = await t.call<{ assigned: { _id: string }[]; all: { _id: string }[] }>(
      'GET',
      `/api/billAccount/tenant?id=${account._id}`,
      { token: tokens.sysadmin },
    );
    expect(dialog.result?.assigned.map((x) => x._id)).toEqual([tenants.acme]);
    expect(dialog.result?.all.map((x) => x._id).sort()).toEqual(Object.values(tenants).sort());

    const encrypted = encryptPassword(t.ctx.keys.publicKey, GOOD);
    const login = await t.call<{ token: string }>('POST', '/api/billAccount/login', {
      body: { loginName: 'bill_usage', password: encrypted, encrypted: true },
    });
    expect(login).toMatchObject({ errCode: 0, errInfo: '登录成功' });
    const second = await t.call<{ token: string }>('POST', '/api/billAccount/login', {
      body: { loginName: 'bill_usage', password: GOOD, encrypted: false },
    });
    const billToken = login.result?.token ?? '';

    await t.call('PUT', '/api/tenant/remainLimit', {
      token: tokens.sysadmin,
      body: { id: tenants.acme, minutes: 500 },
    });
    const acme = (await t.call<TenantRecord>('GET', `/api/tenant/${tenants.acme}`, { token: tokens.sysadmin })).result;
    const usage = await t.call<BillUsage>('GET', '/api/billAccount/usage', { token: billToken });
    expect(usage.result?.tenants).toEqual([
      {
        _id: tenants.acme,
        name: acme?.name,
        totalTimeLimit: acme?.totalTimeLimit,
        remainingTimeLimit: acme?.remainingTimeLimit,
        used: (acme?.totalTimeLimit ?? 0) - (acme?.remainingTimeLimit ?? 0),
      },
    ]);
    for (const url of ['/api/billAccount/list', '/api/tenant', `/api/billAccount/${account._id}`]) {
      expect({ url, code: (await t.call('GET', url, { token: billToken })).errCode }).toEqual({ url, code: 513 });
    }
    expect((await t.call('GET', '/api/billAccount/usage', { token: tokens.sysadmin })).errCode).toBe(513);
    expect((await t.call('GET', '/api/billAccount/usage')).errCode).toBe(513);

    expect(
      await t.call('POST', '/api/billAccount/kickOut', { token: tokens.demo_tadmin, body: { id: account._id } }),
    ).toMatchObject({ errCode: 403 });
    expect(
      await t.call('POST', '/api/billAccount/kickOut', { token: tokens.sysadmin, body: { id: account._id } }),
    ).toEqual({ errCode: 0, errInfo: '踢出成功' });
    expect((await t.call('GET', '/api/billAccount/usage', { token: billToken })).errCode).toBe(513);
    expect((await t.call('GET', '/api/billAccount/usage', { token: second.result?.token ?? '' })).errCode).toBe(513);

    const again = await t.call<{ token: string }>('POST', '/api/billAccount/login', {
      body: { loginName: 'bill_usage', password: GOOD, encrypted: false },
    });
    expect((await t.call('GET', '/api/billAccount/usage', { token: again.result?.token ?? '' })).errCode).toBe(0);
    expect(
      await t.call('POST', '/api/billAccount/delete', { token: tokens.sysadmin, body: { id: account._id } }),
    ).toEqual({ errCode: 0, errInfo: '删除成功', result: { _id: account._id } });
    expect((await t.call('GET', '/api/billAccount/usage', { token: again.result?.token ?? '' })).errCode).toBe(513);
    expect(
      (
        await t.call('POST', '/api/billAccount/login', {
          body: { loginName: 'bill_usage', password: GOOD, encrypted: false },
        })
      ).errCode,
    ).toBe(519);
    expect(
      (await t.call('POST', '/api/billAccount/delete', { token: tokens.sysadmin, body: { id: account._id } })).errCode,
    ).toBe(404);
  });

  it('exports each resource as an xlsx headed by the Chinese column titles', async () => {
    const exports: [string, string, string[]][] = [
      ['/api/organizations/export', 'demo_tadmin', ['机构名称', '公司', '状态', '工作时间', '创建时间']],
      [
        '/api/tenant/export',
        'sysadmin',
        ['租户名称', '租户编码', '所属系统', '状态', '存储配额(GB)', '总时长(分钟)', '剩余时长(分钟)', '创建时间'],
      ],
      ['/api/sysRole/export', 'sysadmin', ['角色名称', '所属系统', '角色等级', '创建时间']],
      ['/api/agentGroup/export', 'demo_tadmin', ['客服组名称', '公司', '机构', '技能', '险种', '坐席']],
      ['/api/billAccount/export', 'sysadmin', ['账号', '租户', '创建人', '锁定', '创建时间']],
    ];
    for (const [url, who, headers] of exports) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'access-token': tokens[who] ?? '' } });
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect({ url, headers: (sheet?.getRow(1).values as unknown[]).slice(1) }).toEqual({ url, headers });
      expect(sheet?.rowCount ?? 0).toBeGreaterThan(1);
    }
    const roleSheet = await t.app.inject({
      method: 'GET',
      url: `/api/sysRole/export?roleName=${encodeURIComponent('租户管理员')}`,
      headers: { 'access-token': tokens.sysadmin ?? '' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(roleSheet.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]?.getRow(2).values as unknown[]).slice(1, 4)).toEqual([
      '租户管理员',
      '智慧展业',
      '租户管理员',
    ]);
  });
});
