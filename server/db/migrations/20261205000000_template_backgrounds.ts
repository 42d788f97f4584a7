import { sql, type Kysely } from 'kysely';

/**
 * Backgrounds uploaded in the video template editor (spec 3 §2): an image or a video stored in the file
 * storage, with a video's first frame as a picture; kept as long as their tenant, since template versions
 * name them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('template_backgrounds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'video')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('poster_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('template_backgrounds_poster', sql`(kind = 'video') = (poster_key is not null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('template_backgrounds').execute();
}
