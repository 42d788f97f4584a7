import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechat, type FakeWechat } from '../../../tests/support/fakeWechat';
import { MiniProgramLinkError } from './port';
import { WechatMiniProgramLinks } from './wechat';

const APP = { appId: 'wx1234567890abcdef', secret: 'app-secret' };
const target = { path: 'pages/index/index', query: 'taskId=7c1e4a52-9d0b-4d6e-8f3a-2b5c6d7e8f90&tenantCode=demo' };

describe('the WeChat mini-program link adapter', () => {
  let fake: FakeWechat;
  let time = Date.parse('2026-12-05T10:00:00Z');
  const clock = { now: () => new Date(time) };
  beforeAll(async () => {
    fake = await startFakeWechat(APP.appId, APP.secret);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('asks cgi-bin/token once, keeps the token until shortly before it expires, and answers generatescheme openlinks', async () => {
    fake.requests.length = 0;
    const links = new WechatMiniProgramLinks({ ...APP, apiUrl: fake.url }, clock);
    const [first, second] = await Promise.all([links.generateScheme(target), links.generateScheme(target)]);
    expect(first.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=[0-9a-f]+$/);
    expect(second.openlink).not.toBe(first.openlink);
    expect(first.expiresAt).toEqual(new Date(time + 30 * 24 * 3600 * 1000));
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /cgi-bin/token',
      'POST /wxa/generatescheme',
      'POST /wxa/generatescheme',
    ]);
    expect(fake.requests[0]!.query).toEqual({ grant_type: 'client_credential', appid: APP.appId, secret: APP.secret });
    expect(fake.requests[1]!.body).toEqual({ jump_wxa: target, is_expire: true, expire_type: 1, expire_interval: 30 });
    const token = fake.requests[1]!.query.access_token;
    expect(fake.requests[2]!.query.access_token).toBe(token);

    // Within the token's two hours it is kept; five minutes before their end a new one is asked for.
    time += 114 * 60 * 1000;
    await links.generateScheme(target);
    expect(fake.requests.filter((r) => r.path === '/cgi-bin/token')).toHaveLength(1);
    time += 2 * 60 * 1000;
    await links.generateScheme(target);
    expect(fake.requests.filter((r) => r.path === '/cgi-bin/token')).toHaveLength(2);
    expect(fake.requests.at(-1)!.query.access_token).not.toBe(token);
  });

  it('renews a token WeChat no longer takes, once', async () => {
    const links = new WechatMiniProgramLinks({ ...APP, apiUrl: fake.url }, clock);
    await links.generateScheme(target);
    fake.revokeTokens();
    fake.requests.length = 0;
    expect((await links.generateScheme(target)).openlink).toMatch(/^weixin:/);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /wxa/generatescheme',
      'GET /cgi-bin/token',
      'POST /wxa/generatescheme',
    ]);
  });

  it("fails with WeChat's errcode and errmsg, and when WeChat cannot be reached", async () => {
    await expect(
      new WechatMiniProgramLinks({ ...APP, secret: 'wrong', apiUrl: fake.url }, clock).generateScheme(target),
    ).rejects.toThrow(new MiniProgramLinkError('40125 invalid appsecret'));
    const links = new WechatMiniProgramLinks({ ...APP, apiUrl: `${fake.url}/` }, clock);
    await expect(links.generateScheme({ ...target, path: 'pages/missing/index' })).rejects.toThrow(
      new MiniProgramLinkError('40165 invalid weapp pagepath'),
    );
    fake.failNext = { errcode: 45009, errmsg: 'reach max api daily quota limit' };
    await expect(links.generateScheme(target)).rejects.toThrow(
      new MiniProgramLinkError('45009 reach max api daily quota limit'),
    );
    await expect(
      new WechatMiniProgramLinks({ ...APP, apiUrl: 'http://127.0.0.1:1' }, clock).generateScheme(target),
    ).rejects.toBeInstanceOf(MiniProgramLinkError);
  });
});
