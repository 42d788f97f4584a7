import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromiumLaunch';

/**
 * Each test starts its own server on a copy of its worker's seeded database (tests/e2e/fixtures.ts) and serves
 * dist/; two workers keep both cores busy, since much of a test is waiting on a browser or a timer. A file's tests
 * run in one worker, so the media-heavy tests of one file do not compete with each other for the two cores.
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
});
