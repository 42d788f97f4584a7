import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterHall } from './pages/HallPages';
import { HallShare } from './pages/HallShare';

const playback = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime, muted: v.muted }));

test.use({ seedFiles: true });

/**
 * A phone's rule, as iPhones keep it: a video plays with sound only within a tap of the user's own. Headless
 * Chromium applies no autoplay policy (and counts an earlier tap across a reload), so the page is given this one.
 */
function refuseSoundWithoutTap() {
  let tapping = false;
  addEventListener(
    'click',
    () => {
      tapping = true;
      setTimeout(() => (tapping = false));
    },
    true,
  );
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!this.muted && !tapping)
      return Promise.reject(new DOMException('play() with sound needs a tap', 'NotAllowedError'));
    return play.call(this);
  };
}

test("a shared video follows the agent's play, pause and seek on a phone that refuses sound it was not asked for", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const hall = await enterHall(page, browser, server);
  await hall.phone.addInitScript(refuseSoundWithoutTap);
  try {
    const agent = new HallShare(page);
    await agent.tab('视频').click();
    await agent.shareButton('产品介绍视频').click();
    const agentVideo = page.getByTestId('shared-video');
    const customerVideo = hall.customer.getByTestId('shared-video');
    await expect(customerVideo).toBeVisible();
    await hall.customer.reload();
    await expect(customerVideo).toBeVisible();
    await expect.poll(() => customerVideo.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);

    // The agent plays: the phone plays along, muted, and offers the sound.
    await agentVideo.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(async () => (await playback(customerVideo)).paused, { timeout: 5_000 }).toBe(false);
    expect((await playback(customerVideo)).muted).toBe(true);
    // The call's own sound was refused too: one tap gives both back.
    await expect(hall.customer.getByRole('button', { name: '点击开启声音' })).toHaveCount(2);
    await hall.customer.getByTestId('shared-view').getByRole('button', { name: '点击开启声音' }).click();
    await expect(hall.customer.getByRole('button', { name: '点击开启声音' })).toHaveCount(0);
    expect(await playback(customerVideo)).toMatchObject({ paused: false, muted: false });
    expect(await hall.customer.getByTestId('remote-video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

    // The agent pauses: the phone stops at the agent's moment.
    await agentVideo.evaluate((v: HTMLVideoElement) => v.pause());
    await expect.poll(async () => (await playback(customerVideo)).paused, { timeout: 2_000 }).toBe(true);
    const agentAt = (await playback(agentVideo)).time;
    expect(Math.abs((await playback(customerVideo)).time - agentAt)).toBeLessThan(0.3);

    // The agent seeks while paused, then plays from there.
    await agentVideo.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 6;
    });
    await expect
      .poll(async () => Math.abs((await playback(customerVideo)).time - 6), { timeout: 2_000 })
      .toBeLessThan(0.3);
    await agentVideo.evaluate((v: HTMLVideoElement) => v.play());
    await expect
      .poll(async () => {
        const now = await playback(customerVideo);
        return !now.paused && now.time > 6;
      })
      .toBe(true);
  } finally {
    await hall.phone.close();
  }
});
