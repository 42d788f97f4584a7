import { test as base } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/demo';

export const DEMO_PASSWORD = 'Demo@12345';

export interface E2eServer extends BuiltApp {
  url: string;
}

/**
 * One server per test, on a fresh PGlite directory with the demo seed, serving the built web app, so
 * no test sees another's sessions or locks.
 * Tests act through the browser and seed through the API; the database handle is there for what no
 * API may do, such as giving an account a password that no longer meets the rules.
 */
export const test = base.extend<{ server: E2eServer }>({
  server: [
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vs-e2e-'));
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
      await migrateToLatest(database.db);
      await seedDemo(database.db, DEMO_PASSWORD);
      const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir }) };
      const built = await buildApp(config, database, { webAppRoot: path.resolve(import.meta.dirname, '../../dist') });
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const address = built.app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      await use({ ...built, url });
      await built.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect } from '@playwright/test';
