import { test as base, expect, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareSeededTemplate, startSeededServer, type SeededServer } from '../support/seededServer';

export { DEMO_PASSWORD } from '../support/seededServer';

/**
 * One server per test, on a fresh PGlite directory with the demo seed (a copy of the worker's seeded
 * template), serving the built web app, so no test sees another's sessions or locks. Tests act through the browser and seed through the API;
 * the database handle is there for what no API may do, such as giving an account a password that no
 * longer meets the rules.
 */
export const test = base.extend<{ server: SeededServer; seedFiles: boolean; contentSecurity: string[] }, { seededTemplate: string }>({
  /** The seeded database each test's server starts from as a copy, made once per worker. */
  seededTemplate: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; this one needs none.
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'vs-e2e-template-'));
      await prepareSeededTemplate(dir);
      await use(dir);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  /** Whether the seed stores its sample files too (test.use({ seedFiles: true })); off, since most tests need none. */
  seedFiles: [false, { option: true }],
  server: [
    async ({ seedFiles, seededTemplate }, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vs-e2e-'));
      const server = await startSeededServer({ dataDir, seedFiles, template: seededTemplate });
      await use(server);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  /**
   * What the browser refused under the product's Content-Security-Policy, on every page of the test (those of
   * contexts the test opens itself too); a test that met any such refusal fails, naming it.
   */
  contentSecurity: [
    async ({ browser, context }, use) => {
      const refused: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        watch(opened);
        return opened;
      };
      await use(refused);
      browser.newContext = newContext;
      expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
