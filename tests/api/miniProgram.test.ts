import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerResult } from '../../src/schemas/deliveryTask';
import { databaseKinds } from '../support/databases';
import { startFakeWechat, type FakeWechat } from '../support/fakeWechat';
import { handedOverTask, IN_WINDOW } from '../support/handedOver';
import { startTestApp, type TestApp } from '../support/testApp';

const APP = { appId: 'wx0123456789abcdef', secret: 'mini-secret' };

const scheme = (t: TestApp, body: unknown, token?: string) =>
  t.call<string>('POST', '/api/weixin/getGenerateScheme', { body, ...(token ? { token } : {}) });
const customerScheme = (t: TestApp, taskId: unknown) =>
  t.call<string>('POST', '/api/customer/weixin/getGenerateScheme', { body: { taskId } });
const answer = (t: TestApp, taskId: string, text: string) =>
  t.call<AnswerResult>('POST', '/api/mediaDeliverJob/answer', { body: { taskId, answer: text } });

describe.each(databaseKinds)('mini-program links with the local simulator on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let links: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { publicUrl: 'https://video.example.com' }, { now: () => IN_WINDOW });
    for (const name of ['demo_tadmin', 'demo_oadmin', 'demo_agent3', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    links = await handedOverTask(t, tokens.demo_oadmin!);
  });
  afterAll(async () => {
    await t.close();
  });

  it("hands a customer's yes over to the page standing in for the mini program, once its answer asks for it", async () => {
    const [first] = links;
    expect(await customerScheme(t, first)).toMatchObject({ errCode: 409, errInfo: '当前回答无需打开小程序' });
    expect((await answer(t, first!, '不需要')).result!.outcome).toBe('no');
    expect(await customerScheme(t, first)).toMatchObject({ errCode: 409, errInfo: '当前回答无需打开小程序' });

    // An answer is final: the no stays, and the other recipient says yes.
    expect(await answer(t, first!, '需要')).toMatchObject({ errCode: 409, errInfo: '您已回复，无需重复提交' });
    const second = links[1];
    expect((await answer(t, second!, '需要')).result).toEqual({
      outcome: 'yes',
      transfer: null,
      transferRefused: null,
    });
    const given = await customerScheme(t, second);
    expect(given.errCode).toBe(0);
    const url = new URL(given.result!);
    expect(`${url.origin}${url.pathname}`).toBe('https://video.example.com/customer/miniProgram');
    expect(url.searchParams.get('path')).toBe('pages/index/index');
    expect(Object.fromEntries(new URLSearchParams(url.searchParams.get('query')!))).toEqual({
      taskId: second,
      tenantCode: 'demo',
    });
    expect((await customerScheme(t, second)).result).toBe(given.result);
    expect(
      await t.ctx.db.selectFrom('deliveryRecipients').select('callId').where('id', '=', second!).executeTakeFirst(),
    ).toEqual({ callId: null });

    expect((await customerScheme(t, '00000000-0000-4000-8000-000000000000')).errCode).toBe(404);
    expect(await customerScheme(t, 'not-a-link')).toMatchObject({
      errCode: 400,
      errInfo: '请在参数中提供任务编号 taskId',
    });
  });

  it('gives staff the link of a recipient of their own tasks only, checking the tenant, page and query', async () => {
    const [, second] = links;
    const body = { tenantCode: 'demo', path: 'pages/service/index', query: `taskId=${second}&from=staff` };
    const given = await scheme(t, body, tokens.demo_tadmin);
    expect(given.errCode).toBe(0);
    expect(new URL(given.result!).searchParams.get('path')).toBe('pages/service/index');
    expect((await scheme(t, body, tokens.demo_oadmin)).errCode).toBe(0);

    expect((await scheme(t, body)).errCode).toBe(513);
    expect((await scheme(t, body, tokens.acme_tadmin)).errCode).toBe(404);
    expect((await scheme(t, body, tokens.demo_agent3)).errCode).toBe(404);
    expect(await scheme(t, { ...body, tenantCode: 'acme' }, tokens.demo_tadmin)).toMatchObject({
      errCode: 400,
      errInfo: '公司编码与任务不符',
    });
    expect(await scheme(t, { ...body, query: 'from=staff' }, tokens.demo_tadmin)).toMatchObject({
      errCode: 400,
      errInfo: '请在参数中提供任务编号 taskId',
    });
    expect(await scheme(t, { ...body, path: '/pages/index' }, tokens.demo_tadmin)).toMatchObject({
      errCode: 400,
      errInfo: '请输入小程序页面路径，如 pages/index/index',
    });
    expect(await scheme(t, { ...body, query: 'taskId=<script>' }, tokens.demo_tadmin)).toMatchObject({ errCode: 400 });
  });
});

describe("mini-program links through WeChat's API", () => {
  let t: TestApp;
  let wechat: FakeWechat;
  let token = '';
  let links: string[] = [];

  beforeAll(async () => {
    wechat = await startFakeWechat(APP.appId, APP.secret);
    wechat.pages.add('pages/service/index');
    t = await startTestApp(
      'pglite',
      { wechat: { ...APP, apiUrl: wechat.url }, miniProgramPath: 'pages/service/index' },
      { now: () => IN_WINDOW },
    );
    token = await t.tokenFor('demo_oadmin');
    links = await handedOverTask(t, token);
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  it("answers WeChat's openlink for the configured page, kept for the customer, and says when WeChat refuses", async () => {
    const [first, second] = links;
    await answer(t, first!, '需要');
    const given = await customerScheme(t, first);
    expect(given.result).toMatch(/^weixin:\/\/dl\/business\/\?t=[0-9a-f]+$/);
    const asked = wechat.requests.filter((r) => r.path === '/wxa/generatescheme');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({
      jump_wxa: { path: 'pages/service/index', query: `taskId=${first}&tenantCode=demo` },
      is_expire: true,
      expire_type: 1,
    });
    expect((await customerScheme(t, first)).result).toBe(given.result);
    expect(wechat.requests.filter((r) => r.path === '/wxa/generatescheme')).toHaveLength(1);

    await answer(t, second!, '可以');
    wechat.failNext = { errcode: 45009, errmsg: 'reach max api daily quota limit' };
    expect(await customerScheme(t, second)).toMatchObject({ errCode: 409, errInfo: '小程序链接生成失败，请稍后重试' });
    wechat.failNext = { errcode: 45009, errmsg: 'reach max api daily quota limit' };
    expect(
      await scheme(t, { tenantCode: 'demo', path: 'pages/service/index', query: `taskId=${second}` }, token),
    ).toMatchObject({
      errCode: 409,
      errInfo: '小程序链接生成失败：45009 reach max api daily quota limit',
    });
    expect((await customerScheme(t, second)).result).toMatch(/^weixin:\/\//);
  });
});
