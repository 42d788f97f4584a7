import { sql, type Kysely } from 'kysely';

/**
 * 双录 (issue 30): a room or 5G session opened while its tenant records sales (useSop, fiveGSop) is marked so;
 * its recordings are a composite and one track per party; a script read at the risk-notice stage and the
 * customer's face seen on camera are checkpoints of their own; and each tenant keeps the reasons a recording
 * may be paused for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sop_checkpoints drop constraint sop_checkpoints_kind_check`.execute(db);
  await sql`alter table sop_checkpoints add constraint sop_checkpoints_kind_check
    check (kind in ('scriptRead', 'riskNotice', 'confirmation', 'facePresent'))`.execute(db);
  await db.schema
    .alterTable('room_recordings')
    .addColumn('track', 'text', (c) =>
      c
        .notNull()
        .defaultTo('composite')
        .check(sql`track in ('composite', 'agent', 'customer')`),
    )
    .execute();
  await db.schema
    .alterTable('service_rooms')
    .addColumn('dual_record', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('privacy_settings')
    .addColumn('pause_reasons', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('privacy_settings').dropColumn('pause_reasons').execute();
  await db.schema.alterTable('service_rooms').dropColumn('dual_record').execute();
  await db.schema.alterTable('room_recordings').dropColumn('track').execute();
  await sql`delete from sop_checkpoints where kind in ('riskNotice', 'facePresent')`.execute(db);
  await sql`alter table sop_checkpoints drop constraint sop_checkpoints_kind_check`.execute(db);
  await sql`alter table sop_checkpoints add constraint sop_checkpoints_kind_check
    check (kind in ('scriptRead', 'confirmation'))`.execute(db);
}
