import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type Row = Record<string, unknown>;

/** The bare driver call the floor servers make: one SQL text with positional parameters. */
export interface RawDb {
  query(text: string, params: readonly unknown[]): Promise<Row[]>;
}

export function pgliteRaw(pglite: PGlite): RawDb {
  return { query: async (text, params) => (await pglite.query<Row>(text, [...params])).rows };
}

export function pgPoolRaw(pool: pg.Pool): RawDb {
  return { query: async (text, params) => (await pool.query<Row>(text, [...params])).rows };
}
