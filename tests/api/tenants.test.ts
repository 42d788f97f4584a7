import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { TenantRecord } from '../../src/schemas/tenant';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('tenants on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tenants: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'acme_tadmin']) tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[r.code] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const codes = async (who: string, query = '') =>
    (
      (await t.call<ListResult<TenantRecord>>('GET', `/api/tenant?pageSize=100${query}`, { token: tokens[who] })).result
        ?.list ?? []
    )
      .map((x) => x.code)
      .sort();

  it('shows the platform admin every tenant, searchable by name and system, and the others their own', async () => {
    expect(await codes('sysadmin')).toEqual(['acme', 'cmb_videoSells', 'demo', 'spcd_demo']);
    expect(await codes('sysadmin', `&name=${encodeURIComponent('德安')}`)).toEqual(['demo']);
    expect(await codes('sysadmin', '&useSystem=spcd')).toEqual(['spcd_demo']);
    expect(await codes('demo_tadmin')).toEqual(['demo']);
    expect((await t.call('GET', `/api/tenant/${tenants.acme}`, { token: tokens.demo_tadmin })).errCode).toBe(404);
    expect(
      (await t.call<TenantRecord>('GET', `/api/tenant/${tenants.demo}`, { token: tokens.demo_tadmin })).result
        ?.remainingTimeLimit,
    ).toBe(45210);
  });

  it('creates a tenant with the standard roles, refuses a taken code, edits and deletes it', async () => {
    expect(
      await t.call('POST', '/api/tenant', { token: tokens.sysadmin, body: { name: '重复', code: 'demo' } }),
    ).toEqual({ errCode: 409, errInfo: '租户编码已存在' });
    expect(
      await t.call('POST', '/api/tenant', { token: tokens.sysadmin, body: { name: '', code: 'a b' } }),
    ).toMatchObject({
      errCode: 400,
      result: { fields: { name: '请输入租户名称', code: '租户编码只能包含字母、数字和下划线' } },
    });
    expect(
      await t.call('POST', '/api/tenant', { token: tokens.demo_tadmin, body: { name: '新', code: 'newco' } }),
    ).toMatchObject({ errCode: 403 });
    const made = await t.call<TenantRecord>('POST', '/api/tenant', {
      token: tokens.sysadmin,
      body: { name: '新公司', code: 'newco', totalTimeLimit: 999 },
    });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '添加成功',
      result: { code: 'newco', useSystem: 'zhzy', status: true, totalTimeLimit: 0 },
    });
    const id = made.result?._id ?? '';
    const roles = await t.ctx.db.selectFrom('tenantRoles').select('roleId').where('tenantId', '=', id).execute();
    expect(roles).toHaveLength(3);
    expect(
      await t.call('PUT', '/api/tenant', { token: tokens.sysadmin, body: { id, name: '新公司二', useSop: true } }),
    ).toMatchObject({
      errInfo: '编辑成功',
      result: { name: '新公司二', useSop: true },
    });
    expect(await t.call('PUT', '/api/tenant', { token: tokens.sysadmin, body: { id, code: 'acme' } })).toEqual({
      errCode: 409,
      errInfo: '租户编码已存在',
    });
    expect(await t.call('DELETE', `/api/tenant?id=${tenants.demo}`, { token: tokens.sysadmin })).toEqual({
      errCode: 409,
      errInfo: '该租户下仍有机构或用户，无法删除',
    });
    expect(await t.call('DELETE', `/api/tenant?id=${id}`, { token: tokens.sysadmin })).toMatchObject({
      errCode: 0,
      errInfo: '删除成功',
    });
  });

  it('recharges the quota and keeps the basic settings', async () => {
    const bad = await t.call('PUT', '/api/tenant/remainLimit', {
      token: tokens.sysadmin,
      body: { id: tenants.acme, minutes: 0 },
    });
    expect(bad).toMatchObject({ errCode: 400, result: { fields: { minutes: '请输入1~10000000之间的整数' } } });
    const done = await t.call<TenantRecord>('PUT', '/api/tenant/remainLimit', {
      token: tokens.sysadmin,
      body: { id: tenants.demo, minutes: 100 },
    });
    expect(done).toMatchObject({ errInfo: '充值成功!', result: { totalTimeLimit: 60100, remainingTimeLimit: 45310 } });
    // The minutes change only by recharging: an edit that sends another value is refused and changes nothing.
    const edited = await t.call('PUT', '/api/tenant', {
      token: tokens.sysadmin,
      body: { id: tenants.demo, name: '改名租户', remainingTimeLimit: 99999 },
    });
    expect(edited).toMatchObject({ errCode: 400, result: { fields: { remainingTimeLimit: '时长只能通过充值修改' } } });
    const unchanged = await t.call<TenantRecord>('GET', `/api/tenant/${tenants.demo}`, { token: tokens.sysadmin });
    expect(unchanged.result).toMatchObject({ remainingTimeLimit: 45310 });
    expect(unchanged.result?.name).not.toBe('改名租户');
    // Sent back as read, they change nothing and the edit goes through.
    const echoed = await t.call('PUT', '/api/tenant', {
      token: tokens.sysadmin,
      body: { id: tenants.demo, remainingTimeLimit: 45310, totalTimeLimit: 60100 },
    });
    expect(echoed).toMatchObject({ errCode: 0, errInfo: '编辑成功' });
    expect(
      await t.call('PUT', '/api/tenant/remainLimit', {
        token: tokens.demo_tadmin,
        body: { id: tenants.demo, minutes: 100 },
      }),
    ).toMatchObject({ errCode: 403 });
    const saved = await t.call<TenantRecord>('PUT', '/api/tenant/billSetting', {
      token: tokens.sysadmin,
      body: { id: tenants.demo, basicSet: { videoMin: '0.8', payType: '预付费' } },
    });
    expect(saved).toMatchObject({ errInfo: '保存成功!', result: { basicSet: { videoMin: '0.8', payType: '预付费' } } });
  });

  it('disabling a tenant ends its sessions and stops its sign-ins until enabled again', async () => {
    const agentToken = await t.tokenFor('acme_agent1');
    expect(
      await t.call('PUT', '/api/tenant', { token: tokens.sysadmin, body: { id: tenants.acme, status: false } }),
    ).toMatchObject({ errInfo: '禁用成功' });
    expect((await t.call('GET', '/api/tenant', { token: agentToken })).errCode).toBe(513);
    expect((await t.login('acme_agent1')).errCode).toBe(518);
    expect(
      await t.call('PUT', '/api/tenant', { token: tokens.sysadmin, body: { id: tenants.acme, status: true } }),
    ).toMatchObject({ errInfo: '启用成功' });
    expect((await t.login('acme_agent1')).errCode).toBe(0);
  });

  it('exports tenants for the platform admin only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/export',
      headers: { 'access-token': tokens.sysadmin },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual([
      '租户名称',
      '租户编码',
      '所属系统',
      '状态',
      '存储配额(GB)',
      '总时长(分钟)',
      '剩余时长(分钟)',
      '创建时间',
    ]);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/export',
      headers: { 'access-token': tokens.demo_tadmin },
    });
    expect(denied.json()).toMatchObject({ errCode: 403 });
  });
});
