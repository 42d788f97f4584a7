import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { JobQueue } from '../../server/queue';
import { loadKeyPair } from '../../server/services/passwords';
import { adminQuery, createPostgresDatabase, PREPARED_ENV } from './databases';

/** What every app's database holds before its demo seed: the schema, the queue's tables and a key pair. */
async function prepare(database: Database): Promise<void> {
  await migrateToLatest(database.db);
  await loadKeyPair(database.db);
  const queue = new JobQueue(database, (err) => {
    throw err;
  });
  await queue.start();
  await queue.stop();
}

/**
 * Vitest's global setup: one migrated database of each kind, made once for the run, that each test's database
 * starts as a copy of (a PGlite image loaded into memory, a PostgreSQL template). Creating and migrating a
 * database per app took most of an API test's start.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vs-prepared-'));
  const pglite = await openDatabase({});
  await prepare(pglite);
  if (pglite.connection.kind !== 'pglite') throw new Error('expected PGlite');
  await pglite.connection.pglite.query('CHECKPOINT');
  const image = path.join(dir, 'pglite.tar');
  await writeFile(image, Buffer.from(await (await pglite.connection.pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  process.env[PREPARED_ENV.pgliteImage] = image;

  let template: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ url: created.url });
    await prepare(database);
    await database.close();
    // A template no one may connect to by mistake; copies are made from it while it is idle.
    template = `vs_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`alter database ${created.name} rename to ${template}`);
    process.env[PREPARED_ENV.postgresTemplate] = template;
  }
  return async () => {
    if (template) await adminQuery(`drop database if exists ${template} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
