import { sql, type Kysely } from 'kysely';

/**
 * Recordings of room calls made in the agent's browser: one row per recording (an agent's part of a
 * room), its pieces while it is being uploaded, and the stored file with its size and duration once
 * finished.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_recordings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('service_id', 'uuid', (c) => c.notNull().references('service_rooms.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('restrict'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('recording')
        .check(sql`status in ('recording', 'finishing', 'finished', 'empty')`),
    )
    .addColumn('pieces', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_ms', 'integer')
    .addColumn('storage_key', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('room_recordings_room')
    .on('room_recordings')
    .columns(['service_id', 'started_at'])
    .execute();
  await db.schema.createIndex('room_recordings_open').on('room_recordings').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('room_recording_pieces')
    .addColumn('recording_id', 'uuid', (c) => c.notNull().references('room_recordings.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_recording_pieces_pk', ['recording_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('room_recording_pieces').execute();
  await db.schema.dropTable('room_recordings').execute();
}
