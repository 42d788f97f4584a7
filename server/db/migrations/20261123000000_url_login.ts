import { sql, type Kysely } from 'kysely';

/** Single-use, short-lived tokens an admin hands out for signing in by URL (/secretfreelogin). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('url_login_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('url_login_tokens').execute();
}
