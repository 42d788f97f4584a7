import type { Kysely } from 'kysely';

/**
 * The product page a video-sales room is about (spec 2 room info productUrl): the link a customer calls
 * from, kept on the call and carried to the room it opens, or the link its agent adds in the hall.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('calls')
    .addColumn('product_web_id', 'uuid', (c) => c.references('share_webs.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('service_rooms')
    .addColumn('product_web_id', 'uuid', (c) => c.references('share_webs.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_rooms').dropColumn('product_web_id').execute();
  await db.schema.alterTable('calls').dropColumn('product_web_id').execute();
}
