import { expect, type Locator } from '@playwright/test';

/** Words a page says aloud by itself (an <audio> it plays unasked), watched as the browser plays them. */
export class SpokenPlayback {
  constructor(readonly audio: Locator) {}

  /** Its clock runs past the start (or it has ended), and what it plays lasts a while: speech, not an empty file. */
  async isHeard(): Promise<void> {
    await expect
      .poll(() => this.audio.evaluate((a: HTMLAudioElement) => (a.ended ? a.duration : a.paused ? 0 : a.currentTime)), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.3);
    expect(await this.audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(0.5);
  }
}
