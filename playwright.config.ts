import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromiumLaunch';

/**
 * The tests that hold a real call: two or three pages with the fake camera, encoding and decoding video over
 * WebRTC. Two of them at once on two cores ran each three to five times slower than alone and past their time,
 * so with two workers (E2E_WORKERS=2) they take one lane, one at a time, while the other lane runs the rest.
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
 * dist/. A file's tests run in one worker.
 *
 * One worker by default: a call's browsers keep both cores busy with threads that wake each other hundreds of
 * times a second, and on a virtual two-core machine where a thread switch is dear, a page test beside a call made
 * both several times slower. Six files, five call tests and nine page tests, took 301 and 317 s in two lanes, two
 * tests failing each time, and 259 and 264 s in one, all passing, with a quarter less CPU; a call test that takes
 * 30 s alone took two minutes in CI's two lanes. E2E_WORKERS=2 runs the calls and the pages side by side where
 * cores are cheap to share.
 */
const workers = Math.max(1, Math.min(2, Number(process.env.E2E_WORKERS) || 1));

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  // Generous for a slow machine: a test that passes late costs nothing more, one that fails on its time is run
  // again whole. A hung test still fails.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  // Real WebRTC between two pages on two busy cores: a test that fails once is run once more, and the list
  // names it as flaky, so a timing fault shows without hiding a real one.
  retries: 1,
  // Failures print as they happen too (failuresAtOnce.ts): a run cut short still tells why they failed.
  reporter: [['list'], ['./tests/e2e/failuresAtOnce.ts']],
  use: {
    locale: 'zh-CN',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'calls', testMatch: CALL_SPECS, workers: 1 },
    { name: 'pages', testIgnore: CALL_SPECS },
  ],
});
