import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { JobQueue } from '../../server/queue';
import { loadKeyPair } from '../../server/services/passwords';

/** The demo accounts' password, as the tests' seeds set it. */
export const DEMO_PASSWORD = 'Demo@12345';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Where the test run's global setup (tests/support/preparedDatabases.ts) left databases already migrated: a
 * PGlite image file and a PostgreSQL template database. Unset outside a vitest run; a fresh database is then
 * migrated by its test as before.
 */
export const PREPARED_ENV = {
  pgliteImage: 'VS_TEST_PGLITE_IMAGE',
  postgresTemplate: 'VS_TEST_PG_TEMPLATE',
  seededPgliteImage: 'VS_TEST_PGLITE_SEEDED_IMAGE',
  seededPostgresTemplate: 'VS_TEST_PG_SEEDED_TEMPLATE',
} as const;

/** How a test's database starts: empty, migrated, or migrated with the demo seed (without its sample files). */
export type Prepared = false | true | 'seeded';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the test server, for a process of its own; dropped afterwards. With
 * `template` it starts as a copy of that database.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `vs_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  return {
    name,
    url: withDatabase(base, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** What every prepared database holds before a seed: the schema, the job queue's tables and a key pair. */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrateToLatest(database.db);
  await loadKeyPair(database.db);
  const queue = new JobQueue(database, (err) => {
    throw err;
  });
  await queue.start();
  await queue.stop();
}

/**
 * Renames a closed PostgreSQL database into a template no one connects to by mistake, so that copies can be
 * made of it while it is idle; answers its new name.
 */
export async function renameToTemplate(name: string, prefix: string): Promise<string> {
  const template = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`alter database ${name} rename to ${template}`);
  return template;
}

const pgliteImages = new Map<string, Promise<Blob>>();

/** A prepared PGlite image, read once per worker. */
function preparedPgliteImage(prepared: Prepared): Promise<Blob> | undefined {
  if (!prepared) return undefined;
  const file = process.env[prepared === 'seeded' ? PREPARED_ENV.seededPgliteImage : PREPARED_ENV.pgliteImage];
  if (!file) return undefined;
  let image = pgliteImages.get(file);
  if (!image) {
    image = readFile(file).then((bytes) => new Blob([bytes]));
    pgliteImages.set(file, image);
  }
  return image;
}

/** Whether the run's global setup left databases with the demo seed, so a test need not seed its own. */
export const seededDatabasesPrepared = (): boolean =>
  Boolean(process.env[PREPARED_ENV.seededPgliteImage]) &&
  (!process.env.TEST_DATABASE_URL || Boolean(process.env[PREPARED_ENV.seededPostgresTemplate]));

/**
 * A fresh database of the given kind: PGlite in memory, or a new PostgreSQL database. With `prepared` it
 * starts migrated (and with 'seeded' holding the demo seed too) when the run's global setup prepared one, and
 * empty otherwise; migrateToLatest then finds nothing or everything to do.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { prepared?: Prepared } = {},
): Promise<TestDatabase> {
  const prepared = options.prepared ?? false;
  if (kind === 'pglite') {
    const image = await preparedPgliteImage(prepared);
    const database = await openDatabase({ image });
    return { database, url: undefined, drop: () => database.close() };
  }
  const template = prepared
    ? process.env[prepared === 'seeded' ? PREPARED_ENV.seededPostgresTemplate : PREPARED_ENV.postgresTemplate]
    : undefined;
  const created = await createPostgresDatabase(template);
  const database = await openDatabase({ url: created.url });
  return {
    database,
    url: created.url,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}
