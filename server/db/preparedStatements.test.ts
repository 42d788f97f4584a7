import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../../tests/support/databases';
import { openDatabase, type Database } from './database';

interface Note {
  id: number;
  body: string | null;
  at: Date;
  tags: unknown;
}

/** The statements the session holds under a name (PostgreSQL's own view of them). */
async function namedStatements(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
}

describe.each(databaseKinds)('named statements on %s', (kind) => {
  let database: Database;
  let db: Kysely<unknown>;
  let drop: () => Promise<void> = async () => undefined;
  const at = new Date('2026-11-30T08:00:00.000Z');
  const insert = (id: number, body: string | null) =>
    sql`insert into notes (id, body, at, tags) values (${id}, ${body}, ${at}, ${JSON.stringify(['a', id])}::jsonb)`;
  const byId = (id: number) => sql<Note>`select id, body, at, tags from notes where id = ${id}`;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = await openDatabase({ url: created.url });
    } else database = await openDatabase({});
    db = database.db as unknown as Kysely<unknown>;
    await sql`create table notes (id int primary key, body text, at timestamptz not null, tags jsonb not null)`.execute(
      db,
    );
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });
  beforeEach(() => sql`truncate notes`.execute(db));

  it('runs a statement seen before under a name, with every kind of value read back as written', async () => {
    // On PostgreSQL each run may take another connection of the pool: the name is given per connection.
    await db.connection().execute(async (connection) => {
      for (const id of [1, 2, 3]) await insert(id, id === 2 ? null : `note ${id}`).execute(connection);
      const read = await byId(2).execute(connection);
      const again = await byId(3).execute(connection);
      expect(read.rows).toEqual([{ id: 2, body: null, at, tags: ['a', 2] }]);
      expect(again.rows).toEqual([{ id: 3, body: 'note 3', at, tags: ['a', 3] }]);
      const named = await namedStatements(connection);
      expect(named.some((text) => text.startsWith('insert into notes'))).toBe(true);
      expect(named.some((text) => text.startsWith('select id, body, at, tags from notes'))).toBe(true);
    });
  });

  it('counts the rows a named update touched', async () => {
    await db.connection().execute(async (connection) => {
      for (const id of [1, 2]) await insert(id, 'x').execute(connection);
      const update = (body: string) => sql`update notes set body = ${body} where body is not null`;
      expect((await update('y').execute(connection)).numAffectedRows).toBe(2n);
      expect((await update('z').execute(connection)).numAffectedRows).toBe(2n);
      expect(await namedStatements(connection)).toContain('update notes set body = $1 where body is not null');
    });
  });

  it('rolls back a transaction whose named statement fails, and the statement serves the next one', async () => {
    await db.connection().execute(async (connection) => {
      await insert(1, 'kept').execute(connection);
      const failing = connection.transaction().execute(async (trx) => {
        await insert(2, 'lost').execute(trx);
        await insert(1, 'duplicate').execute(trx);
      });
      await expect(failing).rejects.toThrow(/duplicate key/);
      await insert(3, 'after').execute(connection);
      const { rows } = await sql<{ id: number }>`select id from notes order by id`.execute(connection);
      expect(rows.map((row) => row.id)).toEqual([1, 3]);
    });
  });

  it('leaves a statement that does not parse unnamed and answers the engine\u2019s error each time', async () => {
    const broken = () => sql`select no_such_column from notes where id = ${1}`.execute(db);
    await expect(broken()).rejects.toThrow(/no_such_column/);
    await expect(broken()).rejects.toThrow(/no_such_column/);
    await insert(1, 'fine').execute(db);
    expect((await byId(1).execute(db)).rows).toHaveLength(1);
  });

  it.runIf(kind === 'pglite')('waits for a transaction another user of the one session holds', async () => {
    if (database.connection.kind !== 'pglite') throw new Error('PGlite only');
    const count = () => sql<{ n: number }>`select count(*)::int as n from notes where id > ${0}`.execute(db);
    await count();
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = database.connection.pglite
      .transaction(async (tx) => {
        await tx.query(`insert into notes (id, body, at, tags) values (9, 'not kept', now(), '[]')`);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await begun;
    // Named by now; had it run inside the other transaction it would count the row that is never kept.
    expect((await count()).rows).toEqual([{ n: 0 }]);
    await rolledBack;
  });

  it('runs a named statement again unnamed when its table changed shape since it was parsed', async () => {
    await db.connection().execute(async (connection) => {
      await insert(1, 'before').execute(connection);
      const all = () => sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(connection);
      await all();
      await all();
      await sql`alter table notes add column extra int`.execute(connection);
      try {
        expect((await all()).rows).toEqual([{ id: 1, body: 'before', at, tags: ['a', 1], extra: null }]);
      } finally {
        await sql`alter table notes drop column extra`.execute(connection);
      }
    });
  });

  it('names no statement run only once, nor a transaction\u2019s own commands', async () => {
    await db.connection().execute(async (connection) => {
      await connection.transaction().execute(async (trx) => {
        await sql`select ${'once'}::text as word`.execute(trx);
      });
      const named = await namedStatements(connection);
      expect(named.filter((text) => /'once'|\$1::text as word|^begin|^commit/i.test(text))).toEqual([]);
    });
  });
});
