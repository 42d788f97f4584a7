import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

// PGlite has a single connection: these are the guarantees the code relies on from its Kysely dialect.
describe('the embedded database', () => {
  let database: Database;
  let db: Kysely<unknown>;
  const count = async () =>
    (await sql<{ count: number }>`select count(*)::int as count from notes`.execute(db)).rows[0]?.count;

  beforeAll(async () => {
    database = await openDatabase({});
    db = database.db as unknown as Kysely<unknown>;
    await sql`create table notes (id int primary key, body text not null)`.execute(db);
  });
  afterAll(() => database.close());
  beforeEach(() => sql`truncate notes`.execute(db));

  it('keeps a transaction to itself: a query outside waits for its commit and never sees half of it', async () => {
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes values (1, 'first')`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sql`insert into notes values (2, 'second')`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await count()).toBe(2);
    await transaction;
  });

  it('rolls back a transaction that throws and carries on with the next query', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await sql`insert into notes values (1, 'lost')`.execute(trx);
      await sql`insert into notes values (1, 'duplicate')`.execute(trx);
    });
    await expect(failing).rejects.toThrow(/duplicate key/);
    expect(await count()).toBe(0);
  });

  it('counts the rows an update or delete touched, none included', async () => {
    await sql`insert into notes values (1, 'a'), (2, 'b')`.execute(db);
    const updated = await sql`update notes set body = 'c'`.execute(db);
    const none = await sql`delete from notes where id = 3`.execute(db);
    expect(updated.numAffectedRows).toBe(2n);
    expect(none.numAffectedRows ?? 0n).toBe(0n);
  });
});

describe('the embedded database in a directory', () => {
  it('keeps what was written after close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vs-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await sql`create table notes (body text)`.execute(first.db);
      await sql`insert into notes values ('kept')`.execute(first.db);
      await first.close();
      const reopened = await openDatabase({ dataDir });
      const { rows } = await sql<{ body: string }>`select body from notes`.execute(reopened.db);
      await reopened.close();
      expect(rows).toEqual([{ body: 'kept' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
