import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromiumLaunch';

/**
 * The tests that hold a real call: two or three pages with the fake camera, encoding and decoding video over
 * WebRTC. Two of them at once on two cores ran each three to five times slower than alone and past their time,
 * so they take one lane, one at a time, while the other lane runs the rest beside them.
 */
const CALL_SPECS = [
  'accessibility',
  'beauty',
  'bookedSession',
  'calls',
  'customerJoin',
  'customerPhone',
  'demoContent',
  'digitalHumanSpeaks',
  'dualRecord',
  'faceCheck',
  'fiveGCall',
  'fiveGIncoming',
  'fiveGRoom',
  'hall',
  'hallAdd',
  'hallAssistant',
  'hallLifecycle',
  'hallNetworkAdvice',
  'hallProduct',
  'hallShare',
  'hallVideoSync',
  'handset',
  'hostControls',
  'network',
  'personalData',
  'recordIntegrity',
  'recording',
  'rtc',
  'sop',
  'whiteboard',
].map((name) => `${name}.spec.ts`);

/**
 * Each test starts its own server on a copy of its worker's seeded database (tests/e2e/fixtures.ts) and serves
 * dist/. Two workers keep both cores busy: one for the calls, one for the pages. A file's tests run in one worker.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // Real WebRTC between two pages on two busy cores: a test that fails once is run once more, and the list
  // names it as flaky, so a timing fault shows without hiding a real one.
  retries: 1,
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'calls', testMatch: CALL_SPECS, workers: 1 },
    { name: 'pages', testIgnore: CALL_SPECS },
  ],
});
