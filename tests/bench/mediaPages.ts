/** The browser of the media benches (rtc, fiveG, drag) and how they time a page's first remote video frame. */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromiumLaunch';

/** How long a bench waits for a call's media before counting the call as failed. */
export const MEDIA_TIMEOUT_MS = 30_000;

export const launchMediaBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

/**
 * Runs in every page: when the remote <video> matching `selector` gets a new stream, the wall-clock time
 * of its first presented frame (requestVideoFrameCallback) is recorded, so the bench reads it without
 * polling delay.
 */
function watchFirstFrames(selector: string): void {
  const frames: number[] = [];
  (window as unknown as { firstFrames: number[] }).firstFrames = frames;
  const seen = new WeakSet<object>();
  setInterval(() => {
    const video = document.querySelector<HTMLVideoElement>(selector);
    const stream = video?.srcObject;
    if (!video || !stream || seen.has(stream)) return;
    seen.add(stream);
    video.requestVideoFrameCallback(() => frames.push(Date.now()));
  }, 2);
}

export async function watchFirstFramesIn(context: BrowserContext, remoteVideo: string): Promise<void> {
  await context.addInitScript(watchFirstFrames, remoteVideo);
}

/** Ms from `since` to the page's first remote frame, or NaN when none came within the timeout (a failed call). */
export async function firstFrameSince(page: Page, since: number): Promise<number> {
  const handle = await page
    .waitForFunction(
      (after) => (window as unknown as { firstFrames?: number[] }).firstFrames?.find((at) => at >= after) ?? null,
      since,
      {
        timeout: MEDIA_TIMEOUT_MS,
        polling: 5,
      },
    )
    .catch(() => null);
  return handle ? ((await handle.jsonValue()) as number) - since : Number.NaN;
}
