import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { adminQuery, createPostgresDatabase, prepareDatabase, PREPARED_ENV, renameToTemplate } from './databases';

/**
 * Vitest's global setup: one migrated database of each kind, made once for the run, that each test's database
 * starts as a copy of (a PGlite image loaded into memory, a PostgreSQL template). Creating and migrating a
 * database per app took most of an API test's start.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vs-prepared-'));
  const pglite = await openDatabase({});
  await prepareDatabase(pglite);
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
    await prepareDatabase(database);
    await database.close();
    template = await renameToTemplate(created.name, 'vs_template');
    process.env[PREPARED_ENV.postgresTemplate] = template;
  }
  return async () => {
    if (template) await adminQuery(`drop database if exists ${template} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
