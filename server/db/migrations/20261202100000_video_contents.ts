import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Video content (spec 3 §3 "Video content", §4): a video rendered from an approved template version with
 * its variables filled, audited like templates; and previews of templates being edited. A render's state
 * and progress live on the row; the files are published (video_key, poster_key) only once complete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_contents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('video_templates.id').onDelete('restrict'))
    .addColumn('template_version', 'integer', (c) => c.notNull())
    .addColumn('variables', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (1,2,3,4,5,12)`),
    )
    .addColumn('render_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`render_state in ('queued','rendering','ready','failed')`),
    )
    .addColumn('render_progress', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`render_progress between 0 and 100`),
    )
    .addColumn('render_error', 'text')
    .addColumn('render_attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('video_key', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('duration_seconds', 'real')
    .addColumn('submitted_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('audited_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('audited_at', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.check(sql`char_length(reason) <= 200`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint(
      'video_contents_template_version',
      ['template_id', 'template_version'],
      'video_template_versions',
      ['template_id', 'version'],
      (c) => c.onDelete('restrict'),
    )
    .execute();
  await db.schema
    .createIndex('video_contents_tenant_newest')
    .on('video_contents')
    .columns(['tenant_id', 'updated_at desc'])
    .execute();
  await db.schema.createIndex('video_contents_org').on('video_contents').columns(['org_account_id']).execute();
  await db.schema.createIndex('video_contents_agent').on('video_contents').columns(['agent_id']).execute();
  await db.schema
    .createIndex('video_contents_template')
    .on('video_contents')
    .columns(['template_id', 'template_version'])
    .execute();
  await db.schema.createIndex('video_contents_status').on('video_contents').columns(['status']).execute();

  await db.schema
    .createTable('video_template_previews')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('render_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`render_state in ('queued','rendering','ready','failed')`),
    )
    .addColumn('render_progress', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`render_progress between 0 and 100`),
    )
    .addColumn('render_error', 'text')
    .addColumn('video_key', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('video_template_previews_agent')
    .on('video_template_previews')
    .columns(['agent_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_template_previews').execute();
  await db.schema.dropTable('video_contents').execute();
}
