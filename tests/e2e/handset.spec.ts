import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DialerPage, HandsetPage } from './pages/CallServicePages';
import { LoginPage } from './pages/LoginPage';
import { allClosed, connections, expectConnectedAndSilent, keepConnections } from './pages/PeerConnections';

/** Media over WebRTC between two browser contexts on this machine can take a few seconds to flow. */
const MEDIA_TIMEOUT = 20_000;
const PHONE = '13912345678';

/**
 * demo_agent1 signed in on the dialer, and a phone of its own with the handset's page, both allowed the camera and
 * microphone; with `keepConnections`, both pages keep the peer connections they make for the test to read.
 */
async function dialerAndHandset(
  page: Page,
  browser: Browser,
  baseURL: string,
  options: { keepConnections?: boolean } = {},
) {
  await page.context().grantPermissions(['camera', 'microphone'], { origin: baseURL });
  if (options.keepConnections) await page.context().addInitScript(keepConnections);
  await new LoginPage(page).signIn('demo_agent1');
  const dialer = new DialerPage(page);
  await dialer.open();
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL, permissions: ['camera', 'microphone'] });
  if (options.keepConnections) await phone.addInitScript(keepConnections);
  const handset = new HandsetPage(await phone.newPage());
  return { dialer, handset, phone };
}

test('an agent calls the simulated handset: ringing, video both ways, a refused and an accepted switch, a share, the agent hangs up', async ({
  page,
  browser,
  server,
}) => {
  const { dialer, handset, phone } = await dialerAndHandset(page, browser, server.url);

  await dialer.call('王先生', PHONE, '视频呼叫');

  await handset.openFrom(dialer.page);
  await expect(dialer.panel().getByText('等待接通中...')).toBeVisible();
  await expect(dialer.panel().getByText('张晓明(主持人)')).toBeVisible();
  await expect(handset.status()).toHaveText('视频来电');

  await handset.button('视频接听').click();
  await expect(handset.status()).toHaveText('通话中');
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '2');
  await expect.poll(() => dialer.remoteVideoPlaying(), { timeout: MEDIA_TIMEOUT }).toBe(true);
  await expect.poll(() => handset.remoteVideoPlaying(), { timeout: MEDIA_TIMEOUT }).toBe(true);

  // To audio needs no consent; back to video asks the customer, who refuses once, then accepts.
  await dialer.panel().getByRole('button', { name: '音频通话' }).click();
  await expect(dialer.panel()).toHaveAttribute('data-call-media', 'audio');
  await expect(handset.page.getByTestId('handset')).toHaveAttribute('data-call-media', 'audio');
  await dialer.panel().getByRole('button', { name: '视频通话' }).click();
  await expect(dialer.panel().getByText('等待视频接通中...')).toBeVisible();
  await handset.button('拒绝').click();
  await expect(dialer.panel().getByTestId('call-message')).toHaveText('对方已拒绝视频通话');
  await expect(dialer.panel()).toHaveAttribute('data-call-media', 'audio');
  await dialer.panel().getByRole('button', { name: '视频通话' }).click();
  await handset.button('接受').click();
  await expect(dialer.panel()).toHaveAttribute('data-call-media', 'video');
  await expect.poll(() => dialer.remoteVideoPlaying(), { timeout: MEDIA_TIMEOUT }).toBe(true);

  // What the agent shares shows on the handset.
  await page.getByRole('button', { name: '共享图片' }).click();
  await expect(handset.share()).toContainText('示例图片');
  await expect(handset.share().getByRole('img', { name: '示例图片' })).toBeVisible();

  // Recording starts on the service's record event and stops on its stop event.
  await page.getByRole('button', { name: '开始录制' }).click();
  await expect(dialer.panel().getByTestId('call-recording')).toHaveText('正在录屏...');
  await page.getByRole('button', { name: '停止录制' }).click();
  await expect(dialer.panel().getByTestId('call-recording')).toHaveCount(0);

  await dialer.hangUp();
  await expect(handset.status()).toHaveText('通话已结束');
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '0');
  await phone.close();
});

test('the handset connects with the agent while it rings, receiving nothing before the answer; the answer puts the pictures on that connection', async ({
  page,
  browser,
  server,
}) => {
  const { dialer, handset, phone } = await dialerAndHandset(page, browser, server.url, { keepConnections: true });

  await dialer.call('王先生', PHONE, '视频呼叫');
  await handset.openFrom(dialer.page);
  await expect(handset.status()).toHaveText('视频来电');
  // Ringing: one connection on each side, up, and no picture crosses it either way.
  await expectConnectedAndSilent([page, handset.page]);

  await handset.button('视频接听').click();
  await expect(handset.status()).toHaveText('通话中');
  await expect.poll(() => dialer.remoteVideoPlaying(), { timeout: MEDIA_TIMEOUT }).toBe(true);
  await expect.poll(() => handset.remoteVideoPlaying(), { timeout: MEDIA_TIMEOUT }).toBe(true);
  // No connection was made after the answer: the one made while it rang carries the pictures.
  for (const side of [page, handset.page]) {
    const after = await connections(side);
    expect(after).toHaveLength(1);
    expect(after[0]!.videoBytes).toBeGreaterThan(0);
  }

  await dialer.hangUp();
  await expect(handset.status()).toHaveText('通话已结束');
  for (const side of [page, handset.page]) await expect.poll(() => allClosed(side)).toBe(true);
  await phone.close();
});

test('the handset hangs up, fails the call or shuts the service down, and the agent is told', async ({
  page,
  browser,
  server,
}) => {
  const { dialer, handset, phone } = await dialerAndHandset(page, browser, server.url);

  await dialer.call('王先生', PHONE, '音频呼叫');

  await handset.openFrom(dialer.page);
  await expect(handset.status()).toHaveText('语音来电');
  await expect(handset.button('视频接听')).toHaveCount(0);
  await handset.button('语音接听').click();
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '2');
  await handset.button('挂断').click();
  await expect(page.getByText('对方异常或挂断电话').first()).toBeVisible();
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '0');

  await dialer.call('王先生', PHONE, '视频呼叫');

  await handset.openFrom(dialer.page);
  await expect(handset.status()).toHaveText('视频来电');
  await handset.button('模拟呼叫失败').click();
  await expect(page.getByText('呼叫失败，对方未接通').first()).toBeVisible();

  await dialer.call('王先生', PHONE, '视频呼叫');

  await handset.openFrom(dialer.page);
  await handset.button('视频接听').click();
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '2');
  await handset.button('模拟服务停止').click();
  await expect(page.getByText('通话服务已停止，通话已结束').first()).toBeVisible();
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '0');

  // Going offline hangs up with -1; the service hears of it once the page is back online.
  await dialer.call('王先生', PHONE, '音频呼叫');
  await handset.openFrom(dialer.page);
  await handset.button('语音接听').click();
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '2');
  await page.context().setOffline(true);
  await expect(page.getByText('网络已断开，通话已结束').first()).toBeVisible();
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '0');
  await page.context().setOffline(false);
  await expect(handset.status()).toHaveText('通话已结束');

  // Closing the agent's page in a call ends it by the forceEndVoiceCall beacon.
  await dialer.call('王先生', PHONE, '视频呼叫');
  await handset.openFrom(dialer.page);
  await handset.button('视频接听').click();
  await expect(dialer.panel()).toHaveAttribute('data-call-status', '2');
  await page.close({ runBeforeUnload: true });
  await expect(handset.status()).toHaveText('通话已结束');
  await phone.close();
});
