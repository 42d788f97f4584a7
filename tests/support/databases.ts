import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { JobQueue } from '../../server/queue';
import { loadKeyPair } from '../../server/services/passwords';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Where the test run's global setup (tests/support/preparedDatabases.ts) left databases already migrated: a
 * PGlite image file and a PostgreSQL template database. Unset outside a vitest run; a fresh database is then
 * migrated by its test as before.
 */
export const PREPARED_ENV = { pgliteImage: 'VS_TEST_PGLITE_IMAGE', postgresTemplate: 'VS_TEST_PG_TEMPLATE' } as const;

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

let pgliteImage: Promise<Blob> | undefined;

/** The prepared PGlite image, read once per test file. */
function preparedPgliteImage(): Promise<Blob> | undefined {
  const file = process.env[PREPARED_ENV.pgliteImage];
  if (!file) return undefined;
  pgliteImage ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteImage;
}

/**
 * A fresh database of the given kind: PGlite in memory, or a new PostgreSQL database. With `prepared` it
 * starts migrated when the run's global setup prepared one, and empty otherwise; migrateToLatest then finds
 * nothing or everything to do.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { prepared?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const image = options.prepared ? await preparedPgliteImage() : undefined;
    const database = await openDatabase({ image });
    return { database, url: undefined, drop: () => database.close() };
  }
  const template = options.prepared ? process.env[PREPARED_ENV.postgresTemplate] : undefined;
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
