import { devices, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { SeededServer } from '../../support/seededServer';
import { AgentCallBox, CustomerCallPage } from './CallPages';
import { LoginPage } from './LoginPage';

/** The agent's page and a customer's phone page in one meeting hall: the customer called, the agent answered. */
export interface HallSession {
  agent: Page;
  customer: Page;
  phone: BrowserContext;
}

/** Signs the agent in, lets a phone customer call, the agent answers: both pages are in the hall. */
export async function enterHall(
  page: Page,
  browser: Browser,
  server: SeededServer,
  {
    agentLogin = 'demo_agent1',
    agentName = '张晓明',
    customerName = '王先生',
    phone = '13800138000',
    tenant = 'demo',
    product = '',
    viewport = devices['Pixel 7'].viewport,
  }: {
    agentLogin?: string;
    agentName?: string;
    customerName?: string;
    phone?: string;
    tenant?: string;
    product?: string;
    viewport?: { width: number; height: number };
  } = {},
): Promise<HallSession> {
  await page
    .context()
    .grantPermissions(['camera', 'microphone', 'clipboard-read', 'clipboard-write'], { origin: server.url });
  await new LoginPage(page).signInOnline(server, agentLogin);
  const phoneContext = await browser.newContext({
    ...devices['Pixel 7'],
    viewport,
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const customerPage = await phoneContext.newPage();
  const customer = new CustomerCallPage(customerPage);
  await customer.open({ tenant, name: customerName, phone, ...(product ? { product } : {}) });
  await customer.call();
  await new AgentCallBox(page).answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\//);
  await expect(customer.connected()).toHaveText(`已接通顾问：${agentName}`);
  return { agent: page, customer: customerPage, phone: phoneContext };
}

/** The hall's footer items and dialogs, as the agent sees them. */
export class HallFooter {
  constructor(private readonly page: Page) {}

  item(label: string) {
    return this.page.getByRole('contentinfo').getByRole('button', { name: label, exact: true });
  }
}
