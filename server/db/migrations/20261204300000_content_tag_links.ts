import { sql, type Kysely } from 'kysely';

/**
 * Tags attached to content: template tags (type 1) to video and interaction templates, material tags
 * (type 2) to video contents. Deleting a tag detaches it everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_tag_links')
    .addColumn('tag_id', 'uuid', (c) => c.notNull().references('content_tags.id').onDelete('cascade'))
    .addColumn('item_kind', 'text', (c) =>
      c.notNull().check(sql`item_kind in ('videoTemplate', 'videoContent', 'interactionTemplate')`),
    )
    .addColumn('item_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_tag_links_pkey', ['item_kind', 'item_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('content_tag_links_tag')
    .on('content_tag_links')
    .columns(['tag_id', 'item_kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_tag_links').execute();
}
