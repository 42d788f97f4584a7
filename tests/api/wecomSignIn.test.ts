import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/schemas/api';
import type { CorpContactList, CorpUserInfo, SimulatedMember } from '../../src/schemas/wecom';
import { databaseKinds } from '../support/databases';
import { ROOMY_RATE_LIMITS, startTestApp, type TestApp } from '../support/testApp';

const REFUSED = 518;

describe.each(databaseKinds)('WeCom sign-in and the WeCom calls on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin', 'sysadmin'])
      tokens[name] = await t.tokenFor(name);
    for (const row of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute())
      ids[row.loginName] = row.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const bind = (who: string, agent: string, wxUserId: string) =>
    t.call('POST', '/api/agents/bindWxUserId', { token: tokens[who], body: { agentId: ids[agent], wxUserId } });

  /** Starts a sign-in as a browser does: the address to approve at, and the state cookie it keeps. */
  const start = async (tenant: string) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/user/loginWechat/start', payload: { tenant } });
    const body = answer.json() as { errCode: number; errInfo?: string; result?: { url: string } };
    const cookie = answer.cookies.find((c) => c.name === 'wecomState');
    const url = new URL(body.result?.url ?? '/', 'http://local');
    return {
      body,
      cookie: cookie ? `wecomState=${cookie.value}` : '',
      url,
      state: url.searchParams.get('state') ?? '',
    };
  };
  /** The simulator's page: approving as a member answers the one-time code. */
  const approve = async (tenant: string, userId: string) =>
    (await t.call<{ code: string }>('POST', '/api/wecomSimulator/approve', { body: { tenant, userId } })).result
      ?.code ?? '';
  const finish = async (body: { code: string; state: string }, cookie: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/loginWechat',
      payload: body,
      headers: cookie ? { cookie } : {},
    });
    return { body: answer.json() as { errCode: number; errInfo?: string; result?: LoginResult }, answer };
  };

  it('binds a WeCom user id once per tenant, within the admin’s scope', async () => {
    expect(await bind('demo_tadmin', 'demo_agent1', 'zhangwei')).toMatchObject({ errCode: 0, errInfo: '绑定成功！' });
    expect(await bind('demo_oadmin', 'demo_agent2', 'zhangwei')).toMatchObject({
      errCode: 409,
      errInfo: '该企业微信账号已绑定其他用户',
    });
    // Another tenant may bind the same member id to its own agent; an admin of it may not reach demo's agents.
    expect((await bind('acme_tadmin', 'acme_agent1', 'zhangwei')).errCode).toBe(0);
    expect((await bind('acme_tadmin', 'demo_agent2', 'lisi')).errCode).toBe(404);
    expect((await bind('demo_agent1', 'demo_agent2', 'lisi')).errCode).toBe(403);
    expect(await bind('demo_tadmin', 'demo_agent2', 'not an id!')).toMatchObject({
      errCode: 400,
      errInfo: '请输入正确的企业微信账号',
    });
    expect(
      (
        await t.call<{ list: { _id: string; wxBound: boolean }[] }>('GET', '/api/agents/list?pageSize=50', {
          token: tokens.demo_tadmin,
        })
      ).result?.list
        .filter((a) => a.wxBound)
        .map((a) => a._id),
    ).toEqual([ids.demo_agent1]);
  });

  it('offers the tenant’s bound members and unbound ones on the simulator’s page', async () => {
    const members = (await t.call<{ list: SimulatedMember[] }>('GET', '/api/wecomSimulator/members?tenant=demo')).result
      ?.list;
    expect(members?.filter((m) => m.bound)).toEqual([{ userId: 'zhangwei', name: expect.any(String), bound: true }]);
    expect(members?.some((m) => !m.bound)).toBe(true);
    expect((await t.call('GET', '/api/wecomSimulator/members?tenant=nosuch')).errInfo).toBe('企业代码不存在');
    expect(
      await t.call('POST', '/api/wecomSimulator/approve', { body: { tenant: 'demo', userId: 'stranger' } }),
    ).toEqual({ errCode: REFUSED, errInfo: '企业微信成员不存在' });
  });

  it('signs a bound member in with the session the password gives, once per code and state', async () => {
    const started = await start('demo');
    expect(started.body.errCode).toBe(0);
    expect(started.url.pathname).toBe('/wecomSimulator/authorize');
    expect(started.url.searchParams.get('redirect_uri')).toMatch(/\/user\/loginWechat$/);
    expect(started.state).toMatch(/^[0-9a-f]{32}$/);
    const code = await approve('demo', 'zhangwei');
    const { body, answer } = await finish({ code, state: started.state }, started.cookie);
    expect(body).toMatchObject({ errCode: 0, result: { agent: { loginName: 'demo_agent1' } } });
    const token = body.result!.token;
    expect(answer.cookies.find((c) => c.name === 'token')?.value).toBe(token);
    expect((await t.call('GET', `/api/agents/${ids.demo_agent1}`, { token })).errCode).toBe(0);
    // Like the URL sign-in it takes over the session signed in before.
    expect((await t.call('GET', `/api/agents/${ids.demo_agent1}`, { token: tokens.demo_agent1 })).errCode).toBe(513);

    // The code and the state were spent by that sign-in.
    expect((await finish({ code, state: started.state }, started.cookie)).body).toEqual({
      errCode: REFUSED,
      errInfo: '企业微信授权已失效，请重新扫码登录',
    });
    const again = await start('demo');
    expect((await finish({ code, state: again.state }, again.cookie)).body.errInfo).toBe(
      '企业微信授权已失效，请重新扫码登录',
    );
  });

  it('refuses a state this browser did not start, an unknown code and an unbound member', async () => {
    const mine = await start('demo');
    const theirs = await start('demo');
    const code = await approve('demo', 'zhangwei');
    expect((await finish({ code, state: theirs.state }, mine.cookie)).body).toEqual({
      errCode: REFUSED,
      errInfo: '登录请求已失效，请重新发起企业微信登录',
    });
    expect((await finish({ code, state: mine.state }, '')).body.errInfo).toBe('登录请求已失效，请重新发起企业微信登录');
    const fresh = await start('demo');
    expect((await finish({ code: 'nosuchcode', state: fresh.state }, fresh.cookie)).body.errInfo).toBe(
      '企业微信授权已失效，请重新扫码登录',
    );
    const unbound = await start('demo');
    const member = (
      await t.call<{ list: SimulatedMember[] }>('GET', '/api/wecomSimulator/members?tenant=demo')
    ).result!.list.find((m) => !m.bound)!;
    expect(
      (await finish({ code: await approve('demo', member.userId), state: unbound.state }, unbound.cookie)).body,
    ).toEqual({ errCode: REFUSED, errInfo: '该企业微信账号未绑定系统账号，请联系管理员绑定' });
    expect((await start('nosuch')).body).toEqual({ errCode: REFUSED, errInfo: '企业代码不存在' });
    expect((await start('')).body).toMatchObject({ errCode: 400, errInfo: '请输入企业代码' });
  });

  it('signs in to the tenant the sign-in was started for', async () => {
    const started = await start('acme');
    const { body } = await finish({ code: await approve('acme', 'zhangwei'), state: started.state }, started.cookie);
    expect(body.result?.agent.loginName).toBe('acme_agent1');
  });

  it('unbinding ends the member’s sign-in', async () => {
    expect((await bind('acme_tadmin', 'acme_agent1', 'wangfang')).errCode).toBe(0);
    expect(
      (
        await t.call('POST', '/api/agents/unboundWxUserId', {
          token: tokens.acme_tadmin,
          body: { agentId: ids.acme_agent1 },
        })
      ).errCode,
    ).toBe(0);
    const started = await start('acme');
    expect((await approve('acme', 'wangfang')) === '').toBe(true);
    expect((await finish({ code: 'x', state: started.state }, started.cookie)).body.errCode).toBe(REFUSED);
  });

  it('answers the signed-in member’s info and contacts, and sends one contact a message', async () => {
    // The WeCom sign-ins above took over the session signed in first.
    tokens.demo_agent1 = await t.tokenFor('demo_agent1');
    const info = await t.call<CorpUserInfo>('GET', '/api/weixin/corpUserInfo', { token: tokens.demo_agent1 });
    expect(info.result).toMatchObject({ userId: 'zhangwei', corpId: 'wwsimulatedcorp' });
    expect(
      (await t.call('GET', '/api/weixin/corpUserInfo?userId=someoneelse', { token: tokens.demo_agent1 })).errCode,
    ).toBe(403);
    const contacts = await t.call<CorpContactList>('GET', '/api/weixin/corpContactList?corpId=x&appCode=y', {
      token: tokens.demo_agent1,
    });
    expect(contacts.result).toMatchObject({ corpId: 'wwsimulatedcorp', userId: 'zhangwei' });
    expect(contacts.result?.list.map((c) => c.name)).toContain('王先生');
    const sent = await t.call<{ msgid: string }>('POST', '/api/weixin/corpSendContactMessage', {
      token: tokens.demo_agent1,
      body: { externalUserId: 'wm_sim_1', content: '您好，邀请您加入视频会议', url: 'https://example.com/j' },
    });
    expect(sent).toMatchObject({ errCode: 0, errInfo: '发送成功，待成员在企业微信中确认发送' });
    expect(
      await t.call('POST', '/api/weixin/corpSendContactMessage', {
        token: tokens.demo_agent1,
        body: { externalUserId: 'wm_nobody', content: '您好' },
      }),
    ).toMatchObject({ errCode: 400, errInfo: '只能选择您的企业微信客户' });
    expect(
      await t.call('POST', '/api/weixin/corpSendContactMessage', {
        token: tokens.demo_agent1,
        body: { externalUserId: 'wm_sim_1', content: '  ' },
      }),
    ).toMatchObject({ errCode: 400, errInfo: '请输入发送内容' });
    expect((await t.call('GET', '/api/weixin/corpContactList')).errCode).toBe(513);
  });
});

describe.each(databaseKinds)('WeCom sign-in on a production server without WeCom on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { production: true, simulators: false, publicUrl: 'https://video.example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses with 企业微信未配置 and serves no simulator page calls', async () => {
    expect(await t.call('POST', '/api/user/loginWechat/start', { body: { tenant: 'demo' } })).toEqual({
      errCode: REFUSED,
      errInfo: '企业微信未配置',
    });
    const token = await t.tokenFor('demo_agent1');
    for (const path of ['/api/weixin/corpUserInfo', '/api/weixin/corpContactList'])
      expect(await t.call('GET', path, { token })).toEqual({ errCode: REFUSED, errInfo: '企业微信未配置' });
    for (const [method, url] of [
      ['GET', '/api/wecomSimulator/members?tenant=demo'],
      ['POST', '/api/wecomSimulator/approve'],
    ] as const)
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(404);
  });
});

describe('WeCom sign-in counts as sign-in for the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      rateLimits: { ...ROOMY_RATE_LIMITS, signInPerIp: { max: 3, windowSeconds: 60 } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses starts, finishes and approvals past signInPerIp from one address, together', async () => {
    const send = (url: string, payload: object, remoteAddress = '10.9.0.1') =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });
    expect((await send('/api/user/loginWechat/start', { tenant: 'demo' })).statusCode).toBe(200);
    expect((await send('/api/wecomSimulator/approve', { tenant: 'demo', userId: 'zhangxiaoming' })).statusCode).toBe(
      200,
    );
    expect((await send('/api/user/loginWechat', { code: 'x', state: 'y' })).statusCode).toBe(200);
    const refused = await send('/api/user/loginWechat/start', { tenant: 'demo' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errCode: 429, errInfo: '请求过于频繁，请稍后重试' });
    expect((await send('/api/user/loginWechat/start', { tenant: 'demo' }, '10.9.0.2')).statusCode).toBe(200);
  });
});
