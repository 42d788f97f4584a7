import { sql, type Kysely } from 'kysely';

/**
 * The trace record of a 5G call (spec 2 §4.3, §7.1 "update trace-record status"): the room reports the
 * call service's recording of the call as it starts, stops or fails to start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('five_g_calls')
    .addColumn('trace_record_status', 'text', (c) =>
      c.check(sql`trace_record_status in ('recording', 'stopped', 'failed')`),
    )
    .execute();
  await db.schema.alterTable('five_g_calls').addColumn('trace_record_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('five_g_calls').dropColumn('trace_record_at').execute();
  await db.schema.alterTable('five_g_calls').dropColumn('trace_record_status').execute();
}
