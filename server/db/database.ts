import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { PGliteStatementsDialect, withNamedStatements } from './preparedStatements';
import type { DB } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Where a library with a connection of its own (the job queue) finds the same database. */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
  /** Flushes what is written and closes the engine. */
  close(): Promise<void>;
}

// five_g_sop ↔ fiveGSop; JSON values keep the keys they were written with.
const plugins = () => [
  new CamelCasePlugin({ underscoreBetweenUppercaseLetters: true, maintainNestedObjectKeys: true }),
];

/** The app's Kysely handle on a PGlite instance. */
export function pgliteKysely(pglite: PGlite): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PGliteStatementsDialect(pglite), plugins: plugins() });
}

/**
 * PGlite in a directory (or in memory when dataDir is undefined), or PostgreSQL when a URL is given. With
 * `image` (a dump of PGlite's data directory) an in-memory PGlite starts from it instead of an empty cluster.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  image?: Blob | undefined;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, a dropped database) is replaced by the pool on the next
    // query; without a listener its error would end the process.
    pool.on('error', () => undefined);
    // Fail at start, with the driver's own message, rather than on the first request.
    const client = await pool.connect();
    client.release();
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
      plugins: plugins(),
    });
    return { db, kind: 'postgres', connection: { kind: 'postgres', url: options.url }, close: () => db.destroy() };
  }
  const pglite = options.image
    ? await PGlite.create({ loadDataDir: options.image })
    : await PGlite.create(options.dataDir);
  const db = pgliteKysely(pglite);
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', pglite },
    async close() {
      await pglite.query('CHECKPOINT');
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Whether a write failed because other rows still point at the one it deleted (or at one it named that does
 * not exist): a foreign key with NO ACTION answers 23503, one with RESTRICT 23001.
 */
function isStillReferenced(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23503' || code === '23001';
}

/** Runs a removal; false (nothing removed) when records that must outlive the row still point at it. */
export async function removeUnlessReferenced(remove: () => Promise<unknown>): Promise<boolean> {
  try {
    await remove();
    return true;
  } catch (error) {
    if (isStillReferenced(error)) return false;
    throw error;
  }
}

/** A JSON value for a jsonb column; drivers would otherwise turn arrays into PostgreSQL arrays. */
export function json<T>(value: T): RawBuilder<T> {
  return sql<T>`${JSON.stringify(value)}::jsonb`;
}
