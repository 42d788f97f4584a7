import { chromium, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromiumLaunch';

/**
 * A photo of a person that ships with @vladmandic/face-api (its demo's sample), cut around one face looking at
 * the camera, as a customer sits before a phone.
 */
const PHOTO = { file: 'demo/sample6.jpg', crop: 'crop=720:540:420:150' };
const FRAME = { width: 640, height: 480, fps: 10, seconds: 1 };

/** A face video in y4m, Chromium's fake-camera format, made by ffmpeg into `dir`. */
function faceVideo(dir: string): string {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
  const file = path.join(dir, 'face.y4m');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-loop',
    '1',
    '-i',
    path.join(packageDir, PHOTO.file),
    '-vf',
    `${PHOTO.crop},scale=${FRAME.width}:${FRAME.height}`,
    '-r',
    String(FRAME.fps),
    '-t',
    String(FRAME.seconds),
    '-pix_fmt',
    'yuv420p',
    '-y',
    file,
  ]);
  return file;
}

/**
 * A browser whose camera shows a person's face (Chromium's fake camera shows none), for a customer page in a test
 * of the 双录 face check. The video is made on launch into a directory of its own, removed on close.
 */
export async function launchWithFaceCamera(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vs-face-camera-'));
  const file = faceVideo(dir);
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), `--use-file-for-fake-video-capture=${file}`],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
