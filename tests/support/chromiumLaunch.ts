import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium as the e2e tests and the media benches launch it: fake camera and microphone, no prompts. The fake
 * camera gives 10 frames a second instead of its default: every call encodes and decodes each frame, and on two
 * cores that work was a third of a media test's CPU, while no test needs more frames to see the picture move.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream=fps=10',
  ],
};
