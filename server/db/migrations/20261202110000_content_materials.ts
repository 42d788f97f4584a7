import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * The content studio's config lists (spec 3 §3): material pictures (type 1 backgrounds, 2 stickers, 3
 * cards), tags with the tenants or organisations allowed to use them, and the interactive Q&A card
 * templates a video template may name. A row without tenant belongs to the platform and is public.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('material_images')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (1, 2, 3)`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('url', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('material_images_source', sql`(url is null) <> (storage_key is null)`)
    .execute();
  await db.schema
    .createIndex('material_images_tenant_type')
    .on('material_images')
    .columns(['tenant_id', 'type', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('content_tags')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (1, 2)`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 20`))
    .addColumn('authorized', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index content_tags_name on content_tags (coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'::uuid), type, lower(name))`.execute(
    db,
  );

  await db.schema
    .createTable('interaction_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('interaction_templates_tenant_newest')
    .on('interaction_templates')
    .columns(['tenant_id', 'updated_at desc'])
    .execute();

  await db.schema
    .alterTable('video_templates')
    .addColumn('interaction_template_id', 'uuid', (c) => c.references('interaction_templates.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('video_templates').dropColumn('interaction_template_id').execute();
  await db.schema.dropTable('interaction_templates').execute();
  await db.schema.dropTable('content_tags').execute();
  await db.schema.dropTable('material_images').execute();
}
