import { sql, type Kysely } from 'kysely';

/** Sessions of billing accounts, which sign in to a read-only view of their tenants' minutes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bill_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('bill_account_id', 'uuid', (c) => c.notNull().references('bill_accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bill_sessions_account').on('bill_sessions').column('bill_account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bill_sessions').execute();
}
