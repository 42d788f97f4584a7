import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest, migrationNames } from '../../server/db/migrate';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';

async function tables(testDb: TestDatabase): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(testDb.database.db);
  return result.rows.map((r) => r.name);
}

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('have timestamped names in order', () => {
    expect(migrationNames.every((name) => /^\d{14}_[a-z0-9_]+$/.test(name))).toBe(true);
    expect([...migrationNames].sort()).toEqual(migrationNames);
  });

  it('go up, down to nothing, and up again', async () => {
    await migrateToLatest(testDb.database.db);
    expect(await tables(testDb)).toContain('agents');
    for (let i = 0; i < migrationNames.length; i++) await migrateDown(testDb.database.db);
    expect(await tables(testDb)).toEqual([]);
    await migrateToLatest(testDb.database.db);
    expect(await tables(testDb)).toEqual(
      expect.arrayContaining(['agents', 'sessions', 'tenants', 'org_accounts', 'sys_roles']),
    );
  });
});
