import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeQyapi, type FakeQyapi } from '../../../tests/support/fakeQyapi';
import { WecomApi } from './api';

const CORP = 'ww0123456789abcdef';
const SECRETS = { contacts: 'contact-secret', signIn: 'app-secret' };
const APP = { agentId: '1000002', secret: SECRETS.signIn };
const MEMBER = { userid: 'ZhangWei', name: '张伟', mobile: '13800000001', position: '客户经理', department: [1, 3] };

describe('the WeCom adapter at the qyapi boundary', () => {
  let fake: FakeQyapi;
  let api: WecomApi;
  beforeAll(async () => {
    fake = await startFakeQyapi(CORP, SECRETS, [MEMBER]);
    api = new WecomApi(CORP, SECRETS.contacts, APP, { api: fake.url });
  });
  afterAll(async () => {
    await fake.close();
  });

  it("sends a person to WeCom's QR login page, or inside WeCom to its OAuth page, with the corp, app and state", async () => {
    const request = { redirectUri: 'https://sales.example.com/user/loginWechat', state: 'abc123', tenantCode: 'demo' };
    const qr = new URL(await api.authorizeUrl({ ...request, inWecom: false }));
    expect(`${qr.origin}${qr.pathname}`).toBe('https://login.work.weixin.qq.com/wwlogin/sso/login');
    expect(Object.fromEntries(qr.searchParams)).toEqual({
      login_type: 'CorpApp',
      appid: CORP,
      agentid: APP.agentId,
      redirect_uri: request.redirectUri,
      state: 'abc123',
    });
    const oauth = new URL(await api.authorizeUrl({ ...request, inWecom: true }));
    expect(`${oauth.origin}${oauth.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(oauth.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(oauth.searchParams)).toEqual({
      appid: CORP,
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'abc123',
      agentid: APP.agentId,
    });
  });

  it("exchanges a code once through auth/getuserinfo with the sign-in app's token, and reads the member", async () => {
    fake.requests.length = 0;
    const code = fake.approve(MEMBER.userid);
    expect(await api.userIdForCode(code)).toBe('ZhangWei');
    expect(await api.userIdForCode(code)).toBeNull();
    expect(await api.userIdForCode(fake.approve({ openid: 'oOutsider' }))).toBeNull();
    expect(await api.member('ZhangWei')).toEqual({
      userId: 'ZhangWei',
      name: '张伟',
      mobile: '13800000001',
      position: '客户经理',
      department: [1, 3],
      avatar: null,
    });
    expect(await api.member('nobody')).toBeNull();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /cgi-bin/gettoken',
      'GET /cgi-bin/auth/getuserinfo',
      'GET /cgi-bin/auth/getuserinfo',
      'GET /cgi-bin/auth/getuserinfo',
      'GET /cgi-bin/user/get',
      'GET /cgi-bin/user/get',
    ]);
    expect(fake.requests[0]!.query).toEqual({ corpid: CORP, corpsecret: SECRETS.signIn });
    expect(fake.requests[1]!.query).toEqual({ access_token: expect.any(String), code });
  });

  it("lists the member's contacts and sends one a message with the contact secret's token", async () => {
    fake.requests.length = 0;
    expect(await api.contacts('ZhangWei')).toEqual([
      { externalUserId: 'wmAAA', name: '王先生' },
      { externalUserId: 'wmBBB', name: '李女士' },
    ]);
    const sent = await api.send({
      kind: 'mass',
      sender: 'ZhangWei',
      externalUserIds: ['wmAAA'],
      text: '您好',
      link: { title: '视频会议邀请', url: 'https://sales.example.com/j/1' },
    });
    expect(sent).toEqual({ externalId: expect.stringMatching(/^msg/), refused: [] });
    expect(fake.requests[0]!.query).toEqual({ corpid: CORP, corpsecret: SECRETS.contacts });
    expect(fake.requests.at(-1)!.body).toEqual({
      chat_type: 'single',
      external_userid: ['wmAAA'],
      sender: 'ZhangWei',
      text: { content: '您好' },
      attachments: [{ msgtype: 'link', link: { title: '视频会议邀请', url: 'https://sales.example.com/j/1' } }],
    });
  });

  it('refuses sign-in clearly without the sign-in app, and fails on a refusal it does not expect', async () => {
    const tasksOnly = new WecomApi(CORP, SECRETS.contacts, undefined, { api: fake.url });
    await expect(
      tasksOnly.authorizeUrl({ redirectUri: 'https://x/y', state: 's', tenantCode: 'demo', inWecom: false }),
    ).rejects.toMatchObject({ message: '企业微信登录未配置' });
    const wrongSecret = new WecomApi(CORP, SECRETS.contacts, { agentId: '1', secret: 'wrong' }, { api: fake.url });
    await expect(wrongSecret.userIdForCode('x')).rejects.toThrow(/gettoken: 40001/);
  });
});
