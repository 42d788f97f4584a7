import { sql, type Kysely } from 'kysely';

/**
 * Sharing in the meeting hall: what a room shares now (one thing at a time, read again by a reloaded
 * page), marketing-centre links (type yxzx), and links to the product's own pages (a path
 * from '/').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_rooms').addColumn('share', 'jsonb').execute();
  await sql`alter table share_webs drop constraint share_webs_type_check`.execute(db);
  await sql`alter table share_webs add constraint share_webs_type_check check (type in ('sells','measurement','digitalMan','yxzx'))`.execute(
    db,
  );
  await sql`alter table share_webs drop constraint share_webs_url_check`.execute(db);
  await sql`alter table share_webs add constraint share_webs_url_check check (url ~ '^(https?://|/[^/])')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from share_webs where type = 'yxzx' or url !~ '^https?://'`.execute(db);
  await sql`alter table share_webs drop constraint share_webs_url_check`.execute(db);
  await sql`alter table share_webs add constraint share_webs_url_check check (url ~ '^https?://')`.execute(db);
  await sql`alter table share_webs drop constraint share_webs_type_check`.execute(db);
  await sql`alter table share_webs add constraint share_webs_type_check check (type in ('sells','measurement','digitalMan'))`.execute(
    db,
  );
  await db.schema.alterTable('service_rooms').dropColumn('share').execute();
}
