import { sql, type Kysely } from 'kysely';

/** The QR short link of a meeting hall's invitation (spec 2 §2.2 invite): a short link names a room or a same-screen record. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('short_links')
    .alterColumn('service_web_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('short_links')
    .addColumn('service_room_id', 'uuid', (c) => c.unique().references('service_rooms.id').onDelete('cascade'))
    .execute();
  await sql`alter table short_links add constraint short_links_one_target check (num_nonnulls(service_web_id, service_room_id) = 1)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from short_links where service_web_id is null`.execute(db);
  await sql`alter table short_links drop constraint short_links_one_target`.execute(db);
  await db.schema.alterTable('short_links').dropColumn('service_room_id').execute();
  await db.schema
    .alterTable('short_links')
    .alterColumn('service_web_id', (c) => c.setNotNull())
    .execute();
}
