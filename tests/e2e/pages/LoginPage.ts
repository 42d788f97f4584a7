import type { Page } from '@playwright/test';
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

  /** Signs in and waits to leave the login page. */
  async signIn(loginName: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open();
    await this.submit(loginName, password);
    await this.page.waitForURL((url) => url.pathname !== '/user/login');
  }

  dialog() {
    return this.page.getByRole('dialog');
  }
}
