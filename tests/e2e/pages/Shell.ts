import type { Page } from '@playwright/test';

/** The main layout: menu groups, header and user menu. */
export class Shell {
  constructor(readonly page: Page) {}

  menuGroups() {
    return this.page.locator('[data-menu-group]');
  }

  async menuGroupNames(): Promise<string[]> {
    await this.menuGroups().first().waitFor();
    return this.menuGroups().evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu-group') ?? ''));
  }

  async openUserMenu(): Promise<void> {
    await this.page.getByRole('button', { name: '个人中心' }).click();
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: '退出登录' }).click();
  }
}
