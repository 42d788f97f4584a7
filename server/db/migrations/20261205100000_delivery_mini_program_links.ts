import type { Kysely } from 'kysely';

/** The mini-program link a recipient was given, kept until it expires so a page reloaded asks WeChat no twice (its quota is daily). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delivery_recipients')
    .addColumn('mini_program_link', 'text')
    .addColumn('mini_program_link_expires_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delivery_recipients')
    .dropColumn('mini_program_link')
    .dropColumn('mini_program_link_expires_at')
    .execute();
}
