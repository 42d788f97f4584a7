import { expect, type Browser, type Page } from '@playwright/test';
import { apiPaths, TOKEN_COOKIE, type LoginResult } from '../../../src/schemas/api';
import { SESSION_KEYS } from '../../../src/session/session';
import type { SeededServer } from '../../support/seededServer';
import { DEMO_PASSWORD } from '../fixtures';

/** A page of the server's origin with no script, on which the browser's copy of a session is written. */
const BLANK_PATH = '/__e2e-session';

/** /user/login as a person uses it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/user/login');
  }

  async fill(loginName: string, password: string): Promise<void> {
    await this.page.getByLabel('账号/邮箱').fill(loginName);
    await this.page.getByLabel('密码', { exact: true }).fill(password);
  }

  async submit(loginName: string, password = DEMO_PASSWORD): Promise<void> {
    await this.fill(loginName, password);
    await this.page.getByRole('button', { name: '登录' }).click();
  }

  /** A second person at another browser (a context of its own), signed in. */
  static async inNewContext(browser: Browser, baseURL: string, loginName: string): Promise<Page> {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const page = await context.newPage();
    await new LoginPage(page).signIn(loginName);
    return page;
  }

  /** Signs in on the login page, as a person does, and waits to leave it. */
  async signInThroughForm(loginName: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open();
    await this.submit(loginName, password);
    await this.page.waitForURL((url) => url.pathname !== '/user/login');
  }

  /**
   * Signs in for a test whose subject lies beyond the sign-in: the login call the login page makes (refused, like
   * the page, when the account is signed in elsewhere), the session kept where the page keeps it, then `to` (the
   * account's landing page by default). The login page itself is tested through its form (login.spec.ts); this
   * spares every other test loading and filling it, seconds of a busy machine each time.
   */
  async signIn(loginName: string, password = DEMO_PASSWORD, to = '/'): Promise<void> {
    const response = await this.page.request.post(apiPaths.login, {
      data: { loginName, password, encrypted: false, isForceLogin: 0 },
    });
    const answer = (await response.json()) as { errCode: number; errInfo?: string; result?: LoginResult };
    if (answer.errCode !== 0 || !answer.result)
      throw new Error(`signing in ${loginName} was refused: ${answer.errCode} ${answer.errInfo ?? ''}`);
    const { token, agent, sysRoles } = answer.result;
    const origin = new URL(response.url()).origin;
    await this.page
      .context()
      .addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: origin, sameSite: 'Lax' }]);
    await this.page.route(`${origin}${BLANK_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title></title>' }),
    );
    await this.page.goto(BLANK_PATH);
    await this.page.evaluate(
      ({ keys, stored }) => {
        localStorage.setItem(keys.agent, stored.agent);
        localStorage.setItem(keys.roles, stored.roles);
        sessionStorage.removeItem(keys.urlLogin);
      },
      { keys: SESSION_KEYS, stored: { agent: JSON.stringify(agent), roles: JSON.stringify(sysRoles) } },
    );
    await this.page.unroute(`${origin}${BLANK_PATH}`);
    await this.page.goto(to);
    await this.page.waitForURL((url) => url.pathname !== '/user/login' && url.pathname !== '/');
  }

  /**
   * Signs an agent in and waits until its page has told the server it is online, a moment after the
   * sign-in: a customer calling before that hears that nobody is online (or that it is off hours).
   */
  async signInOnline(server: SeededServer, loginName: string): Promise<void> {
    await this.signIn(loginName);
    await expect
      .poll(
        async () =>
          (
            await server.ctx.db
              .selectFrom('agents')
              .select('online')
              .where('loginName', '=', loginName)
              .executeTakeFirst()
          )?.online,
      )
      .toBe(true);
  }

  dialog() {
    return this.page.getByRole('dialog');
  }
}
