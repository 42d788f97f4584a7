import { devices, type Locator, type Page } from '@playwright/test';
import type { SeededServer } from '../support/seededServer';
import { samplePng } from '../support/sampleFiles';
import { expect, test } from './fixtures';
import { HandsetPage } from './pages/CallServicePages';
import { FiveGRoomView, roomInfo, startSession, uploadMaterial } from './pages/FiveGRoom';
import { ListPage } from './pages/ListPage';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

/** Media over WebRTC between two browser contexts on this machine can take a few seconds to flow. */
const MEDIA_TIMEOUT = 20_000;
const PHONE = '13987654321';

/** The room's serviceId, from the address of its page. */
const serviceId = (roomPage: Page) => new URL(roomPage.url()).pathname.split('/').pop() ?? '';

/** The browser recordings the room opened (room_recordings), oldest first. */
const recordingsOf = (server: SeededServer, id: string) =>
  server.ctx.db
    .selectFrom('roomRecordings')
    .select(['startedAt', 'track'])
    .where('serviceId', '=', id)
    .orderBy('startedAt')
    .orderBy('track')
    .execute();

/** What a person sees and hears of the other side: a moving picture and a live sound track. */
const seesAndHears = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => {
    const stream = v.srcObject instanceof MediaStream ? v.srcObject : null;
    return (
      v.videoWidth > 0 &&
      !v.paused &&
      v.readyState >= 2 &&
      (stream?.getAudioTracks().some((track) => track.readyState === 'live' && track.enabled) ?? false)
    );
  });

test('a whole 5G call: started from 5G会话, answered on the handset, recorded once the customer agrees there, video both ways, switches, a share, the customer hangs up, and the record plays its recording', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signIn('demo_agent1');
  await uploadMaterial(page, '理财竖屏海报', {
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: samplePng(360, 640),
  });

  // 发起会话 on the 5G list opens the room in a new tab.
  const shell = new Shell(page);
  await shell.menuEntry('5G会话').click();
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '发起会话' }).click();
  const roomPage = await opened;
  await roomPage.waitForURL(/\/fiveGCall\/[0-9a-f-]{36}$/);
  const room = new FiveGRoomView(roomPage);
  await expect(room.flowId()).toHaveText(/^会话编号：\S+$/);

  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const handset = new HandsetPage(await phone.newPage());

  // The agent calls by video; the handset rings and answers.
  await room.call('王先生', PHONE, '视频呼叫');
  await handset.openFrom(room.page);
  await expect(room.panel().getByText('等待接通中...')).toBeVisible();
  await expect(handset.status()).toHaveText('视频来电');
  await handset.button('视频接听').click();
  await expect(handset.status()).toHaveText('通话中');
  await expect(room.panel()).toHaveAttribute('data-call-status', '2');

  // Connected, the handset shows the tenant's recording notice; nothing is recorded until the customer agrees.
  await expect(handset.consentNotice()).toContainText('请确认是否同意录音录像');
  await expect(roomPage.getByTestId('consent-status')).toHaveText('客户尚未同意录音录像，暂不能录制');
  // The call service is not asked to record meanwhile: no '录屏插件启动成功', no recording.
  await roomPage.waitForTimeout(3000);
  await expect(room.panel().getByTestId('call-recording')).toHaveCount(0);
  await expect(roomPage.getByTestId('recording-status')).toHaveCount(0);
  expect(await recordingsOf(server, serviceId(roomPage))).toEqual([]);
  await handset.agreeToRecording();
  await expect(roomPage.getByTestId('consent-status')).toHaveCount(0);
  await expect(room.panel().getByTestId('call-recording')).toHaveText('正在录屏...');
  // The demo company records its 5G sales (fiveGSop, 双录): the call mixed and each party's own track.
  await expect
    .poll(async () => (await recordingsOf(server, serviceId(roomPage))).map((r) => r.track).sort())
    .toEqual(['agent', 'composite', 'customer']);
  const consent = await server.ctx.db
    .selectFrom('serviceRooms')
    .select(['consentAt', 'consentText'])
    .where('id', '=', serviceId(roomPage))
    .executeTakeFirstOrThrow();
  expect(consent.consentText).toContain('请确认是否同意录音录像');
  expect(consent.consentAt).not.toBeNull();
  await expect
    .poll(() => seesAndHears(roomPage.getByTestId('call-remote-video')), { timeout: MEDIA_TIMEOUT })
    .toBe(true);
  await expect
    .poll(() => seesAndHears(handset.page.getByTestId('handset-remote-video')), { timeout: MEDIA_TIMEOUT })
    .toBe(true);

  // To audio and back: the customer refuses video once, then accepts.
  await room.panel().getByRole('button', { name: '音频通话' }).click();
  await expect(room.panel()).toHaveAttribute('data-call-media', 'audio');
  await expect(handset.page.getByTestId('handset')).toHaveAttribute('data-call-media', 'audio');
  await room.share('5G素材', '理财竖屏海报');
  await expect(roomPage.getByText('视频通话时才可以共享')).toBeVisible();
  await room.panel().getByRole('button', { name: '视频通话' }).click();
  await handset.button('拒绝').click();
  await expect(room.panel().getByTestId('call-message')).toHaveText('对方已拒绝视频通话');
  await expect(room.panel()).toHaveAttribute('data-call-media', 'audio');
  await room.panel().getByRole('button', { name: '视频通话' }).click();
  await handset.button('接受').click();
  await expect(room.panel()).toHaveAttribute('data-call-media', 'video');
  await expect
    .poll(() => seesAndHears(roomPage.getByTestId('call-remote-video')), { timeout: MEDIA_TIMEOUT })
    .toBe(true);

  // The agent shares a 5G material: the room's canvas and the handset show it.
  await room.share('5G素材', '理财竖屏海报');
  await expect(room.viewer()).toBeVisible();
  await expect(handset.share().getByRole('img', { name: '理财竖屏海报' })).toBeVisible();

  // The customer hangs up: the call ends with type 2 and its share with it.
  await handset.button('挂断').click();
  await expect(roomPage.getByText('对方异常或挂断电话').first()).toBeVisible();
  await expect(room.panel()).toHaveAttribute('data-call-status', '0');
  await expect(room.background()).toBeVisible();
  await expect(room.talkTime()).toHaveText('通话时长：00:00');

  // The agent ends the session; the tab opened by the list closes itself.
  await room.button('结束会话').click();
  await roomPage.getByRole('button', { name: '确定' }).click();
  const userInfo = roomPage.getByRole('dialog', { name: '用户信息' });
  await expect(userInfo).toContainText('王先生');
  await expect(userInfo).toContainText(PHONE);
  // The modal keeps how long the call that just ended was connected (the media checks and the share took seconds).
  await expect(userInfo.getByRole('row', { name: /通话时长/ })).not.toContainText('00:00');
  await expect(userInfo.getByRole('row', { name: /通话时长/ })).toContainText(/^通话时长\d\d:\d\d$/);
  await userInfo.getByRole('button', { name: '结束会话' }).click();
  await expect.poll(() => roomPage.isClosed()).toBe(true);
  await phone.close();

  // 5G记录 lists the session with the customer's hang-up; its detail plays the call's recording.
  await shell.menuEntry('5G记录').click();
  const list = new ListPage(page);
  const row = list.row('王先生');
  // The list shows the agent the customer's phone masked.
  await expect(row).toContainText('139****4321');
  await expect(row).toContainText('呼叫失败或客户挂断');
  await row.getByRole('button', { name: '详情' }).click();
  const video = page.getByTestId('room-video');
  // The recording's last piece goes up as the call ends; the detail shows it once finished.
  await expect(async () => {
    await page.reload();
    await expect(video).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 45_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
});

test('the agent ends the session during a call: the handset hangs up, the call ends with type 1 and keeps its recording', async ({
  page,
  browser,
  server,
}) => {
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signIn('demo_agent1');
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const handset = new HandsetPage(await phone.newPage());
  await room.call('赵先生', PHONE, '视频呼叫');
  await handset.openFrom(room.page);
  await handset.button('视频接听').click();
  await handset.agreeToRecording();
  await expect(room.panel().getByTestId('call-recording')).toHaveText('正在录屏...');
  await expect.poll(() => seesAndHears(page.getByTestId('call-remote-video')), { timeout: MEDIA_TIMEOUT }).toBe(true);
  // A few seconds of call to record.
  await page.waitForTimeout(3000);

  await room.button('结束会话').click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByRole('dialog', { name: '用户信息' }).getByRole('button', { name: '结束会话' }).click();
  await expect(page.getByText('会话已结束')).toBeVisible();
  await expect(handset.status()).toHaveText('通话已结束');
  await phone.close();
  await expect.poll(async () => (await roomInfo(page, serviceId)).status).toBe('ended');
  const info = await roomInfo(page, serviceId);
  expect(info.phoneCallList[0]?.endType).toBe(1);
  expect(info.hasRecording).toBe(true);
});
