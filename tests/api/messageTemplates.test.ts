import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { DeliverySources, DeliveryTaskRecord, OutboxMessage } from '../../src/schemas/deliveryTask';
import type { MessageTemplateRecord } from '../../src/schemas/messageTemplate';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const IN_WINDOW = new Date('2026-11-26T10:00:00+08:00');
const GOOD = {
  name: '保单提醒',
  kind: 'sms',
  signName: '德安人寿',
  content: '{name}您好，您关注的{title}已上线，详情：{link}',
};

describe.each(databaseKinds)('message templates on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tenants: Record<string, string> = {};

  const call = <T>(who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[who], body });
  const names = async (who: string, query = '') =>
    (await call<ListResult<MessageTemplateRecord>>(who, 'GET', `/api/smsTemplate${query}`)).result?.list.map(
      (row) => row.name,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { publicUrl: 'https://video.example.com' }, { seedFiles: true, now: () => IN_WINDOW });
    for (const name of ['demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin', 'sysadmin'])
      tokens[name] = await t.tokenFor(name);
    for (const row of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[row.code] = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps each tenant’s templates to itself: tenant admins keep them, organisation admins read, the platform names the tenant', async () => {
    const made = await call<MessageTemplateRecord>('demo_tadmin', 'POST', '/api/smsTemplate', GOOD);
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '新建成功',
      result: { name: '保单提醒', kind: 'sms', enabled: true, tenantId: tenants.demo },
    });
    const id = made.result!._id;
    expect(await call('acme_tadmin', 'POST', '/api/smsTemplate', GOOD)).toMatchObject({ errCode: 0 });

    expect(await names('demo_tadmin')).toEqual(['保单提醒']);
    expect(await names('demo_oadmin')).toEqual(['保单提醒']);
    expect(await names('acme_tadmin')).toEqual(['保单提醒']);
    expect(
      (await call<ListResult<MessageTemplateRecord>>('acme_tadmin', 'GET', '/api/smsTemplate')).result!.list[0]!._id,
    ).not.toBe(id);
    expect(await call('demo_agent1', 'GET', '/api/smsTemplate')).toMatchObject({ errCode: 403 });
    expect(await call('acme_tadmin', 'GET', `/api/smsTemplate?tenant=${tenants.demo}`)).toMatchObject({ errCode: 400 });
    expect(await names('sysadmin', `?tenant=${tenants.demo}`)).toEqual(['保单提醒']);
    expect(await call('sysadmin', 'GET', '/api/smsTemplate')).toMatchObject({ errCode: 400 });

    // Another tenant's admin and an organisation admin change nothing; the platform admin may.
    expect(await call('acme_tadmin', 'PUT', `/api/smsTemplate/${id}`, { ...GOOD, name: '改名' })).toMatchObject({
      errCode: 404,
    });
    expect(await call('acme_tadmin', 'DELETE', `/api/smsTemplate/${id}`)).toMatchObject({ errCode: 404 });
    expect(await call('demo_oadmin', 'DELETE', `/api/smsTemplate/${id}`)).toMatchObject({ errCode: 403 });
    expect(await names('demo_tadmin')).toEqual(['保单提醒']);
    expect(await call('sysadmin', 'PUT', `/api/smsTemplate/${id}`, { ...GOOD, name: '续保提醒' })).toMatchObject({
      errCode: 0,
      errInfo: '编辑成功！',
    });
    expect(
      await call('demo_tadmin', 'PUT', `/api/smsTemplate/${id}`, { ...GOOD, name: '保单提醒', kind: 'fiveG' }),
    ).toMatchObject({
      errCode: 0,
      result: { kind: 'fiveG' },
    });
    expect(await names('demo_tadmin', '?kind=sms')).toEqual([]);
    expect(await call('demo_tadmin', 'DELETE', `/api/smsTemplate/${id}`)).toMatchObject({
      errCode: 0,
      errInfo: '删除成功！',
    });
    expect(await names('demo_tadmin')).toEqual([]);
    expect(await names('acme_tadmin')).toEqual(['保单提醒']);
  });

  it('answers bad input in Chinese and changes nothing', async () => {
    const id = (await call<MessageTemplateRecord>('demo_tadmin', 'POST', '/api/smsTemplate', GOOD)).result!._id;
    const cases: [object, string][] = [
      [{ ...GOOD, name: '  ' }, '请输入模板名称'],
      [{ ...GOOD, name: '长'.repeat(31) }, '模板名称不能超过30个字符'],
      [{ ...GOOD, kind: 'mail' }, '请选择消息类型'],
      [{ ...GOOD, signName: '【德安】' }, '签名为2~12个字符，不能包含【】'],
      [{ ...GOOD, content: '' }, '请输入模板内容'],
      [{ ...GOOD, content: '您好，请回复' }, '模板内容需包含链接变量{link}'],
      [{ ...GOOD, content: '{phone}您好 {link}' }, '模板内容只能使用变量{name}、{title}、{link}'],
      [{ ...GOOD, content: `${'字'.repeat(300)}{link}` }, '模板内容不能超过300个字符'],
    ];
    for (const [body, message] of cases) {
      expect(await call('demo_tadmin', 'POST', '/api/smsTemplate', body)).toMatchObject({
        errCode: 400,
        errInfo: message,
      });
      expect(await call('demo_tadmin', 'PUT', `/api/smsTemplate/${id}`, body)).toMatchObject({
        errCode: 400,
        errInfo: message,
      });
    }
    expect(await call('demo_tadmin', 'POST', '/api/smsTemplate', GOOD)).toMatchObject({
      errCode: 400,
      errInfo: '模板名称已存在',
    });
    await call('demo_tadmin', 'POST', '/api/smsTemplate', { ...GOOD, name: '另一个' });
    expect(await call('demo_tadmin', 'PUT', `/api/smsTemplate/${id}`, { ...GOOD, name: '另一个' })).toMatchObject({
      errCode: 400,
      errInfo: '模板名称已存在',
    });
    expect(await call('demo_tadmin', 'PUT', '/api/smsTemplate/not-an-id', GOOD)).toMatchObject({ errCode: 404 });
    const rows = (await call<ListResult<MessageTemplateRecord>>('demo_tadmin', 'GET', '/api/smsTemplate')).result!;
    expect(rows.count).toBe(2);
    expect(rows.list.find((row) => row._id === id)).toMatchObject(GOOD);
  });

  it('gives a media-delivery task the text of the template picked for it', async () => {
    const template = (
      await call<MessageTemplateRecord>('demo_tadmin', 'POST', '/api/smsTemplate', {
        ...GOOD,
        name: '活动通知',
        content: '尊敬的{name}：{title}，点此观看 {link} 回T退订',
      })
    ).result!;
    const fiveG = (
      await call<MessageTemplateRecord>('demo_tadmin', 'POST', '/api/smsTemplate', {
        ...GOOD,
        name: '5G通知',
        kind: 'fiveG',
      })
    ).result!;
    const offered = await call<{ list: MessageTemplateRecord[] }>(
      'demo_agent1',
      'GET',
      '/api/smsTemplate/allocate/tenant?kind=sms',
    );
    expect(offered.result!.list.map((row) => row.name)).toContain('活动通知');
    expect(offered.result!.list.map((row) => row.name)).not.toContain('5G通知');
    const acmeTemplate = (await call<ListResult<MessageTemplateRecord>>('acme_tadmin', 'GET', '/api/smsTemplate'))
      .result!.list[0]!;

    const sources = (await call<DeliverySources>('demo_oadmin', 'GET', '/api/mediaDeliverPlatform/mediaConfig/list'))
      .result!;
    const body = {
      deliverType: 'richMedia',
      videoContentId: sources.contents[0]!._id,
      recipients: [{ name: '张三', phone: '13900000001' }],
    };
    for (const messageTemplateId of [acmeTemplate._id, fiveG._id]) {
      expect(
        await call('demo_oadmin', 'POST', '/api/mediaDeliverPlatform/create', { ...body, messageTemplateId }),
      ).toMatchObject({ errCode: 400, errInfo: '请选择有效的消息模板' });
    }
    const made = await call<DeliveryTaskRecord>('demo_oadmin', 'POST', '/api/mediaDeliverPlatform/create', {
      ...body,
      messageTemplateId: template._id,
    });
    expect(made).toMatchObject({ errCode: 0 });
    let messages: OutboxMessage[] = [];
    for (let i = 0; i < 100 && messages.length === 0; i++) {
      messages = (
        await call<ListResult<OutboxMessage>>(
          'demo_tadmin',
          'GET',
          `/api/mediaDeliverPlatform/list/${made.result!._id}/outbox`,
        )
      ).result!.list;
      if (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(messages[0]!.content).toBe(
      `【德安人寿】尊敬的张三：${sources.contents[0]!.name}，点此观看 ${messages[0]!.link} 回T退订`,
    );
  });
});
