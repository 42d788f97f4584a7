import { devices, type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { HandsetPage } from './pages/CallServicePages';
import { FiveGRoomView } from './pages/FiveGRoom';
import { ListPage } from './pages/ListPage';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

/** Media over WebRTC between two browser contexts on this machine can take a few seconds to flow. */
const MEDIA_TIMEOUT = 20_000;
const PHONE = '13912345678';
/** The demo tenant's 5G service, named by its app key (the seed's). */
const SERVICE = 'demo-app-key';

const seesVideo = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused && v.readyState >= 2);

test('a customer calls the 5G service: the agent’s call box shows the 5G call, answering opens the room in video with the caller’s insurance, the customer hangs up and the record shows', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signIn('demo_agent1');
  const shell = new Shell(page);
  await expect(shell.menuEntry('5G会话')).toBeVisible();

  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const handset = new HandsetPage(await phone.newPage());
  await handset.open(PHONE);
  const callAgent = handset.page.getByTestId('handset-call-agent');

  // A call the agent refuses ends at the handset, and the box goes.
  await callAgent.getByLabel('5G服务号').fill(SERVICE);
  await handset.button('语音呼叫坐席').click();
  await expect(handset.status()).toHaveText('正在呼叫坐席...');
  const box = page.getByTestId('call-box');
  await expect(box.getByRole('heading', { name: '5G来电' })).toBeVisible();
  await expect(box).toContainText(PHONE);
  await expect(box.getByTestId('call-media')).toHaveText('通话类型：语音');
  await box.getByRole('button', { name: '拒绝' }).click();
  await expect(box).toBeHidden();
  await expect(handset.status()).toHaveText('通话已结束');

  // A call the customer hangs up before the answer is withdrawn from the box.
  await handset.button('视频呼叫坐席').click();
  await expect(box.getByTestId('call-media')).toHaveText('通话类型：视频');
  await handset.button('挂断').click();
  await expect(box).toBeHidden();

  // A video call answered: the room opens and joins it; both sides see each other.
  await handset.button('视频呼叫坐席').click();
  await expect(box.getByTestId('call-media')).toHaveText('通话类型：视频');
  await box.getByRole('button', { name: '接听' }).click();
  await expect(box).toBeHidden();
  await page.waitForURL(/\/fiveGCall\/[0-9a-f-]{36}$/);
  const room = new FiveGRoomView(page);
  await expect(room.panel()).toHaveAttribute('data-call-status', '2');
  await expect(room.panel()).toHaveAttribute('data-call-media', 'video');
  await expect(handset.status()).toHaveText('通话中');
  await expect(handset.page.getByTestId('handset')).toHaveAttribute('data-call-media', 'video');
  await expect.poll(() => seesVideo(page.getByTestId('call-remote-video')), { timeout: MEDIA_TIMEOUT }).toBe(true);
  await expect
    .poll(() => seesVideo(handset.page.getByTestId('handset-remote-video')), { timeout: MEDIA_TIMEOUT })
    .toBe(true);
  // Answering fetched the caller's insurance (the sample catalogue on one machine); the call is recorded.
  const insurance = page.getByTestId('insurance-card');
  await expect(insurance.getByText('客户保单')).toBeVisible();
  await expect(insurance.getByRole('cell', { name: /^DEMO\d{10}$/ }).first()).toBeVisible();
  await handset.agreeToRecording();
  await expect(page.getByTestId('call-recording')).toHaveText('正在录屏...');

  // The customer hangs up: the call ends with type 2.
  await handset.button('挂断').click();
  await expect(page.getByText('对方异常或挂断电话').first()).toBeVisible();
  await expect(room.panel()).toHaveAttribute('data-call-status', '0');
  await room.button('结束会话').click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByRole('dialog', { name: '用户信息' }).getByRole('button', { name: '结束会话' }).click();
  await expect(page.getByText('会话已结束')).toBeVisible();
  await phone.close();
  // A room tab the script did not open cannot close itself: it goes to the 5G list.
  await page.waitForURL(/\/fifthGeneration\/list/);

  // 5G记录 lists the session with the customer's phone (masked for the agent) and hang-up.
  await shell.menuEntry('5G记录').click();
  const row = new ListPage(page).row('139****5678');
  await expect(row).toBeVisible();
  await expect(row).toContainText('呼叫失败或客户挂断');
});
