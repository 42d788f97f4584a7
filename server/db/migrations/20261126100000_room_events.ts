import { sql, type Kysely } from 'kysely';

/** What happened in a room (spec 2 §4: authorisation refused, sharing, voice and video, network), for its event log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('service_id', 'uuid', (c) => c.notNull().references('service_rooms.id').onDelete('cascade'))
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('agent', 'customer')`))
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('room_events_room_time')
    .on('room_events')
    .columns(['service_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('room_events').execute();
}
