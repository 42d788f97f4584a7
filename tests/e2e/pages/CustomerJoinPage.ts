import { expect, type Page } from '@playwright/test';
import { agreeToRecording } from './CallPages';

/** /customer/join on a phone: the customer types the number the agent read out. */
export class CustomerJoinPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await agreeToRecording(this.page);
    await this.page.goto('/customer/join');
    await expect(this.page.getByRole('heading', { name: '加入会议' })).toBeVisible();
  }

  async join(number: string): Promise<void> {
    await this.page.getByLabel('会议号').fill(number);
    await this.page.getByRole('button', { name: '加入', exact: true }).click();
  }

  /** The refusal shown under the field. */
  refusal() {
    return this.page.locator('.MuiFormHelperText-root');
  }
}
