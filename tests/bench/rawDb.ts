import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { pgliteStatements, withNamedStatements } from '../../server/db/preparedStatements';

export type Row = Record<string, unknown>;

/**
 * The bare driver call the floor servers make: one SQL text with positional parameters, run as a named
 * statement once it repeats, as the app's own queries are (server/db/preparedStatements.ts), so that the floor
 * and ours differ in everything but the statements and how the database runs them.
 */
export interface RawDb {
  query(text: string, params: readonly unknown[]): Promise<Row[]>;
}

export function pgliteRaw(pglite: PGlite): RawDb {
  const statements = pgliteStatements(pglite);
  return { query: async (text, params) => (await statements.query(text, params)).rows as Row[] };
}

export function pgPoolRaw(pool: pg.Pool): RawDb {
  const named = withNamedStatements(pool);
  return {
    async query(text, params) {
      const client = await named.connect();
      try {
        return (await client.query<Row>(text, [...params])).rows;
      } finally {
        client.release();
      }
    },
  };
}
