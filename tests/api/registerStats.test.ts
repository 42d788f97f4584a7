import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/workSlots';
import type { RegisterStatsRow } from '../../src/schemas/registerStats';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';
import { chinaDay } from '../../src/domain/chinaTime';

describe.each(databaseKinds)('registration statistics on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const today = chinaDay(new Date());
  // The demo accounts were created on 1 January 2026.
  const range = 'startTime=2026-01-01&endTime=2026-01-01';

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  const counts = async (who: string) => {
    const answer = await t.call<{ list: RegisterStatsRow[]; total: number }>(
      'GET',
      `/api/statisticsRegister?${range}`,
      { token: tokens[who] },
    );
    const byOrg: Record<string, number> = {};
    for (const row of answer.result?.list ?? [])
      byOrg[`${row.tenantName}/${row.orgName}`] = (byOrg[`${row.tenantName}/${row.orgName}`] ?? 0) + row.count;
    return { byOrg, total: answer.result?.total };
  };

  it('counts the accounts created per organisation inside the admin’s scope', async () => {
    expect(await counts('demo_tadmin')).toEqual({
      byOrg: { '德安人寿保险/': 1, '德安人寿保险/北京分公司': 3, '德安人寿保险/上海分公司': 1 },
      total: 5,
    });
    expect(await counts('demo_oadmin')).toEqual({ byOrg: { '德安人寿保险/北京分公司': 3 }, total: 3 });
    expect((await counts('acme_tadmin')).byOrg).toEqual({ '恒裕财富/': 1, '恒裕财富/广州分公司': 1 });
    expect((await counts('sysadmin')).total).toBe(9);
    expect(await t.call('GET', `/api/statisticsRegister?${range}`, { token: tokens.demo_agent1 })).toMatchObject({
      errCode: 403,
    });
    expect(
      await t.call('GET', `/api/statisticsRegister?startTime=${today}&endTime=${addDays(today, -3)}`, {
        token: tokens.demo_tadmin,
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '请选择正确的日期',
    });
    expect((await counts('demo_tadmin')).total).toBe(5);
    const tenants = await t.ctx.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(
      (
        await t.call<{ total: number }>('GET', `/api/statisticsRegister?${range}&searchTenant=${tenants.id}`, {
          token: tokens.demo_tadmin,
        })
      ).result?.total,
    ).toBe(0);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/statisticsRegister/export?${range}`,
      headers: { 'access-token': tokens.demo_tadmin! },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
