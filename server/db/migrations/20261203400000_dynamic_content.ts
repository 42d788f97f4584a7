import { sql, type Kysely } from 'kysely';

/**
 * Dynamic content (spec 3 §2 /DynamicTemplateManagement, /DynamicVideoManagement): a template is common or
 * dynamic (its words hold variables filled per recipient); a dynamic video is one batch made from a dynamic
 * template's approved version, audited as a whole, whose recipients' videos are video content rows of it
 * (rendered by the same job with each recipient's values).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('video_templates')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('common')
        .check(sql`kind in ('common', 'dynamic')`),
    )
    .execute();

  await db.schema
    .createTable('dynamic_videos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('video_templates.id').onDelete('restrict'))
    .addColumn('template_version', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (1,2,3,4,5,12)`),
    )
    .addColumn('submitted_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('audited_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('audited_at', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.check(sql`char_length(reason) <= 200`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'dynamic_videos_template_version',
      ['template_id', 'template_version'],
      'video_template_versions',
      ['template_id', 'version'],
      (c) => c.onDelete('restrict'),
    )
    .execute();
  await db.schema
    .createIndex('dynamic_videos_tenant_newest')
    .on('dynamic_videos')
    .columns(['tenant_id', 'updated_at desc'])
    .execute();

  await db.schema
    .alterTable('video_contents')
    .addColumn('dynamic_video_id', 'uuid', (c) => c.references('dynamic_videos.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.check(sql`char_length(recipient) between 1 and 20`))
    .execute();
  await db.schema
    .createIndex('video_contents_dynamic_video')
    .on('video_contents')
    .columns(['dynamic_video_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('video_contents').dropColumn('recipient').dropColumn('dynamic_video_id').execute();
  await db.schema.dropTable('dynamic_videos').execute();
  await db.schema.alterTable('video_templates').dropColumn('kind').execute();
}
