import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WecomContact, WecomSendRecord, WecomTaskRecord } from '../../src/schemas/wecomTask';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('WeCom tasks on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let now = new Date();

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => now });
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_oadmin', 'demo_tadmin', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  const task = (who: string, id: string) =>
    t.call<WecomTaskRecord>('GET', `/api/qwCdBasicData/${id}`, { token: tokens[who] });
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  };

  it('creates a mass-sending task for the agent’s contacts and sends it in the background, recipient by recipient', async () => {
    const contacts =
      (await t.call<{ list: WecomContact[] }>('GET', '/api/qwCustomerList', { token: tokens.demo_agent1 })).result
        ?.list ?? [];
    expect(contacts.map((c) => c.name)).toEqual(['王先生', '李女士', '张先生', '刘女士', '陈先生', '赵女士']);
    const body = {
      type: 'mass',
      name: '新品推荐',
      content: '您好，新品上线',
      linkTitle: '产品介绍',
      linkUrl: 'https://example.com/p',
      recipients: ['wm_sim_1', 'wm_sim_2', 'wm_sim_6'],
    };
    expect(
      await t.call('POST', '/api/qwTaskCreate', { token: tokens.demo_agent1, body: { ...body, recipients: [] } }),
    ).toMatchObject({ errCode: 400, errInfo: '请选择客户' });
    expect(
      await t.call('POST', '/api/qwTaskCreate', {
        token: tokens.demo_agent1,
        body: { ...body, recipients: ['someone'] },
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '只能选择您的企业微信客户',
    });
    expect(
      await t.call('POST', '/api/qwTaskCreate', { token: tokens.demo_agent1, body: { ...body, content: '' } }),
    ).toMatchObject({ errCode: 400, errInfo: '请输入发送内容' });
    expect(
      await t.call('POST', '/api/qwTaskCreate', { token: tokens.demo_agent1, body: { ...body, linkUrl: 'ftp://x' } }),
    ).toMatchObject({ errCode: 400, errInfo: '请输入正确的链接地址' });
    const made = await t.call<{ _id: string }>('POST', '/api/qwTaskCreate', { token: tokens.demo_agent1, body });
    expect(made).toMatchObject({ errCode: 0, errInfo: '创建成功！' });
    const id = made.result!._id;
    expect((await task('demo_agent1', id)).result).toMatchObject({ status: 'sending', total: 3, sent: 0, failed: 0 });

    // Once WeCom has the send, the simulator delivers one recipient a second: half way, some are sent and the rest wait.
    await until(async () =>
      Boolean(
        (await t.ctx.db.selectFrom('wecomTasks').select('externalId').where('id', '=', id).executeTakeFirstOrThrow())
          .externalId,
      ),
    );
    now = new Date(now.getTime() + 1500);
    await until(async () => (await task('demo_agent1', id)).result?.sent === 1);
    expect((await task('demo_agent1', id)).result).toMatchObject({ status: 'sending', sent: 1 });
    now = new Date(now.getTime() + 5000);
    await until(async () => (await task('demo_agent1', id)).result?.status === 'done');
    expect((await task('demo_agent1', id)).result).toMatchObject({ status: 'done', total: 3, sent: 2, failed: 1 });
    const sends = (
      await t.call<{ list: WecomSendRecord[] }>('GET', `/api/qwCdSendDetail?id=${id}`, { token: tokens.demo_agent1 })
    ).result?.list;
    expect(sends?.map((s) => [s.customerName, s.status, s.reason])).toEqual([
      ['王先生', 'sent', null],
      ['李女士', 'sent', null],
      ['赵女士', 'failed', '客户不是好友，发送失败'],
    ]);
  });

  it('shows each task inside the scope only, and moments apart from mass sending', async () => {
    const made = await t.call<{ _id: string }>('POST', '/api/qwTaskCreate', {
      token: tokens.demo_agent2,
      body: { type: 'moments', name: '朋友圈', content: '周末活动', recipients: ['wm_sim_3'] },
    });
    const names = async (who: string, type: string) =>
      (
        await t.call<{ list: WecomTaskRecord[] }>('GET', `/api/qwCdBasicData?type=${type}`, { token: tokens[who] })
      ).result?.list.map((x) => x.name);
    expect(await names('demo_agent1', 'mass')).toEqual(['新品推荐']);
    expect(await names('demo_agent1', 'moments')).toEqual([]);
    expect(await names('demo_agent2', 'moments')).toEqual(['朋友圈']);
    expect(await names('demo_oadmin', 'moments')).toEqual(['朋友圈']);
    expect(await names('demo_tadmin', 'mass')).toEqual(['新品推荐']);
    expect(await names('acme_tadmin', 'mass')).toEqual([]);
    expect(await task('acme_tadmin', made.result!._id)).toMatchObject({ errCode: 404 });
    expect(
      await t.call('GET', `/api/qwCdSendDetail?id=${made.result!._id}`, { token: tokens.demo_agent1 }),
    ).toMatchObject({ errCode: 404 });
    expect(await task('demo_agent1', 'not-an-id')).toMatchObject({ errCode: 404 });
  });
});
