import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterHall, HALL_TEST_TIMEOUT } from './pages/HallRoom';

/** The mean brightness (0–255) of the remote video as the page shows it, over a few frames. */
const remoteBrightness = (page: Page) =>
  page.getByTestId('remote-video').evaluate(async (video: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || video.videoWidth === 0) return 0;
    let total = 0;
    const frames = 5;
    for (let i = 0; i < frames; i++) {
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let sum = 0;
      for (let p = 0; p < data.length; p += 4) sum += (data[p]! + data[p + 1]! + data[p + 2]!) / 3;
      total += sum / (data.length / 4);
      await new Promise((r) => setTimeout(r, 100));
    }
    return total / frames;
  });

test("the agent's whitening makes the video the customer receives brighter; the beauty item is gone while the camera is off", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const room = await enterHall(page, browser, server);
  const customerPage = room.customer.page;
  await expect.poll(() => remoteBrightness(customerPage)).toBeGreaterThan(0);
  const before = await remoteBrightness(customerPage);

  await page.getByRole('button', { name: '美颜', exact: true }).click();
  const whitening = page.getByRole('slider', { name: '美白' });
  await expect(whitening).toHaveValue('5');
  await whitening.focus();
  await page.keyboard.press('End');
  await expect(whitening).toHaveValue('10');
  await expect.poll(() => remoteBrightness(customerPage), { timeout: 15_000 }).toBeGreaterThan(before * 1.15);

  // Down to the least whitening: darker than the camera itself.
  await page.keyboard.press('Home');
  await expect(whitening).toHaveValue('1');
  await expect.poll(() => remoteBrightness(customerPage), { timeout: 15_000 }).toBeLessThan(before * 0.95);
  await page.keyboard.press('Escape');

  await room.agent.toggle('摄像头').click();
  await expect(page.getByRole('button', { name: '美颜', exact: true })).toHaveCount(0);
  await room.agent.toggle('摄像头').click();
  await expect(page.getByRole('button', { name: '美颜', exact: true })).toBeVisible();
  await room.phone.close();
});

test('the beauty sliders the agent left are restored when the agent enters the room again', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const room = await enterHall(page, browser, server);
  await page.getByRole('button', { name: '美颜', exact: true }).click();
  const ruddy = page.getByRole('slider', { name: '红润' });
  await expect(ruddy).toHaveValue('5');
  await ruddy.focus();
  await page.keyboard.press('End');
  await expect(ruddy).toHaveValue('10');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('button', { name: '美颜', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '美颜', exact: true }).click();
  await expect(page.getByRole('slider', { name: '红润' })).toHaveValue('10');
  await expect(page.getByRole('slider', { name: '美白' })).toHaveValue('5');
  await room.phone.close();
});
