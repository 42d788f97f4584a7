import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { seedDemo } from '../../server/seed/demo';
import {
  adminQuery,
  createPostgresDatabase,
  DEMO_PASSWORD,
  prepareDatabase,
  PREPARED_ENV,
  renameToTemplate,
} from './databases';

/** A PGlite database's whole data directory as a file, for copies to start from; answers the image. */
async function writePgliteImage(database: Database, file: string): Promise<Blob> {
  if (database.connection.kind !== 'pglite') throw new Error('expected PGlite');
  await database.connection.pglite.query('CHECKPOINT');
  const image = await database.connection.pglite.dumpDataDir('none');
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  await database.close();
  return image;
}

/**
 * Vitest's global setup: one migrated database of each kind, made once for the run, that each test's database
 * starts as a copy of (a PGlite image loaded into memory, a PostgreSQL template), and beside each a copy with the
 * demo seed, which an app without the seed's sample files starts from. Creating and migrating a database per app
 * took most of an API test's start, and the seed (an argon2id hash per demo account) half a second more.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vs-prepared-'));
  const pglite = await openDatabase({});
  await prepareDatabase(pglite);
  const image = path.join(dir, 'pglite.tar');
  const migrated = await writePgliteImage(pglite, image);
  process.env[PREPARED_ENV.pgliteImage] = image;
  const seeded = await openDatabase({ image: migrated });
  await seedDemo(seeded.db, DEMO_PASSWORD);
  const seededImage = path.join(dir, 'pglite-seeded.tar');
  await writePgliteImage(seeded, seededImage);
  process.env[PREPARED_ENV.seededPgliteImage] = seededImage;

  const templates: string[] = [];
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ url: created.url });
    await prepareDatabase(database);
    await database.close();
    const template = await renameToTemplate(created.name, 'vs_template');
    templates.push(template);
    process.env[PREPARED_ENV.postgresTemplate] = template;
    const copy = await createPostgresDatabase(template);
    const copied = await openDatabase({ url: copy.url });
    await seedDemo(copied.db, DEMO_PASSWORD);
    await copied.close();
    const seededTemplate = await renameToTemplate(copy.name, 'vs_template');
    templates.push(seededTemplate);
    process.env[PREPARED_ENV.seededPostgresTemplate] = seededTemplate;
  }
  return async () => {
    for (const template of templates) await adminQuery(`drop database if exists ${template} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
