import { expect, type Page } from '@playwright/test';

/** /accountSetting: the users list and its create and edit forms. */
export class UsersPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/accountSetting');
    await expect(this.page.getByTestId('list-total')).toBeVisible();
  }

  rows() {
    return this.page.locator('tbody tr');
  }

  async openCreate(): Promise<void> {
    await this.page.getByRole('link', { name: '新建' }).click();
    await expect(this.page.getByRole('heading', { name: '新建用户' })).toBeVisible();
  }

  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async chooseRole(roleName: string): Promise<void> {
    await this.page.getByRole('combobox', { name: /^角色/ }).click();
    await this.page.getByRole('option', { name: roleName }).click();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: '确定' }).click();
  }
}
