import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { isUniqueViolation, likePattern } from './sql';

describe('likePattern', () => {
  it('finds the text anywhere, with its wildcards and backslashes matched literally', () => {
    expect(likePattern('ab')).toBe('%ab%');
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('on the embedded database', () => {
  let database: Database;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await openDatabase({});
    db = database.db as unknown as Kysely<unknown>;
    await sql`create table names (id int primary key, name text not null constraint names_name unique)`.execute(db);
    await sql`insert into names values (1, '50% off'), (2, '50 percent'), (3, 'a_b'), (4, 'axb')`.execute(db);
  });
  afterAll(() => database.close());

  const matching = async (text: string) =>
    (
      await sql<{ id: number }>`select id from names where name like ${likePattern(text)} order by id`.execute(db)
    ).rows.map((row) => row.id);

  it('matches % and _ as themselves', async () => {
    expect(await matching('50%')).toEqual([1]);
    expect(await matching('a_b')).toEqual([3]);
    expect(await matching('50')).toEqual([1, 2]);
  });

  it('tells a unique violation, and on which index', async () => {
    const error = await sql`insert into names values (5, 'axb')`.execute(db).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'names_name')).toBe(true);
    expect(isUniqueViolation(error, 'login_name')).toBe(false);
    const other = await sql`insert into names values (1, 'new')`.execute(db).catch((e: unknown) => e);
    expect(isUniqueViolation(other, 'names_name')).toBe(false);
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
