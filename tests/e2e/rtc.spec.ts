import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { AgentCallBox, CustomerCallPage } from './pages/CallPages';
import { LoginPage } from './pages/LoginPage';
import { RoomCallView } from './pages/RoomCallView';

/** Media over WebRTC between two browser contexts on this machine can take a few seconds to flow. */
const MEDIA_TIMEOUT = 20_000;

test('the agent and the customer see and hear each other over the p2p engine', async ({ page, browser, server }) => {
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const agent = new AgentCallBox(page);

  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const customerPage = await phone.newPage();
  const customer = new CustomerCallPage(customerPage);
  await customer.open({ tenant: 'demo', name: '王先生', phone: '13800138000' });
  await customer.call();
  await agent.answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\//);
  await expect(customer.connected()).toHaveText('已接通顾问：张晓明');

  const agentCall = new RoomCallView(page);
  const customerCall = new RoomCallView(customerPage);
  for (const call of [agentCall, customerCall]) {
    await expect.poll(() => call.framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(0);
    await expect.poll(() => call.audioBytes(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(0);
    await expect(call.localVideo()).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    expect(await call.localVideo().evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  }

  // The toggles flip their checked state; the call goes on.
  await expect(agentCall.toggle('麦克风')).toHaveAttribute('aria-pressed', 'true');
  await agentCall.toggle('麦克风').click();
  await expect(agentCall.toggle('麦克风')).toHaveAttribute('aria-pressed', 'false');
  await customerCall.toggle('摄像头').click();
  await expect(customerCall.toggle('摄像头')).toHaveAttribute('aria-pressed', 'false');
  await customerCall.toggle('摄像头').click();
  await expect(customerCall.toggle('摄像头')).toHaveAttribute('aria-pressed', 'true');

  // A reloaded customer page is a new peer: the agent's side negotiates a new connection with it.
  await customerPage.reload();
  await expect(customer.connected()).toHaveText('已接通顾问：张晓明');
  await expect.poll(() => customerCall.framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(0);
  const before = await agentCall.framesDecoded();
  await expect.poll(() => agentCall.framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(before);

  // Ending the room leaves the call on both sides.
  await page.getByRole('button', { name: '结束会话' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(customerPage.getByTestId('room-ended')).toHaveText('会话已结束');
  await expect(customerCall.remoteVideo()).toHaveCount(0);
  await phone.close();
});
