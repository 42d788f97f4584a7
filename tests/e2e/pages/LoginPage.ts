import { expect, type Browser, type Page } from '@playwright/test';
import type { SeededServer } from '../../support/seededServer';
import { DEMO_PASSWORD } from '../fixtures';

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

  /** Signs in and waits to leave the login page. */
  async signIn(loginName: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open();
    await this.submit(loginName, password);
    await this.page.waitForURL((url) => url.pathname !== '/user/login');
  }

  /**
   * Signs an agent in and waits until its page has told the server it is online, a moment after the
   * sign-in: a customer calling before that hears that nobody is online (or that it is off hours).
   */
  async signInOnline(server: SeededServer, loginName: string): Promise<void> {
    await this.signIn(loginName);
    await expect.poll(async () => (await server.ctx.db.selectFrom('agents').select('online').where('loginName', '=', loginName).executeTakeFirst())?.online).toBe(true);
  }

  dialog() {
    return this.page.getByRole('dialog');
  }
}
