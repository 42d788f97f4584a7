import { devices, expect, type Browser, type Page } from '@playwright/test';
import { AgentCallBox, CustomerCallPage } from './CallPages';
import type { SeededServer } from '../../support/seededServer';
import { LoginPage } from './LoginPage';

/** An answered call: the agent in the hall, the customer in the room on a phone. */
export async function answeredCall(page: Page, browser: Browser, server: SeededServer, customerName: string) {
  // Online before the customer calls: a tenant with nobody online refuses the call.
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  const customerPage = await phone.newPage();
  const customer = new CustomerCallPage(customerPage);
  await customer.open({ tenant: 'demo', name: customerName, phone: '13800138000' });
  await customer.call();
  await new AgentCallBox(page).answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\/[0-9a-f-]{36}$/);
  await expect(customer.connected()).toHaveText('已接通顾问：张晓明');
  return { phone, customerPage, customer, hallUrl: page.url() };
}

/** The agent's hall: ending, the log, the end countdown. */
export class AgentHallPage {
  constructor(readonly page: Page) {}

  async end(): Promise<void> {
    await this.page.getByRole('button', { name: '结束会话' }).click();
    await expect(this.page.getByRole('dialog')).toContainText('您确认结束会话吗？');
    await this.page.getByRole('button', { name: '确定' }).click();
  }

  log() {
    return this.page.getByTestId('event-log');
  }

  endNotice() {
    return this.page.getByTestId('end-notice-text');
  }

  inviteNumber() {
    return this.page.getByTestId('invite-number');
  }
}
