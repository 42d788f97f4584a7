import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, T | string, T | string>;
export type JsonObject = Record<string, unknown>;
/** bigint columns: the pg driver reads them as strings, PGlite as numbers; Number() takes both. */
export type BigIntColumn = ColumnType<string | number, number, number>;
