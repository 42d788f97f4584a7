import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * A tenant's media-delivery settings (spec 3 §3 "Record sync config": the recording sync window and the
 * audit notice mails) and the mails the product sends, kept as an outbox whatever carries them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_deliver_configs')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('record_sync_start_time', 'text', (c) => c.notNull().defaultTo('00:00'))
    .addColumn('record_sync_end_time', 'text', (c) => c.notNull().defaultTo('23:59'))
    .addColumn('notice_mails', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipients', 'jsonb', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('stored')
        .check(sql`status in ('stored', 'sent', 'failed')`),
    )
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('mail_outbox_tenant_newest')
    .on('mail_outbox')
    .columns(['tenant_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('room_events_event_time').on('room_events').columns(['event', 'created_at']).execute();
  await db.schema.createIndex('service_rooms_started').on('service_rooms').columns(['started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('service_rooms_started').execute();
  await db.schema.dropIndex('room_events_event_time').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('media_deliver_configs').execute();
}
