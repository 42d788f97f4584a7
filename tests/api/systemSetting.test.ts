import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newScene, renameNode } from '../../src/domain/scene/nodes';
import { toStored } from '../../src/domain/scene/stored';
import { setWords } from '../../src/domain/scene/words';
import type { ListResult } from '../../src/schemas/api';
import type { NoticeMails, OutboxMail, RecordSet } from '../../src/schemas/mediaDeliverConfig';
import type { VideoTemplateDetail } from '../../src/schemas/videoTemplate';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('system settings on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let demoTenant = '';

  const put = (who: string, path: string, body: unknown) =>
    t.call<RecordSet & NoticeMails>('PUT', `/api/mediaDeliverConfig/${path}`, { token: tokens[who], body });
  const get = (who: string, path: string, query = '') =>
    t.call<RecordSet & NoticeMails>('GET', `/api/mediaDeliverConfig/${path}${query}`, { token: tokens[who] });
  const outbox = async (who: string) =>
    (await t.call<ListResult<OutboxMail>>('GET', '/api/mailOutbox', { token: tokens[who] })).result!;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    demoTenant = (
      await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves the sync window per tenant: 配置成功 the first time, 更新成功 after; bad times change nothing', async () => {
    expect((await get('demo_tadmin', 'recordSet')).result).toMatchObject({
      recordSyncStartTime: '00:00',
      recordSyncEndTime: '23:59',
    });
    expect(
      await put('demo_tadmin', 'recordSet', { recordSyncStartTime: '22:00', recordSyncEndTime: '06:00' }),
    ).toMatchObject({ errCode: 0, errInfo: '配置成功' });
    expect(
      await put('demo_tadmin', 'recordSet', { recordSyncStartTime: '23:00', recordSyncEndTime: '05:30' }),
    ).toMatchObject({ errCode: 0, errInfo: '更新成功' });
    expect(
      await put('demo_tadmin', 'recordSet', { recordSyncStartTime: '25:00', recordSyncEndTime: '05:30' }),
    ).toMatchObject({ errCode: 400, errInfo: '请输入正确的时间(HH:mm)' });
    expect(
      await put('demo_tadmin', 'recordSet', { recordSyncStartTime: '05:30', recordSyncEndTime: '05:30' }),
    ).toMatchObject({ errCode: 400, errInfo: '开始时间与结束时间不能相同' });
    expect(await put('demo_tadmin', 'recordSet', { recordSyncStartTime: '05:30' })).toMatchObject({
      errCode: 400,
      errInfo: '请选择同步结束时间',
    });
    expect((await get('demo_oadmin', 'recordSet')).result).toMatchObject({
      recordSyncStartTime: '23:00',
      recordSyncEndTime: '05:30',
    });
    expect(
      await put('demo_oadmin', 'recordSet', { recordSyncStartTime: '01:00', recordSyncEndTime: '02:00' }),
    ).toMatchObject({ errCode: 403 });
    expect((await get('acme_tadmin', 'recordSet')).result).toMatchObject({
      recordSyncStartTime: '00:00',
      recordSyncEndTime: '23:59',
    });
    expect(
      await put('acme_tadmin', 'recordSet', {
        tenant: demoTenant,
        recordSyncStartTime: '01:00',
        recordSyncEndTime: '02:00',
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '公司超出可选范围',
    });
    expect(await get('demo_agent1', 'recordSet')).toMatchObject({ errCode: 403 });
    expect(await get('sysadmin', 'recordSet')).toMatchObject({ errCode: 400, errInfo: '请选择公司' });
    expect((await get('sysadmin', 'recordSet', `?tenant=${demoTenant}`)).result).toMatchObject({
      recordSyncStartTime: '23:00',
    });
  });

  it('keeps valid, distinct notice mails, and mails them when a template is submitted for audit', async () => {
    expect(await put('demo_tadmin', 'noticeMails', { noticeMails: ['audit@example.com', 'not-a-mail'] })).toMatchObject(
      { errCode: 400, errInfo: '请输入正确的邮箱地址' },
    );
    expect(await put('demo_tadmin', 'noticeMails', { noticeMails: ['a@example.com', 'A@example.com'] })).toMatchObject({
      errCode: 400,
      errInfo: '通知邮箱不能重复',
    });
    expect(
      await put('demo_tadmin', 'noticeMails', { noticeMails: ['audit@example.com', 'boss@example.com'] }),
    ).toMatchObject({
      errCode: 0,
      result: { noticeMails: ['audit@example.com', 'boss@example.com'] },
    });
    expect((await get('acme_tadmin', 'noticeMails')).result?.noticeMails).toEqual([]);

    const made = (
      await t.call<VideoTemplateDetail>('POST', '/api/videoTemplate', {
        token: tokens.demo_agent1,
        body: { name: '审核通知模板' },
      })
    ).result!;
    const renamed = renameNode(newScene('n1', '审核通知模板'), '开场');
    if (!renamed.ok) throw new Error(renamed.error);
    const worded = setWords(renamed.value, '您好');
    if (!worded.ok) throw new Error(worded.error);
    expect(
      (
        await t.call('PUT', `/api/videoTemplate/${made._id}`, {
          token: tokens.demo_agent1,
          body: toStored(worded.value),
        })
      ).errCode,
    ).toBe(0);
    expect((await t.call('POST', `/api/videoTemplate/${made._id}/submit`, { token: tokens.demo_agent1 })).errCode).toBe(
      0,
    );

    const mails = await outbox('demo_tadmin');
    expect(mails.list[0]).toMatchObject({
      kind: 'videoTemplateAudit',
      recipients: ['audit@example.com', 'boss@example.com'],
      status: 'stored',
      subject: '视频模板待审核：审核通知模板',
    });
    expect(mails.list[0]?.body).toContain('张晓明');
    expect((await outbox('acme_tadmin')).count).toBe(0);
  });

  it('keeps the manual-transfer settings per tenant: a group of the tenant when on, valid texts, tenant admins only', async () => {
    const transfer = (who: string, body: object) =>
      t.call<{ enabled: boolean; agentGroupId: string | null }>('PUT', '/api/fiveTransfer/config', {
        token: tokens[who],
        body,
      });
    const read = (who: string) =>
      t.call<{ enabled: boolean; strategy: string; waitText: string }>('GET', '/api/fiveTransfer/config', {
        token: tokens[who],
      });
    expect((await read('demo_oadmin')).result).toMatchObject({
      enabled: false,
      strategy: 'idleFirst',
      waitText: '正在为您转接人工客服，请稍候',
    });
    const group = await t.ctx.db
      .selectFrom('agentGroups')
      .select('id')
      .where('tenantId', '=', demoTenant)
      .executeTakeFirstOrThrow();
    const acmeGroup = await t.ctx.db
      .selectFrom('agentGroups')
      .select('id')
      .where('tenantId', '<>', demoTenant)
      .executeTakeFirstOrThrow();
    const body = {
      enabled: true,
      agentGroupId: group.id,
      strategy: 'longestIdle',
      waitSeconds: 90,
      waitText: '请稍候',
      busyText: '坐席忙',
    };
    expect(await transfer('demo_tadmin', { ...body, agentGroupId: null })).toMatchObject({
      errCode: 400,
      errInfo: '请选择转接客服组',
    });
    expect(await transfer('demo_tadmin', { ...body, agentGroupId: acmeGroup.id })).toMatchObject({
      errCode: 400,
      errInfo: '请选择有效的客服组',
    });
    expect(await transfer('demo_tadmin', { ...body, waitSeconds: 5 })).toMatchObject({
      errCode: 400,
      errInfo: '最长等待时间需为10~300秒',
    });
    expect(await transfer('demo_tadmin', { ...body, waitText: '  ' })).toMatchObject({
      errCode: 400,
      errInfo: '请输入排队提示语',
    });
    expect(await transfer('demo_tadmin', { ...body, strategy: 'random' })).toMatchObject({
      errCode: 400,
      errInfo: '请选择分配策略',
    });
    expect(await transfer('demo_oadmin', body)).toMatchObject({ errCode: 403 });
    expect((await read('demo_tadmin')).result).toMatchObject({ enabled: false });
    expect(await transfer('demo_tadmin', body)).toMatchObject({
      errCode: 0,
      errInfo: '配置成功',
      result: { enabled: true, agentGroupId: group.id },
    });
    expect(await transfer('demo_tadmin', { ...body, enabled: false })).toMatchObject({
      errCode: 0,
      errInfo: '更新成功',
    });
    expect((await read('acme_tadmin')).result).toMatchObject({ enabled: false, strategy: 'idleFirst' });
    expect(await read('demo_agent1')).toMatchObject({ errCode: 403 });
    expect(
      await t.call('GET', `/api/fiveTransfer/config?tenant=${demoTenant}`, { token: tokens.acme_tadmin }),
    ).toMatchObject({ errCode: 400, errInfo: '公司超出可选范围' });
  });
});
