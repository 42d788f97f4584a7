import { devices, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AgentCallBox, CustomerCallPage } from './CallPages';
import { LoginPage } from './LoginPage';
import { RoomCallView } from './RoomCallView';

/** Media over WebRTC between two browser contexts on this machine can take a few seconds to flow. */
export const MEDIA_TIMEOUT = 20_000;

/** Two browsers entering a call with media flowing take most of a minute on a busy machine, before the test itself. */
export const HALL_TEST_TIMEOUT = 180_000;

export interface HallRoom {
  agent: RoomCallView;
  customer: RoomCallView;
  phone: BrowserContext;
}

/** A customer on a phone calls, demo_agent1 answers: both sides are in the meeting hall with media flowing. */
export async function enterHall(page: Page, browser: Browser, serverUrl: string): Promise<HallRoom> {
  await page.context().grantPermissions(['camera', 'microphone'], { origin: serverUrl });
  await new LoginPage(page).signIn('demo_agent1');
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: serverUrl, permissions: ['camera', 'microphone'] });
  const customerPage = await phone.newPage();
  const customer = new CustomerCallPage(customerPage);
  await customer.open({ tenant: 'demo', name: '欧阳建国先生', phone: '13800138000' });
  await customer.call();
  await new AgentCallBox(page).answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\//);
  await expect(customer.connected()).toHaveText('已接通顾问：张晓明');
  const room = { agent: new RoomCallView(page), customer: new RoomCallView(customerPage), phone };
  for (const call of [room.agent, room.customer]) await expect.poll(() => call.framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(0);
  return room;
}
