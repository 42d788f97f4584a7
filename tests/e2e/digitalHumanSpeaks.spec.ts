import { expect, test } from './fixtures';
import { enterHall } from './pages/HallPages';
import { HALL_TEST_TIMEOUT } from './pages/HallRoom';
import { HallShare } from './pages/HallShare';
import { chooseOption } from './pages/SelectField';

const playback = (video: import('@playwright/test').Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime, duration: v.duration }));

test("an avatar speaks its words in numberObserve, and the agent shares it in the hall, where the customer's copy follows", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const hall = await enterHall(page, browser, server);
  const share = new HallShare(page);
  const dialog = page.getByRole('dialog');
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

  // The agent adds a speaking material from the hall's 数字人 tab.
  await share.tab('数字人').click();
  await share.panel().getByRole('button', { name: '添加数字人素材' }).click();
  await field('名称').fill('小雅讲寿险');
  await chooseOption(dialog, /^保险类型/, '寿险');
  await chooseOption(dialog, /^保险计划书/, '鑫享终身寿险计划书');
  await chooseOption(dialog, /^数字人形象/, '理财顾问小雅');
  await chooseOption(dialog, /^音色/);
  await field('讲解词').fill('您好，我是理财顾问小雅，为您讲解这份终身寿险计划。');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();

  // Its page, from the materials list's 观看: generating, then the avatar speaking.
  const observer = await page.context().newPage();
  await observer.goto('/digitalHuman/list');
  await observer
    .getByRole('row', { name: /小雅讲寿险/ })
    .getByRole('button', { name: '观看' })
    .click();
  await expect(observer).toHaveURL(/\/digitalHuman\/numberObserve\//);
  const spoken = observer.getByTestId('digital-human-video');
  await expect(spoken).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => spoken.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect((await playback(spoken)).duration).toBeGreaterThan(2);
  await spoken.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(async () => (await playback(spoken)).time).toBeGreaterThan(0.5);
  await observer.close();

  // Shared in the hall: both sides play it, and the agent's pause and seek reach the customer.
  await share.shareButton('小雅讲寿险').click();
  await expect(page.getByText('共享数字人成功')).toBeVisible();
  const agentVideo = page.getByTestId('shared-video');
  const customerVideo = hall.customer.getByTestId('shared-video');
  await expect(customerVideo).toBeVisible();
  await expect.poll(() => customerVideo.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await agentVideo.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(async () => (await playback(customerVideo)).paused).toBe(false);
  await agentVideo.evaluate((v: HTMLVideoElement) => v.pause());
  await expect.poll(async () => (await playback(customerVideo)).paused).toBe(true);
  await agentVideo.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 1.5;
  });
  await expect.poll(async () => Math.abs((await playback(customerVideo)).time - 1.5)).toBeLessThan(0.3);
  await hall.phone.close();
});
