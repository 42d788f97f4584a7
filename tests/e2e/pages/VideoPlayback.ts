import { expect, type Locator } from '@playwright/test';

export interface HeardAudio {
  /** The decoded audio track's length, in seconds. */
  seconds: number;
  channels: number;
  /** The loudest sample, 0–1: silence is 0. */
  peak: number;
}

/** A <video> the page plays, examined in the page as the browser decodes it. */
export class VideoPlayback {
  constructor(readonly video: Locator) {}

  /** Plays it until its clock runs past `seconds` (the page was clicked before, so the browser allows sound). */
  async plays(seconds = 0.3): Promise<void> {
    await this.video.evaluate((v: HTMLVideoElement) => v.play());
    await expect
      .poll(() => this.video.evaluate((v: HTMLVideoElement) => (v.paused ? -1 : v.currentTime)), { timeout: 15_000 })
      .toBeGreaterThan(seconds);
  }

  async duration(): Promise<number> {
    await expect.poll(() => this.video.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(0);
    return this.video.evaluate((v: HTMLVideoElement) => v.duration);
  }

  /** The colour of the decoded frame at `seconds`, at a point given as shares of the frame's width and height. */
  async colourAt(seconds: number, at: { x: number; y: number }): Promise<[number, number, number]> {
    return this.video.evaluate(
      async (v: HTMLVideoElement, { seconds, at }) => {
        v.pause();
        // 'seeked' can come before the sought frame is presented; the frame callback comes once it is (a
        // second at most, should the frame be the one already shown).
        const presented = new Promise<void>((resolve) => {
          v.requestVideoFrameCallback(() => resolve());
          setTimeout(resolve, 1000);
        });
        await new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = seconds;
        });
        await presented;
        const canvas = document.createElement('canvas');
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no 2d context');
        context.drawImage(v, 0, 0);
        const [r, g, b] = context.getImageData(
          Math.round(at.x * v.videoWidth),
          Math.round(at.y * v.videoHeight),
          1,
          1,
        ).data;
        return [r ?? 0, g ?? 0, b ?? 0] as [number, number, number];
      },
      { seconds, at },
    );
  }

  /** The audio track as WebAudio decodes it from the file the <video> plays. */
  async audio(): Promise<HeardAudio> {
    return this.video.evaluate(async (v: HTMLVideoElement) => {
      const file = await (await fetch(v.currentSrc)).arrayBuffer();
      const context = new AudioContext();
      try {
        const decoded = await context.decodeAudioData(file);
        let peak = 0;
        for (let c = 0; c < decoded.numberOfChannels; c++)
          for (const sample of decoded.getChannelData(c)) peak = Math.max(peak, Math.abs(sample));
        return { seconds: decoded.duration, channels: decoded.numberOfChannels, peak };
      } finally {
        await context.close();
      }
    });
  }
}

/** Whether two colours are within `tolerance` on every channel (video frames are YUV, so not exact). */
export function near(colour: readonly number[], hex: string, tolerance = 14): boolean {
  const wanted = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return wanted.every((value, i) => Math.abs(value - (colour[i] ?? -999)) <= tolerance);
}
