import type { Database } from '../db/database';

/**
 * pg-boss's `db` over the app's embedded PGlite. Every statement runs while holding the app's one Kysely
 * connection, so it never lands inside a transaction the app has open. A text with values is one
 * statement (PGlite's query); without values it may be several (PGlite's exec), and the last one answers.
 */
export function pgliteExecutor(database: Database): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} {
  const { connection } = database;
  if (connection.kind !== 'pglite') throw new Error('pgliteExecutor needs an embedded database');
  const { pglite } = connection;
  return {
    executeSql: (text, values) =>
      database.db.connection().execute(async () => {
        if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
  };
}
