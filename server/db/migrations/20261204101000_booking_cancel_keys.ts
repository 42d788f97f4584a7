import type { Kysely } from 'kysely';

/** The secret of a booking's link, with which its customer may cancel it; older bookings have none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('slot_bookings').addColumn('cancel_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('slot_bookings').dropColumn('cancel_key').execute();
}
