/**
 * Small SQL helpers every service shares: the pattern of a substring search and the check for a unique index
 * met by an insert or update.
 */
import { sql, type RawBuilder } from 'kysely';

/** The China day (YYYY-MM-DD) of a timestamp column, in SQL that PostgreSQL 15 and PGlite both run. */
export const chinaDayOf = (column: string): RawBuilder<string> =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** A LIKE / ILIKE pattern that finds `text` anywhere, its `\`, `%` and `_` matched literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether `error` is PostgreSQL's unique violation (23505); given `constraint`, only one on that index (its name
 * in the error's `constraint`, or else in its message).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== '23505') return false;
  if (constraint === undefined) return true;
  const named = (error as { constraint?: unknown }).constraint ?? (error as { message?: unknown }).message;
  return String(named).includes(constraint);
}
