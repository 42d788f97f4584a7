import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteKysely, type Database, type DatabaseKind } from '../../server/db/database';
import { createPostgresDatabase } from '../support/databases';
import { pgliteRaw, pgPoolRaw, type RawDb } from './rawDb';

/** One database under test: the app's own handle and a raw driver handle on the same data. */
export interface BenchTarget {
  kind: DatabaseKind;
  database: Database;
  raw: RawDb;
  close(): Promise<void>;
}

/**
 * PGlite in memory. openDatabase keeps its PGlite instance private and the floor needs that very
 * instance (a second one would hold different data), so this mirrors openDatabase's Kysely setup.
 */
export async function openPgliteTarget(): Promise<BenchTarget> {
  const pglite = await PGlite.create();
  const db = pgliteKysely(pglite);
  const database: Database = {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', pglite },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
  return { kind: 'pglite', database, raw: pgliteRaw(pglite), close: () => database.close() };
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server to bench on: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default. */
export function postgresServerUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
}

/** The PostgreSQL server of a run, and why it is left out when it is not reachable. */
export interface PostgresServer {
  url: string;
  unreachable: string | null;
}

/** Null when the server is reachable, else the driver's reason. */
export async function postgresUnreachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh database on the server, through the app's openDatabase, plus a raw pool of the same size. */
export async function openPostgresTarget(serverUrl: string): Promise<BenchTarget> {
  // createPostgresDatabase reads its server from TEST_DATABASE_URL; point it at the one chosen here.
  process.env.TEST_DATABASE_URL = serverUrl;
  const created = await createPostgresDatabase();
  let database: Database;
  try {
    database = await openDatabase({ url: created.url });
  } catch (err) {
    await created.drop();
    throw err;
  }
  const pool = new pg.Pool({ connectionString: created.url, max: 10 });
  // As the app's pool: an idle connection the server ends (the database dropped at close, another run's
  // cleanup on a shared server) must not end the run with an unhandled error.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    database,
    raw: pgPoolRaw(pool),
    async close() {
      await pool.end();
      await database.close();
      await created.drop();
    },
  };
}
