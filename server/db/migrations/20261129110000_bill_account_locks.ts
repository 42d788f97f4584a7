import type { Kysely } from 'kysely';

/** Billing accounts count wrong passwords and lock like agents. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bill_accounts')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bill_accounts').dropColumn('locked_at').dropColumn('failed_logins').execute();
}
