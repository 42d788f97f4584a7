import type { Page } from '@playwright/test';

/** The host's members list in the agent's hall footer. */
export class MembersView {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: '成员', exact: true }).click();
  }

  member(userId: string) {
    return this.page.getByTestId('members').locator(`[data-testid="member"][data-user-id="${userId}"]`);
  }

  button(name: string) {
    return this.page.getByTestId('members').getByRole('button', { name, exact: true });
  }
}
