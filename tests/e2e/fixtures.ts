import { test as base, expect, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../server/config';
import { startFakeAsr, type FakeAsr } from '../support/fakeTencentAsr';
import { ManualClock } from '../support/manualClock';
import { TEMPLATE_ENV } from './globalSetup';
import { startSeededServer, type SeededServer, type SeededTemplate } from '../support/seededServer';

export { DEMO_PASSWORD } from '../support/seededServer';

/**
 * One server per test, on a fresh database with the demo seed (a copy of the run's seeded template: PostgreSQL
 * when TEST_DATABASE_URL is set, PGlite otherwise), serving the built web app, so no test sees another's sessions or locks. Tests act through the browser and seed through the API;
 * what no API may do, such as giving an account a password that no longer meets the rules, is written by
 * pages/DirectDatabase.ts alone. Tests still read the database for what neither a page nor the API shows, such
 * as an agent's presence or the SMS outbox.
 */
/** The fake speech engine's account, as TENCENT_ASR_APP_ID, _SECRET_ID and _SECRET_KEY would give it. */
const FAKE_ASR = { appId: '1250000000', secretId: 'AKIDe2e', secretKey: 'e2e-asr-secret' };

/** A test's server, with the directory it owns. */
interface Started {
  server: SeededServer;
  dataDir: string;
}

async function startInOwnDir(
  template: SeededTemplate,
  options: { seedFiles: boolean; clock?: ManualClock; config?: Partial<Config> },
): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vs-e2e-'));
  const server = await startSeededServer({
    dataDir,
    seedFiles: options.seedFiles,
    template,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.config ? { config: options.config } : {}),
  });
  return { server, dataDir };
}

async function stopAndRemove(started: Started): Promise<void> {
  await started.server.close();
  rmSync(started.dataDir, { recursive: true, force: true });
}

/** The seeded template a test's server starts from as a copy (made by globalSetup.ts). */
function seededTemplate(seedFiles: boolean): SeededTemplate {
  const stored = process.env[seedFiles ? TEMPLATE_ENV.withFiles : TEMPLATE_ENV.plain];
  if (!stored) throw new Error('the e2e tests need their global setup (tests/e2e/globalSetup.ts)');
  return JSON.parse(stored) as SeededTemplate;
}

export const test = base.extend<{
  server: SeededServer;
  seedFiles: boolean;
  serverClock: 'system' | 'manual';
  clock: ManualClock;
  speechEngine: boolean;
  asr: FakeAsr | null;
  contentSecurity: string[];
}>({
  /** Whether the seed stores its sample files too (test.use({ seedFiles: true })); off, since most tests need none. */
  seedFiles: [false, { option: true }],
  /**
   * The server's clock: the real one, or (test.use({ serverClock: 'manual' })) one that stands still until the
   * test advances it (the clock fixture), so a test waits on none of the server's delays and background sweeps.
   */
  serverClock: ['system', { option: true }],
  /** Whether the server has a speech-recognition engine (test.use({ speechEngine: true })): a local fake of Tencent's ASR, the asr fixture. */
  speechEngine: [false, { option: true }],
  asr: async ({ speechEngine }, use) => {
    const fake = speechEngine ? await startFakeAsr(FAKE_ASR.appId, FAKE_ASR.secretKey) : null;
    await use(fake);
    await fake?.close();
  },
  server: [
    async ({ seedFiles, serverClock, asr }, use) => {
      const config: Partial<Config> | undefined = asr
        ? { asr: { engine: 'tencent', ...FAKE_ASR, url: asr.url, engineModelType: '16k_zh' } }
        : undefined;
      const started = await startInOwnDir(seededTemplate(seedFiles), {
        seedFiles,
        ...(serverClock === 'manual' ? { clock: new ManualClock() } : {}),
        ...(config ? { config } : {}),
      });
      await use(started.server);
      await stopAndRemove(started);
    },
    { timeout: 60_000 },
  ],
  /** The server's manual clock, to advance instead of waiting (with test.use({ serverClock: 'manual' })). */
  clock: async ({ server }, use) => {
    if (!(server.ctx.clock instanceof ManualClock))
      throw new Error("the clock fixture needs test.use({ serverClock: 'manual' })");
    await use(server.ctx.clock);
  },
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
