import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginResult } from '../../src/schemas/api';
import { ssoPaths, ssoSignOnPaths, ssoTexts, type SsoKind, type SsoProviderList } from '../../src/schemas/sso';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/**
 * A browser of its own: follows redirects by hand and keeps the cookies each host sets, so the local identity
 * provider's session and interaction cookies travel as a browser's would.
 */
class Browser {
  private readonly cookies = new Map<string, string>();

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /** Follows redirects until an address on `until` (our callback page) or a page is reached. */
  async follow(url: string, until: string): Promise<{ url: string; response?: Response }> {
    let next = url;
    for (let hops = 0; hops < 10; hops += 1) {
      if (next.startsWith(until)) return { url: next };
      const response = await this.go(next);
      const location = response.headers.get('location');
      if (!location) return { url: next, response };
      next = new URL(location, next).toString();
    }
    throw new Error('too many redirects');
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe.each(databaseKinds)('single sign-on through the local identity provider on %s', (kind) => {
  let t: TestApp;
  let base = '';
  let adminToken = '';

  const post = async <T>(path: string, body: unknown, token?: string): Promise<Envelope<T>> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };

  /** A person picks `account` (a directory entry, or a typed name) at the provider; answers the provider's code. */
  async function throughProvider(
    tenant: string,
    pick: { account?: string; name?: string },
    kindOf: SsoKind = 'huawei',
  ): Promise<{ code: string; state: string; iss: string }> {
    const started = await post<{ url: string }>(ssoPaths.start, { tenant, kind: kindOf });
    expect(started.errCode, started.errInfo).toBe(0);
    const browser = new Browser();
    const callback = `${base}/user/sso/${kindOf}`;
    const page = await browser.follow(started.result!.url, callback);
    const html = await page.response!.text();
    expect(html).toContain('请求验证您的身份');
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const form = new URLSearchParams(pick.account ? { account: pick.account } : { name: pick.name ?? '' });
    const submitted = await browser.go(new URL(action, base).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const landed = await browser.follow(new URL(submitted.headers.get('location')!, base).toString(), callback);
    const answer = new URL(landed.url);
    expect(answer.pathname).toBe(`/user/sso/${kindOf}`);
    const [code, state, iss] = ['code', 'state', 'iss'].map((name) => answer.searchParams.get(name) ?? '');
    return { code: code!, state: state!, iss: iss! };
  }

  const agentNamed = (loginName: string) =>
    t.ctx.db.selectFrom('agents').selectAll().where('loginName', '=', loginName).executeTakeFirst();

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    adminToken = await t.tokenFor('demo_tadmin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers the demo company its sign-on and others none', async () => {
    expect((await t.call(`GET`, `${ssoPaths.offered}?tenant=demo`)).result).toEqual({ kinds: ['huawei'] });
    expect((await t.call(`GET`, `${ssoPaths.offered}?tenant=acme`)).result).toEqual({ kinds: [] });
    expect(await post(ssoPaths.start, { tenant: 'nosuch', kind: 'huawei' })).toMatchObject({
      errInfo: ssoTexts.unknownTenant,
    });
    expect(await post(ssoPaths.start, { tenant: 'acme', kind: 'huawei' })).toMatchObject({
      errInfo: ssoTexts.notOffered,
    });
  });

  it('signs a bound agent in, with a session that works, and refuses the same answer twice', async () => {
    const answer = await throughProvider('demo', { account: 'staff-1001' });
    const signed = await post<LoginResult>(ssoSignOnPaths.huawei, answer);
    expect(signed).toMatchObject({ errCode: 0, errInfo: '登录成功' });
    expect(signed.result!.agent.loginName).toBe('demo_agent1');
    const me = await t.call<{ loginName: string }>('GET', `/api/agents/${signed.result!.agent._id}`, {
      token: signed.result!.token,
    });
    expect(me.result?.loginName).toBe('demo_agent1');
    expect(await post(ssoSignOnPaths.huawei, answer)).toMatchObject({ errCode: 518, errInfo: ssoTexts.expired });
    // The provider's account is bound: the next sign-in needs no login name claim.
    const bound = await t.ctx.db.selectFrom('ssoIdentities').selectAll().where('subject', '=', 'staff-1001').execute();
    expect(bound.map((row) => row.agentId)).toEqual([signed.result!.agent._id]);
  });

  it("refuses an answer sent to another kind's call, and one with a forged state", async () => {
    const answer = await throughProvider('demo', { account: 'staff-1002' });
    expect(await post(ssoSignOnPaths.zgye, answer)).toMatchObject({ errInfo: ssoTexts.expired });
    const other = await throughProvider('demo', { account: 'staff-1002' });
    expect(await post(ssoSignOnPaths.huawei, { ...other, state: 'forged' })).toMatchObject({
      errInfo: ssoTexts.expired,
    });
  });

  it('refuses an account the company has not opened, creating nothing', async () => {
    const before = await t.ctx.db.selectFrom('agents').select('id').execute();
    const answer = await throughProvider('demo', { account: 'staff-2001' });
    expect(await post(ssoSignOnPaths.huawei, answer)).toMatchObject({
      errCode: 518,
      errInfo: ssoTexts.notProvisioned,
    });
    expect(await t.ctx.db.selectFrom('agents').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a disabled account with the login page’s words', async () => {
    await t.ctx.db.updateTable('agents').set({ status: false }).where('loginName', '=', 'demo_agent3').execute();
    const answer = await throughProvider('demo', { account: 'staff-1003' });
    expect(await post(ssoSignOnPaths.huawei, answer)).toMatchObject({
      errCode: 518,
      errInfo: '账号已被禁用，请联系管理员',
    });
    await t.ctx.db.updateTable('agents').set({ status: true }).where('loginName', '=', 'demo_agent3').execute();
  });

  it("keeps the settings to the tenant's admins and never answers the secret", async () => {
    const agent = await t.tokenFor('demo_agent1');
    expect((await t.call('GET', ssoPaths.providers, { token: agent })).errCode).toBe(403);
    const listed = await t.call<SsoProviderList>('GET', ssoPaths.providers, { token: adminToken });
    expect(listed.result!.list.map((p) => [p.kind, p.configured, p.enabled])).toEqual([
      ['huawei', true, true],
      ['zgye', false, false],
      ['wxCorp', false, false],
    ]);
    expect(JSON.stringify(listed)).not.toContain('clientSecret');
    expect(listed.result!.localIssuer).toMatch(/\/oidc$/);
    const acme = await t.call<SsoProviderList>('GET', ssoPaths.providers, { token: await t.tokenFor('acme_tadmin') });
    expect(acme.result!.list.every((p) => !p.configured)).toBe(true);
  });

  it('refuses a setting it cannot use and changes nothing', async () => {
    const write = {
      kind: 'huawei',
      enabled: true,
      issuer: null,
      clientId: 'demo-huawei',
      matchClaim: 'preferred_username',
      autoCreate: true,
      defaultOrgId: null,
    };
    const put = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: ssoPaths.providers, headers: { 'access-token': adminToken }, payload: body });
    expect((await put(write)).json()).toMatchObject({ errCode: 400, errInfo: ssoTexts.noDefaultOrg });
    expect((await put({ ...write, autoCreate: false, issuer: 'ftp://idp' })).json()).toMatchObject({
      errInfo: ssoTexts.issuerInvalid,
    });
    expect((await put({ ...write, kind: 'zgye', autoCreate: false })).json()).toMatchObject({
      errInfo: ssoTexts.secretRequired,
    });
    const row = await t.ctx.db.selectFrom('ssoProviders').selectAll().execute();
    expect(row.map((r) => [r.kind, r.autoCreate])).toEqual([['huawei', false]]);
  });

  it('creates an unknown account in the default organisation when the company allows it', async () => {
    const org = await t.ctx.db
      .selectFrom('orgAccounts')
      .select('id')
      .where('orgName', '=', '上海分公司')
      .executeTakeFirstOrThrow();
    const saved = await t.app.inject({
      method: 'PUT',
      url: ssoPaths.providers,
      headers: { 'access-token': adminToken },
      payload: {
        kind: 'huawei',
        enabled: true,
        issuer: null,
        clientId: 'demo-huawei',
        clientSecret: '',
        matchClaim: 'preferred_username',
        autoCreate: true,
        defaultOrgId: org.id,
      },
    });
    expect(saved.json()).toMatchObject({ errCode: 0, errInfo: ssoTexts.saved });
    const signed = await post<LoginResult>(
      ssoSignOnPaths.huawei,
      await throughProvider('demo', { account: 'staff-2001' }),
    );
    expect(signed.errCode, signed.errInfo).toBe(0);
    const created = await agentNamed('newcomer01');
    expect(created).toMatchObject({ fullName: '周新', orgAccountId: org.id, status: true });
    expect(signed.result!.agent.agentRole.level).toBe('1');
    // The second time it is the same account.
    const again = await post<LoginResult>(
      ssoSignOnPaths.huawei,
      await throughProvider('demo', { account: 'staff-2001' }),
    );
    expect(again.result!.agent._id).toBe(created!.id);
  });

  it('says the provider is unreachable when a company names one that does not answer', async () => {
    await t.app.inject({
      method: 'PUT',
      url: ssoPaths.providers,
      headers: { 'access-token': adminToken },
      payload: {
        kind: 'zgye',
        enabled: true,
        issuer: 'http://127.0.0.1:9/realms/insurer',
        clientId: 'insurer-app',
        clientSecret: 's3cret',
        matchClaim: 'preferred_username',
        autoCreate: false,
        defaultOrgId: null,
      },
    });
    expect(await post(ssoPaths.start, { tenant: 'demo', kind: 'zgye' })).toMatchObject({
      errCode: 518,
      errInfo: ssoTexts.providerDown,
    });
  });
});

describe('without simulators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { simulators: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves no local provider, offers no sign-on that needs it, and refuses a setting without an issuer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await t.call('GET', `${ssoPaths.offered}?tenant=demo`)).result).toEqual({ kinds: [] });
    const start = await t.app.inject({
      method: 'POST',
      url: ssoPaths.start,
      payload: { tenant: 'demo', kind: 'huawei' },
    });
    expect(start.json()).toMatchObject({ errCode: 518, errInfo: ssoTexts.localOff });
    const admin = await t.tokenFor('demo_tadmin');
    const put = await t.app.inject({
      method: 'PUT',
      url: ssoPaths.providers,
      headers: { 'access-token': admin },
      payload: {
        kind: 'huawei',
        enabled: true,
        issuer: null,
        clientId: 'demo-huawei',
        matchClaim: 'preferred_username',
        autoCreate: false,
        defaultOrgId: null,
      },
    });
    expect(put.json()).toMatchObject({ errCode: 400, errInfo: ssoTexts.localOff });
  });
});
