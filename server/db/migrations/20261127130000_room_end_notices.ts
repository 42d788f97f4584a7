import { sql, type Kysely } from 'kysely';

/** The notice that a room's end is near (spec 2 §4.1 notifyEnd) and the agent's answer to it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_rooms')
    .addColumn('end_notice', 'text', (c) => c.check(sql`end_notice in ('notifyEnd', 'notifySingleEnd')`))
    .addColumn('end_notice_at', 'timestamptz')
    .addColumn('end_notice_answer', 'text', (c) => c.check(sql`end_notice_answer in ('continue', 'exit', 'expired')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_rooms')
    .dropColumn('end_notice')
    .dropColumn('end_notice_at')
    .dropColumn('end_notice_answer')
    .execute();
}
