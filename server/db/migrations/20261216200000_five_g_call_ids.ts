import { sql, type Kysely } from 'kysely';

/** A 5G phone call is found by the call service's id of it: the handset's consent names the call so. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index five_g_calls_call_id on five_g_calls (call_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index five_g_calls_call_id`.execute(db);
}
