import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { OrgAccountRecord } from '../../src/schemas/orgAccount';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('organisations on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tenants: Record<string, string> = {};
  const orgs: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[r.code] = r.id;
    for (const r of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[r.orgName] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const names = async (who: string, query = '') =>
    (
      (
        await t.call<ListResult<OrgAccountRecord>>('GET', `/api/organizations?pageSize=200${query}`, {
          token: tokens[who],
        })
      ).result?.list ?? []
    )
      .map((o) => o.orgName)
      .sort();

  it('lists by scope: own organisation, the tenant, or all', async () => {
    expect(await names('demo_agent1')).toEqual(['北京分公司']);
    expect(await names('demo_oadmin')).toEqual(['北京分公司']);
    expect(await names('demo_tadmin')).toEqual(['上海分公司', '北京分公司']);
    expect(await names('demo_tadmin', `&searchTenant=${tenants.acme}`)).toEqual([]);
    expect(await names('sysadmin', `&searchTenant=${tenants.acme}`)).toEqual(['广州分公司']);
    expect((await names('sysadmin')).length).toBe(5);
    const one = await t.call<OrgAccountRecord>('GET', `/api/organizations/${orgs['上海分公司']}`, {
      token: tokens.demo_tadmin,
    });
    expect(one.result).toMatchObject({
      orgName: '上海分公司',
      tenant: { name: '德安人寿保险' },
      workingDayTime: [
        { from: '09:00', end: '12:00' },
        { from: '13:30', end: '18:00' },
      ],
    });
    expect(
      (await t.call('GET', `/api/organizations/${orgs['广州分公司']}`, { token: tokens.demo_tadmin })).errCode,
    ).toBe(404);
  });

  it('creates in the admin tenant, edits, disables and deletes, with the working-time rules', async () => {
    const bad = await t.call('POST', '/api/organizations', {
      token: tokens.demo_tadmin,
      body: { orgName: 'demo-c', workingDayTime: [{ from: '12:00', end: '09:00' }] },
    });
    expect(bad).toMatchObject({ errCode: 400, result: { fields: { workingDayTime: '结束时间需晚于开始时间' } } });
    const overlap = await t.call('POST', '/api/organizations', {
      token: tokens.demo_tadmin,
      body: {
        orgName: 'demo-c',
        workingDayTime: [
          { from: '09:00', end: '12:00' },
          { from: '11:00', end: '18:00' },
        ],
      },
    });
    expect(overlap).toMatchObject({ result: { fields: { workingDayTime: '下午的开始时间需晚于上午的结束时间' } } });
    expect(
      await t.call('POST', '/api/organizations', { token: tokens.demo_tadmin, body: { orgName: '' } }),
    ).toMatchObject({ result: { fields: { orgName: '请输入机构名称' } } });
    expect(
      await t.call('POST', '/api/organizations', { token: tokens.demo_tadmin, body: { orgName: '北京分公司' } }),
    ).toEqual({ errCode: 409, errInfo: '该公司下已有同名机构' });
    expect(
      await t.call('POST', '/api/organizations', { token: tokens.demo_oadmin, body: { orgName: 'x' } }),
    ).toMatchObject({ errCode: 403 });
    expect(
      await t.call('POST', '/api/organizations', { token: tokens.sysadmin, body: { orgName: 'x' } }),
    ).toMatchObject({ result: { fields: { tenant: '请选择公司' } } });

    const elsewhere = await t.call('POST', '/api/organizations', {
      token: tokens.demo_tadmin,
      body: { orgName: 'demo-c', tenant: tenants.acme },
    });
    expect(elsewhere).toMatchObject({
      errCode: 400,
      errInfo: '公司超出可选范围',
      result: { fields: { tenant: '公司超出可选范围' } },
    });
    const made = await t.call<OrgAccountRecord>('POST', '/api/organizations', {
      token: tokens.demo_tadmin,
      body: { orgName: 'demo-c', tenant: tenants.demo, workingDayTime: [{ from: '08:30', end: '12:00' }] },
    });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '添加成功',
      result: { orgName: 'demo-c', tenant: { _id: tenants.demo }, status: true },
    });
    const id = made.result?._id ?? '';
    expect(
      await t.call('PUT', '/api/organizations', { token: tokens.demo_tadmin, body: { id, status: false } }),
    ).toMatchObject({ errInfo: '禁用成功', result: { status: false } });
    expect(
      await t.call('PUT', '/api/organizations', { token: tokens.demo_tadmin, body: { id, orgName: 'demo-c2' } }),
    ).toMatchObject({ errInfo: '编辑成功', result: { orgName: 'demo-c2' } });
    expect(
      await t.call('PUT', '/api/organizations', { token: tokens.acme_tadmin, body: { id, orgName: 'x' } }),
    ).toMatchObject({ errCode: 404 });
    expect(
      await t.call('DELETE', `/api/organizations?id=${orgs['北京分公司']}`, { token: tokens.demo_tadmin }),
    ).toEqual({ errCode: 409, errInfo: '该机构下仍有用户或客服组，无法删除' });
    expect(await t.call('DELETE', `/api/organizations?id=${id}`, { token: tokens.demo_tadmin })).toMatchObject({
      errCode: 0,
      errInfo: '删除成功',
    });
    expect(await names('demo_tadmin')).toEqual(['上海分公司', '北京分公司']);
  });

  it('exports the organisations in scope with Chinese headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/export',
      headers: { 'access-token': tokens.demo_tadmin },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([
      '机构名称',
      '公司',
      '状态',
      '工作时间',
      '创建时间',
    ]);
    expect(sheet?.rowCount).toBe(3);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/export',
      headers: { 'access-token': tokens.demo_oadmin },
    });
    expect(denied.json()).toMatchObject({ errCode: 403 });
  });
});
