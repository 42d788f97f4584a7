import { expect, type Page } from '@playwright/test';

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

  menu() {
    return this.page.getByRole('navigation', { name: 'menu' });
  }

  menuEntry(name: string) {
    return this.menu().getByRole('menuitem', { name, exact: true });
  }

  /** The entries the menu shows, with the path each opens. */
  async menuEntries(): Promise<{ name: string; path: string }[]> {
    await this.menu().getByRole('menuitem').first().waitFor();
    return this.menu()
      .getByRole('menuitem')
      .evaluateAll((nodes) =>
        nodes.map((n) => ({
          name: n.textContent?.trim() ?? '',
          path: new URL((n as HTMLAnchorElement).href).pathname,
        })),
      );
  }

  /** A page of the product is open at the path: it stays there, inside the layout, with its content and no error. */
  async expectBuiltPage(path: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
    const main = this.page.locator('#main-content');
    await expect(main.locator('table, form, [role="tablist"], [role="tab"], [role="list"]').first()).toBeVisible();
    await expect(main).not.toContainText(/即将上线|没有权限|出错了/);
    await expect(this.page).toHaveURL((url) => url.pathname === path);
  }
}
