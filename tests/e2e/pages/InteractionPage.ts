import { expect, type Locator, type Page } from '@playwright/test';

/** /interactionTemplate/configDetail as a person uses it: pictures by their group, outcomes by their section. */
export class InteractionPage {
  constructor(readonly page: Page) {}

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Picks the named picture of a picture list (询问背景, 询问卡片, 否定回答卡片, …). */
  async choosePicture(list: string, picture: string): Promise<void> {
    await this.page.getByRole('group', { name: list }).getByRole('button', { name: picture }).click();
  }

  outcome(kind: 'yes' | 'no' | 'default'): Locator {
    return this.page.getByTestId(`outcome-${kind}`);
  }

  /** Sets an outcome's keywords through its options dialog. */
  async setKeywords(kind: 'yes' | 'no' | 'default', words: readonly string[]): Promise<void> {
    await this.outcome(kind).getByRole('button', { name: '设置关键词' }).click();
    const dialog = this.page.getByRole('dialog');
    for (const word of words) {
      await dialog.getByLabel('关键词').fill(word);
      await dialog.getByLabel('关键词').press('Enter');
    }
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    for (const word of words) await expect(this.outcome(kind).getByText(word, { exact: true })).toBeVisible();
  }
}
