import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterHall, HALL_TEST_TIMEOUT } from './pages/HallRoom';
import { MembersView } from './pages/MembersView';

/** Whether the page still sends its own microphone or camera (the track of its local stream is enabled). */
const sending = (page: Page, kind: 'audio' | 'video') =>
  page.getByTestId('local-video').evaluate((video: HTMLVideoElement, k) => {
    const stream = video.srcObject as MediaStream | null;
    const track = k === 'audio' ? stream?.getAudioTracks()[0] : stream?.getVideoTracks()[0];
    return track?.enabled ?? null;
  }, kind);

test("mute-all mutes the customer, who cannot turn the microphone back on until unmute-all restores it; the host turns the customer's camera off", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const room = await enterHall(page, browser, server);
  const customerPage = room.customer.page;
  const customerMic = room.customer.toggle('麦克风');
  const customerCamera = room.customer.toggle('摄像头');
  const members = new MembersView(page);

  await members.open();
  await expect(members.member('customer')).toContainText('欧阳建国…');
  await expect(members.member('customer')).toHaveAttribute('data-audio', 'on');
  await expect(page.getByTestId('members')).toContainText('张晓明（主持人）');
  expect(await sending(customerPage, 'audio')).toBe(true);

  await members.button('全体静音').click();
  await expect(page.getByText('全体静音成功')).toBeVisible();
  await expect(customerMic).toHaveAttribute('aria-pressed', 'false');
  await expect(customerMic).toBeDisabled();
  await expect.poll(() => sending(customerPage, 'audio')).toBe(false);
  await expect(members.member('customer')).toHaveAttribute('data-audio', 'off');
  await expect(page.locator('[data-event="closeVoiceAll"]')).toContainText('张晓明开启了全体静音');

  await members.button('解除全体静音').click();
  await expect(page.getByText('解除全体静音成功')).toBeVisible();
  await expect(customerMic).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => sending(customerPage, 'audio')).toBe(true);
  await expect(members.member('customer')).toHaveAttribute('data-audio', 'on');

  // One member's camera: off at once, and the customer may turn it on again only after 10 s.
  await members.button('关闭欧阳建国…的摄像头').click();
  await expect(customerCamera).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => sending(customerPage, 'video')).toBe(false);
  await expect(members.member('customer')).toHaveAttribute('data-video', 'off');
  await expect(customerCamera).toBeDisabled();
  await expect(customerCamera).toBeEnabled({ timeout: 15_000 });
  await customerCamera.click();
  await expect(customerCamera).toHaveAttribute('aria-pressed', 'true');
  await expect(members.member('customer')).toHaveAttribute('data-video', 'on');
  await room.phone.close();
});

test('the members list drops a customer whose page has gone and shows them again when they come back', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const room = await enterHall(page, browser, server);
  const members = new MembersView(page);
  await members.open();
  await expect(members.member('customer')).toContainText('欧阳建国…');

  const roomUrl = room.customer.page.url();
  await room.customer.page.close();
  await expect(members.member('customer')).toHaveCount(0);
  await expect(page.getByTestId('members')).toContainText('张晓明（主持人）');

  const back = await room.phone.newPage();
  await back.goto(roomUrl);
  await expect(members.member('customer')).toContainText('欧阳建国…', { timeout: 20_000 });
  await room.phone.close();
});
