import type { Kysely } from 'kysely';

/** The room an agent started for a booking (spec 3 §7 startStream): one room per booking. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('slot_bookings')
    .addColumn('service_room_id', 'uuid', (c) => c.references('service_rooms.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('slot_bookings').dropColumn('service_room_id').execute();
}
