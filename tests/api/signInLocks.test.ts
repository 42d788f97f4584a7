import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/services/signInGuard';
import { databaseKinds } from '../support/databases';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/testApp';

const WRONG = { errCode: 519, errInfo: '密码错误，请重新输入，密码错误超过9次系统将自动锁定' };
const LOCKED = { errCode: 518, errInfo: '密码错误次数过多，账号已被锁定，请联系管理员解冻' };

describe.each(databaseKinds)('locks after wrong passwords on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A sign-in from a browser holding `device` (the cookie a past sign-in left), or from a new one. */
  const signIn = async (path: string, loginName: string, password: string, device?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload: { loginName, password, encrypted: false, ...(path === '/api/login' ? { isForceLogin: 1 } : {}) },
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
    const body = response.json<{ errCode: number; errInfo?: string }>();
    return {
      answer: { errCode: body.errCode, errInfo: body.errInfo },
      device: response.cookies.find((c) => c.name === DEVICE_COOKIE)?.value,
    };
  };
  const agent = (loginName: string, password: string, device?: string) =>
    signIn('/api/login', loginName, password, device);
  const bill = (loginName: string, password: string, device?: string) =>
    signIn('/api/billAccount/login', loginName, password, device);
  /** The user's own browser: it signed in with the right password once. */
  const ownDevice = async (loginName: string, via = agent) => {
    const first = await via(loginName, DEMO_PASSWORD);
    expect(first.answer.errCode).toBeLessThan(500);
    return first.device ?? '';
  };
  const failNine = async (via: typeof agent, loginName: string, device?: string) => {
    for (let i = 1; i <= 9; i++) expect((await via(loginName, `Wrong@${i}xyz`, device)).answer).toEqual(WRONG);
  };
  const unlock = async (loginName: string) => {
    const target = await t.ctx.agents.findForLogin(loginName);
    return t.call('POST', '/api/auth/unlock', { token: await t.tokenFor('sysadmin'), body: { agentId: target?.id } });
  };

  it("an outsider's nine wrong passwords keep out only unknown browsers, and for 15 minutes at most", async () => {
    const device = await ownDevice('demo_agent1');
    await failNine(agent, 'demo_agent1');
    expect((await agent('demo_agent1', DEMO_PASSWORD)).answer).toEqual(LOCKED);
    expect((await agent('demo_agent1', 'Wrong@10xyz')).answer).toEqual(WRONG);
    expect((await agent('demo_agent1', DEMO_PASSWORD, device)).answer.errCode).toBe(0);

    later(14);
    expect((await agent('demo_agent1', DEMO_PASSWORD)).answer).toEqual(LOCKED);
    later(1);
    expect((await agent('demo_agent1', DEMO_PASSWORD)).answer.errCode).toBe(0);
    const listed = await t.call<{ list: { loginName: string; locked: boolean }[] }>(
      'GET',
      '/api/agents/list?loginName=demo_agent1',
      { token: await t.tokenFor('sysadmin') },
    );
    expect(listed.result?.list.find((row) => row.loginName === 'demo_agent1')?.locked).toBe(false);
  });

  it("locks again after each stranger's lock runs out, and never keeps the user's own browser out", async () => {
    const device = await ownDevice('demo_agent2');
    for (let round = 0; round < 3; round++) {
      await failNine(agent, 'demo_agent2');
      expect((await agent('demo_agent2', DEMO_PASSWORD)).answer).toEqual(LOCKED);
      expect((await agent('demo_agent2', DEMO_PASSWORD, device)).answer.errCode).toBe(0);
      later(15);
    }
  });

  it('treats the proof of another account, or a made-up one, as an unknown browser', async () => {
    const outsidersOwn = await ownDevice('demo_agent3');
    await failNine(agent, 'vs_agent1', outsidersOwn);
    expect((await agent('vs_agent1', DEMO_PASSWORD, 'x'.repeat(22))).answer).toEqual(LOCKED);
    later(15);
    expect((await agent('vs_agent1', DEMO_PASSWORD)).answer.errCode).toBe(0);
  });

  it("nine wrong passwords from the user's own browser lock the account until an admin unlocks it, as the spec says", async () => {
    const device = await ownDevice('acme_agent1');
    await failNine(agent, 'acme_agent1', device);
    expect((await agent('acme_agent1', DEMO_PASSWORD, device)).answer).toEqual(LOCKED);
    later(24 * 60);
    expect((await agent('acme_agent1', DEMO_PASSWORD, device)).answer).toEqual(LOCKED);
    expect((await agent('acme_agent1', DEMO_PASSWORD)).answer).toEqual(LOCKED);
    expect(await unlock('acme_agent1')).toEqual({ errCode: 0, errInfo: '解冻成功' });
    expect((await agent('acme_agent1', DEMO_PASSWORD, device)).answer.errCode).toBe(0);
  });

  it("an admin's unlock also lifts a stranger's lock at once", async () => {
    await failNine(agent, 'demo_oadmin');
    expect((await agent('demo_oadmin', DEMO_PASSWORD)).answer).toEqual(LOCKED);
    expect(await unlock('demo_oadmin')).toEqual({ errCode: 0, errInfo: '解冻成功' });
    expect((await agent('demo_oadmin', DEMO_PASSWORD)).answer.errCode).toBe(0);
  });

  it('holds billing accounts to the same rule', async () => {
    const device = await ownDevice('billing_demo', bill);
    await failNine(bill, 'billing_demo');
    expect((await bill('billing_demo', DEMO_PASSWORD)).answer).toEqual(LOCKED);
    expect((await bill('billing_demo', DEMO_PASSWORD, device)).answer.errCode).toBe(0);
    later(15);
    expect((await bill('billing_demo', DEMO_PASSWORD)).answer.errCode).toBe(0);

    await failNine(bill, 'billing_demo', device);
    later(24 * 60);
    expect((await bill('billing_demo', DEMO_PASSWORD, device)).answer).toEqual(LOCKED);
  });
});
