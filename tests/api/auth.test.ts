import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/services/passwords';
import { DEVICE_COOKIE } from '../../server/services/signInGuard';
import { databaseKinds } from '../support/databases';
import { DEMO_PASSWORD, encryptPassword, startTestApp, type TestApp } from '../support/testApp';

const WRONG = '密码错误，请重新输入，密码错误超过9次系统将自动锁定';
const LOCKED = '密码错误次数过多，账号已被锁定，请联系管理员解冻';
const DISABLED = '账号已被禁用，请联系管理员';

describe.each(databaseKinds)('sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with the database in use and the stand-ins serving', async () => {
    const answer = await t.call<{ db: string; version: string }>('GET', '/api/health');
    expect(answer).toEqual({
      errCode: 0,
      result: {
        db: kind,
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        simulators: ['callService', 'wecom', 'dialogManager', 'miniProgram', 'insurance', 'identityProvider'],
      },
    });
  });

  it('signs in with a plain password, returning the agent, its roles and a token cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { loginName: 'demo_agent1', password: DEMO_PASSWORD, encrypted: false },
    });
    const body = response.json();
    expect(body.errCode).toBe(0);
    expect(body.result.agent).toMatchObject({
      loginName: 'demo_agent1',
      agentRole: { level: '1' },
      tenant: { code: 'demo' },
    });
    expect(body.result.agent).not.toHaveProperty('passwordHash');
    expect(body.result.sysRoles.map((r: { level: string }) => r.level)).toEqual(['1']);
    expect(response.cookies.find((c) => c.name === 'token')?.value).toBe(body.result.token);
  });

  it('signs in with a password encrypted under the public key', async () => {
    const key = await t.call<{ publicKey: string }>('GET', '/api/auth/publicKey');
    expect(key.result?.publicKey).toContain('BEGIN PUBLIC KEY');
    const answer = await t.login('demo_agent2', encryptPassword(key.result?.publicKey ?? '', DEMO_PASSWORD), {
      encrypted: true,
    });
    expect(answer.errCode).toBe(0);
    const garbage = await t.login('demo_agent2', 'bm90IGNpcGhlcnRleHQ=', { encrypted: true, isForceLogin: 1 });
    expect(garbage).toMatchObject({ errCode: 400 });
  });

  it('answers a wrong password alike for an unknown, a locked and a disabled account, and only the right one hears why', async () => {
    await t.ctx.db
      .updateTable('agents')
      .set({ lockedAt: new Date(), failedLogins: 9 })
      .where('loginName', '=', 'acme_tadmin')
      .execute();
    await t.ctx.db.updateTable('agents').set({ status: false }).where('loginName', '=', 'demo_oadmin').execute();
    for (const loginName of ['sysadmin', 'nobody_here', 'acme_tadmin', 'demo_oadmin']) {
      expect(await t.login(loginName, 'Wrong@12345'), loginName).toEqual({ errCode: 519, errInfo: WRONG });
    }
    expect(await t.login('acme_tadmin')).toEqual({ errCode: 518, errInfo: LOCKED });
    expect(await t.login('demo_oadmin')).toEqual({ errCode: 518, errInfo: DISABLED });
    await t.ctx.db
      .updateTable('agents')
      .set({ lockedAt: null, failedLogins: 0 })
      .where('loginName', '=', 'acme_tadmin')
      .execute();
    await t.ctx.db.updateTable('agents').set({ status: true }).where('loginName', '=', 'demo_oadmin').execute();
  });

  it('takes as long over an unknown account as over a wrong password, checking a hash either way', async () => {
    const timed = async (loginName: string) => {
      const started = performance.now();
      expect((await t.login(loginName, 'Wrong@12345')).errCode).toBe(519);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    await timed('nobody_at_all');
    const unknown: number[] = [];
    const known: number[] = [];
    // In turns, so a busy moment of the machine weighs on both; demo_tadmin stays below the lock.
    for (let i = 0; i < 7; i++) {
      unknown.push(await timed(`nobody_${i}`));
      known.push(await timed('demo_tadmin'));
    }
    const ratio = median(unknown) / median(known);
    expect(
      ratio,
      `unknown ${median(unknown).toFixed(1)} ms, wrong password ${median(known).toFixed(1)} ms`,
    ).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
    expect((await t.login('demo_tadmin', DEMO_PASSWORD, { isForceLogin: 1 })).errCode).toBe(0);
  });

  it('asks for the account and the password in Chinese and changes nothing', async () => {
    const answer = await t.call('POST', '/api/login', { body: { loginName: '', password: '' } });
    expect(answer).toMatchObject({
      errCode: 400,
      result: { fields: { loginName: '请输入账号/邮箱', password: '请输入密码' } },
    });
    const missing = await t.call('POST', '/api/login', { body: {} });
    expect(missing).toMatchObject({
      errCode: 400,
      result: { fields: { loginName: '请输入账号/邮箱', password: '请输入密码' } },
    });
  });

  it('locks an account after 9 consecutive failures, telling only the right password, until an admin unlocks it', async () => {
    for (let i = 1; i <= 9; i++)
      expect(await t.login('acme_agent1', `Wrong@${i}xyz`)).toEqual({ errCode: 519, errInfo: WRONG });
    const lockedAnswer = { errCode: 518, errInfo: LOCKED };
    expect(await t.login('acme_agent1', DEMO_PASSWORD)).toEqual(lockedAnswer);
    expect(await t.login('acme_agent1', 'Wrong@10xyz')).toEqual({ errCode: 519, errInfo: WRONG });

    const agentToken = await t.tokenFor('demo_agent1');
    const acmeAgent = await t.ctx.agents.findForLogin('acme_agent1');
    const byAgent = await t.call('POST', '/api/auth/unlock', { token: agentToken, body: { agentId: acmeAgent?.id } });
    expect(byAgent.errCode).toBe(403);
    const otherTenant = await t.call('POST', '/api/auth/unlock', {
      token: await t.tokenFor('demo_tadmin'),
      body: { agentId: acmeAgent?.id },
    });
    expect(otherTenant.errCode).toBe(404);
    expect(await t.login('acme_agent1', DEMO_PASSWORD)).toEqual(lockedAnswer);

    const unlocked = await t.call('POST', '/api/auth/unlock', {
      token: await t.tokenFor('acme_tadmin'),
      body: { agentId: acmeAgent?.id },
    });
    expect(unlocked).toEqual({ errCode: 0, errInfo: '解冻成功' });
    expect((await t.login('acme_agent1', DEMO_PASSWORD, { isForceLogin: 1 })).errCode).toBe(0);
  });

  it('counts failures per account and resets them on success', async () => {
    for (let i = 0; i < 8; i++) await t.login('demo_agent3', 'Wrong@12345');
    expect((await t.login('demo_agent3', DEMO_PASSWORD, { isForceLogin: 1 })).errCode).toBe(0);
    for (let i = 0; i < 8; i++) expect((await t.login('demo_agent3', 'Wrong@12345')).errCode).toBe(519);
    expect((await t.login('demo_agent2', 'Wrong@12345')).errCode).toBe(519);
    expect((await t.login('demo_agent3', DEMO_PASSWORD, { isForceLogin: 1 })).errCode).toBe(0);
  });

  it('answers 511 while another session is active, and a forced login revokes the other', async () => {
    const first = await t.tokenFor('vs_agent1');
    const second = await t.login('vs_agent1');
    expect(second).toEqual({ errCode: 511, errInfo: '该账号已在其他设备登录，确认要继续登录吗?' });
    expect((await t.call('GET', '/api/agents/list', { token: first })).errCode).toBe(0);

    const forced = await t.login('vs_agent1', DEMO_PASSWORD, { isForceLogin: 1 });
    expect(forced.errCode).toBe(0);
    expect((await t.call('GET', '/api/agents/list', { token: first })).errCode).toBe(513);
    expect((await t.call('GET', '/api/agents/list', { token: forced.result?.token })).errCode).toBe(0);
  });

  it('refuses a disabled account with 518 and ends its sessions at once', async () => {
    const token = await t.tokenFor('demo_agent2');
    await t.ctx.db.updateTable('agents').set({ status: false }).where('loginName', '=', 'demo_agent2').execute();
    expect((await t.call('GET', '/api/agents/list', { token })).errCode).toBe(513);
    expect(await t.login('demo_agent2')).toEqual({ errCode: 518, errInfo: DISABLED });
    expect(await t.login('demo_agent2', 'Wrong@12345')).toEqual({ errCode: 519, errInfo: WRONG });
    await t.ctx.db.updateTable('agents').set({ status: true }).where('loginName', '=', 'demo_agent2').execute();
  });

  it('ends the sessions of a disabled tenant', async () => {
    const token = await t.tokenFor('vs_agent1');
    await t.ctx.db.updateTable('tenants').set({ status: false }).where('code', '=', 'cmb_videoSells').execute();
    expect((await t.call('GET', '/api/agents/list', { token })).errCode).toBe(513);
    expect(await t.login('vs_agent1')).toEqual({ errCode: 518, errInfo: DISABLED });
    expect((await t.login('vs_agent1', 'Wrong@12345')).errCode).toBe(519);
    await t.ctx.db.updateTable('tenants').set({ status: true }).where('code', '=', 'cmb_videoSells').execute();
  });

  it('answers 513 for a missing, unknown, logged-out, idle or expired token', async () => {
    expect(await t.call('GET', '/api/agents/list')).toEqual({ errCode: 513, errInfo: '登录已失效，请重新登录' });
    expect((await t.call('GET', '/api/agents/list', { token: 'made-up' })).errCode).toBe(513);

    const token = await t.tokenFor('demo_oadmin');
    expect(await t.call('POST', '/api/logout', { token })).toEqual({ errCode: 0, errInfo: '退出登录成功' });
    expect((await t.call('GET', '/api/agents/list', { token })).errCode).toBe(513);

    const idle = await t.tokenFor('demo_oadmin');
    const idleMinutes = t.config.sessionIdleMinutes + 1;
    await t.ctx.db
      .updateTable('sessions')
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${idleMinutes})` })
      .where('revokedAt', 'is', null)
      .execute();
    expect((await t.call('GET', '/api/agents/list', { token: idle })).errCode).toBe(513);

    const old = await t.tokenFor('demo_oadmin');
    await t.ctx.db
      .updateTable('sessions')
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where('revokedAt', 'is', null)
      .execute();
    expect((await t.call('GET', '/api/agents/list', { token: old })).errCode).toBe(513);
  });

  it('gives a password that no longer meets the rules a session that may only change it or log out (517)', async () => {
    await t.ctx.db
      .updateTable('agents')
      .set({ passwordHash: await hashPassword('weakpass') })
      .where('loginName', '=', 'demo_agent3')
      .execute();
    const answer = await t.login('demo_agent3', 'weakpass', { isForceLogin: 1 });
    expect(answer).toMatchObject({
      errCode: 517,
      errInfo: '您的密码不符合规则，请修改密码',
      result: { token: expect.any(String) },
    });
    const token = answer.result?.token ?? '';
    expect((await t.call('GET', '/api/agents/list', { token })).errCode).toBe(517);

    const weak = await t.call('PUT', '/api/agents/profile', {
      token,
      body: { oldPassword: 'weakpass', password: 'stillweak' },
    });
    expect(weak).toMatchObject({
      errCode: 400,
      result: { fields: { password: '密码需包含大小写字母、数字、非字母字符，最少三种' } },
    });
    const changed = await t.call('PUT', '/api/agents/profile', {
      token,
      body: { oldPassword: 'weakpass', password: 'Better#2026' },
    });
    expect(changed).toEqual({ errCode: 0, errInfo: '密码修改成功' });
    expect((await t.call('GET', '/api/agents/list', { token })).errCode).toBe(0);
  });

  it('changes one own password only with the old one, and ends the other sessions', async () => {
    const other = await t.tokenFor('demo_agent1');
    const key = (await t.call<{ publicKey: string }>('GET', '/api/auth/publicKey')).result?.publicKey ?? '';
    await t.login('demo_agent1', encryptPassword(key, DEMO_PASSWORD), { encrypted: true, isForceLogin: 1 });
    expect((await t.call('GET', '/api/agents/list', { token: other })).errCode).toBe(513);

    const third = await t.tokenFor('demo_agent1');
    const wrongOld = await t.call('PUT', '/api/agents/profile', {
      token: third,
      body: { oldPassword: 'Nope@12345', password: 'Fresh#2026', encrypted: false },
    });
    expect(wrongOld).toMatchObject({ errCode: 400, result: { fields: { oldPassword: '原密码错误' } } });
    const sameAsName = await t.call('PUT', '/api/agents/profile', {
      token: third,
      body: { oldPassword: DEMO_PASSWORD, password: 'demo_agent1' },
    });
    expect(sameAsName).toMatchObject({ errCode: 400, result: { fields: { password: '密码和用户名不能相同' } } });
    const someoneElse = await t.call('PUT', '/api/agents/profile', {
      token: third,
      body: {
        agentId: (await t.ctx.agents.findForLogin('demo_agent2'))?.id,
        oldPassword: DEMO_PASSWORD,
        password: 'Fresh#2026',
      },
    });
    expect(someoneElse.errCode).toBe(403);

    const fourth = await t.tokenFor('demo_agent1');
    const done = await t.call('PUT', '/api/agents/profile', {
      token: fourth,
      body: {
        oldPassword: encryptPassword(key, DEMO_PASSWORD),
        password: encryptPassword(key, 'Fresh#2026'),
        encrypted: true,
      },
    });
    expect(done).toEqual({ errCode: 0, errInfo: '密码修改成功' });
    expect((await t.login('demo_agent1', DEMO_PASSWORD, { isForceLogin: 1 })).errCode).toBe(519);
    expect((await t.login('demo_agent1', 'Fresh#2026', { isForceLogin: 1 })).errCode).toBe(0);
  });

  it('keeps the envelope on unknown routes and malformed bodies', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errCode: 404, errInfo: '接口不存在' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginName":',
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toMatchObject({ errCode: 400 });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ loginName: 'x', password: 'y'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ errCode: 413 });
  });
});

describe.each(databaseKinds)("a platform admin's lock on %s", (kind) => {
  let t: TestApp;
  let now = new Date();
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  const failNine = async (loginName: string) => {
    for (let i = 1; i <= 9; i++) expect((await t.login(loginName, `Wrong@${i}xyz`)).errCode).toBe(519);
  };
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs out 15 minutes after it was set, and counting starts again', async () => {
    await failNine('sysadmin');
    expect(await t.login('sysadmin', DEMO_PASSWORD)).toEqual({ errCode: 518, errInfo: LOCKED });
    later(14);
    expect(await t.login('sysadmin', DEMO_PASSWORD)).toEqual({ errCode: 518, errInfo: LOCKED });
    later(1);
    expect(await t.login('sysadmin', 'Wrong@10xyz')).toEqual({ errCode: 519, errInfo: WRONG });
    expect((await t.login('sysadmin', DEMO_PASSWORD, { isForceLogin: 1 })).errCode).toBe(0);
    await failNine('sysadmin');
    expect(await t.login('sysadmin', DEMO_PASSWORD)).toEqual({ errCode: 518, errInfo: LOCKED });
  });

  it('does not run out for other accounts locked from their own browser, which an admin unlocks', async () => {
    const fromOwnBrowser = async (password: string, device?: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { loginName: 'demo_tadmin', password, encrypted: false, isForceLogin: 1 },
        ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
      });
      return {
        answer: response.json<{ errCode: number; errInfo: string }>(),
        device: response.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? '',
      };
    };
    const { device } = await fromOwnBrowser(DEMO_PASSWORD);
    for (let i = 1; i <= 9; i++) expect((await fromOwnBrowser(`Wrong@${i}xyz`, device)).answer.errCode).toBe(519);
    later(24 * 60);
    expect((await fromOwnBrowser(DEMO_PASSWORD, device)).answer).toEqual({ errCode: 518, errInfo: LOCKED });
  });
});

describe('sign-in by URL token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an admin mint a single-use token for an agent in scope, which signs that agent in once', async () => {
    const admin = await t.tokenFor('demo_tadmin');
    const agent = await t.ctx.agents.findForLogin('demo_agent1');
    const minted = await t.call<{ token: string; url: string }>('POST', '/api/auth/secretFreeToken', {
      token: admin,
      body: { agentId: agent?.id },
    });
    expect(minted.result?.url).toBe(`/secretfreelogin?token=${encodeURIComponent(minted.result?.token ?? '')}`);

    const first = await t.call<{ agent: { loginName: string }; token: string }>('POST', '/api/auth/secretFreeLogin', {
      body: { token: minted.result?.token },
    });
    expect(first).toMatchObject({ errCode: 0, result: { agent: { loginName: 'demo_agent1' } } });
    expect((await t.call('GET', '/api/agents/list', { token: first.result?.token })).errCode).toBe(0);
    const again = await t.call('POST', '/api/auth/secretFreeLogin', { body: { token: minted.result?.token } });
    expect(again).toEqual({ errCode: 518, errInfo: '登录链接无效或已过期，请重新获取' });
  });

  it('refuses agents, other tenants, higher roles and expired tokens', async () => {
    const ids = Object.fromEntries(
      (await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute()).map((r) => [r.loginName, r.id]),
    );
    const byAgent = await t.call('POST', '/api/auth/secretFreeToken', {
      token: await t.tokenFor('demo_agent2'),
      body: { agentId: ids.demo_agent1 },
    });
    expect(byAgent.errCode).toBe(403);
    const oadmin = await t.tokenFor('demo_oadmin');
    expect(
      (await t.call('POST', '/api/auth/secretFreeToken', { token: oadmin, body: { agentId: ids.demo_tadmin } }))
        .errCode,
    ).toBe(404);
    const tadmin = await t.tokenFor('demo_tadmin');
    expect(
      (await t.call('POST', '/api/auth/secretFreeToken', { token: tadmin, body: { agentId: ids.acme_agent1 } }))
        .errCode,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/auth/secretFreeToken', { token: tadmin, body: { agentId: ids.sysadmin } })).errCode,
    ).toBe(404);

    const minted = await t.call<{ token: string }>('POST', '/api/auth/secretFreeToken', {
      token: tadmin,
      body: { agentId: ids.demo_agent3 },
    });
    await t.ctx.db
      .updateTable('urlLoginTokens')
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .execute();
    expect((await t.call('POST', '/api/auth/secretFreeLogin', { body: { token: minted.result?.token } })).errCode).toBe(
      518,
    );
  });
});
