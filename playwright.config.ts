import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromiumLaunch';

/**
 * Each test has its own server on a copy of its worker's seeded database (tests/e2e/fixtures.ts), serving
 * dist/; two workers keep both cores busy, since much of a test is waiting on a browser or a timer. Tests share
 * nothing, so they are spread one by one rather than by file: a long file does not leave one worker idle at the end.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
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
