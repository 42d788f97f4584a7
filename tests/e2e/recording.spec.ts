import { devices, type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { AgentCallBox, CustomerCallPage } from './pages/CallPages';
import { LoginPage } from './pages/LoginPage';
import { RecordsPage } from './pages/RecordsPage';
import { RoomCallView } from './pages/RoomCallView';

/** Media over WebRTC between two browser contexts on this machine can take a few seconds to flow. */
const MEDIA_TIMEOUT = 20_000;
const TALK_MS = 5_000;

const videoState = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({
    readyState: v.readyState,
    duration: v.duration,
    currentTime: v.currentTime,
  }));

test("the agent's call is recorded and plays from the room's detail with its real length", async ({
  page,
  browser,
  server,
}) => {
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const customerPage = await phone.newPage();
  const customer = new CustomerCallPage(customerPage);
  await customer.open({ tenant: 'demo', name: '录像客户', phone: '13800138111' });
  await customer.call();
  await new AgentCallBox(page).answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\//);
  // The customer agrees to be recorded (the page object agrees when asked); the agent's recording starts then.
  await expect(customer.connected()).toHaveText('已接通顾问：张晓明');
  await expect(page.getByText('录音已开启')).toBeVisible({ timeout: MEDIA_TIMEOUT });
  const agentCall = new RoomCallView(page);
  await expect.poll(() => agentCall.framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(0);
  await page.waitForTimeout(TALK_MS);

  await page.getByRole('button', { name: '结束会话' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(customerPage.getByTestId('room-ended')).toHaveText('会话已结束');
  await phone.close();

  const records = new RecordsPage(page);
  await expect(page).toHaveURL('/remoteMeeting/list');
  await records.row('录像客户').getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/remoteMeeting\/detail\//);
  const video = page.getByTestId('room-video');
  // The last piece is sent as the room ends; the detail shows the recording once it is finished.
  await expect(async () => {
    await page.reload();
    await expect(video).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 45_000 });

  await expect.poll(async () => (await videoState(video)).readyState, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const { duration } = await videoState(video);
  expect(Number.isFinite(duration)).toBe(true);
  expect(duration).toBeGreaterThan(2);
  // The recording runs from the customer's connection to the end: never longer than the room itself.
  const [minutes, seconds] = (await page.getByTestId('detail-时长').innerText()).split(':').map(Number);
  expect(duration).toBeLessThanOrEqual((minutes ?? 0) * 60 + (seconds ?? 0) + 2);

  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(async () => (await videoState(video)).currentTime, { timeout: 10_000 }).toBeGreaterThan(0.5);
});
