import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4780);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  webServer: {
    // A fresh data directory each run: the demo seed, and nothing left from an earlier run.
    command: 'rm -rf .e2e-data && node --import tsx scripts/serve.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '.e2e-data', SEED_DEMO: '1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
