import { cpSync } from 'node:fs';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../server/app';
import type { Clock } from '../../server/clock';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo';
import { createStorage } from '../../server/storage';
import { adminQuery, createPostgresDatabase, DEMO_PASSWORD, prepareDatabase, renameToTemplate } from './databases';
import { ManualClock } from './manualClock';

export { DEMO_PASSWORD };
export const distDir = path.resolve(import.meta.dirname, '../../dist');

export interface SeededServer extends BuiltApp {
  url: string;
  close(): Promise<void>;
}

/** Where a prepared seed is: its data directory (the PGlite database under pg/, the sample files under files/), or with `postgres` the PostgreSQL template database beside it. */
export interface SeededTemplate {
  dir: string;
  postgres?: string;
}

/**
 * A seeded template: the schema, the job queue's tables, the key pair and the demo seed, in PGlite under `dir`/pg
 * or, with `postgres` (TEST_DATABASE_URL set), in a PostgreSQL template database; with `seedFiles` the seed's sample
 * files too (under `dir`/files). Copied for a test, it spares each test the database's initialisation and the
 * seed, most of a server's start.
 */
export async function prepareSeededTemplate(
  dir: string,
  options: { seedFiles?: boolean; postgres?: boolean } = {},
): Promise<SeededTemplate> {
  const created = options.postgres ? await createPostgresDatabase() : undefined;
  const database = await openDatabase(created ? { url: created.url } : { dataDir: path.join(dir, 'pg') });
  await prepareDatabase(database);
  const storage = options.seedFiles ? createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir })) : undefined;
  await seedDemo(database.db, DEMO_PASSWORD, storage);
  await database.close();
  return created ? { dir, postgres: await renameToTemplate(created.name, 'vs_e2e') } : { dir };
}

/** Drops a template's PostgreSQL database, if it has one. */
export async function dropSeededTemplate(template: SeededTemplate): Promise<void> {
  if (template.postgres) await adminQuery(`drop database if exists ${template.postgres} with (force)`);
}

/**
 * The product with the demo seed, listening on a free port and serving dist/: PGlite in `dataDir`,
 * or in memory without one. With `seedFiles` the seed also stores its sample brochure, video and
 * recordings in the data directory, as `npm start` does. With `template` (a directory prepared by
 * prepareSeededTemplate, with files when `seedFiles` is asked) the data directory starts as a copy of it, already seeded. With `clock` (a ManualClock)
 * the server's delays and background jobs wait for the test to advance it. `config` overrides settings (say, a speech engine).
 */
export async function startSeededServer(
  options: {
    dataDir?: string;
    seedFiles?: boolean;
    template?: SeededTemplate;
    clock?: Clock;
    config?: Partial<Config>;
  } = {},
): Promise<SeededServer> {
  const copied = Boolean(options.template && options.dataDir);
  if (copied) cpSync(options.template!.dir, options.dataDir!, { recursive: true });
  const copiedPostgres =
    copied && options.template?.postgres ? await createPostgresDatabase(options.template.postgres) : undefined;
  const database = await openDatabase(
    copiedPostgres ? { url: copiedPostgres.url } : { dataDir: options.dataDir && path.join(options.dataDir, 'pg') },
  );
  // A copy of the template is migrated already.
  if (!copied) await migrateToLatest(database.db);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) }),
    ...options.config,
  };
  if (!copied) await seedDemo(database.db, DEMO_PASSWORD, options.seedFiles ? createStorage(config) : undefined);
  const built = await buildApp(config, database, {
    webAppRoot: distDir,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  if (options.clock instanceof ManualClock) options.clock.waitFor(() => built.ctx.jobs.settled());
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  return {
    ...built,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await built.app.close();
      await database.close();
      await copiedPostgres?.drop();
    },
  };
}
