import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/** Files (documents and videos), the chunks of video uploads in progress, and H5 links (share webs). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.notNull().references('org_accounts.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('document','video')`))
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('range', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`range in (1,2)`),
    )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ready'))
    .addColumn('identifier', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('files_tenant_newest')
    .on('files')
    .columns(['tenant_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('files_org').on('files').columns(['org_account_id']).execute();
  await db.schema.createIndex('files_agent').on('files').columns(['agent_id']).execute();

  await db.schema
    .createTable('file_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total > 0`))
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('merging', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('file_uploads_agent_identifier', ['agent_id', 'identifier'])
    .execute();
  await db.schema.createIndex('file_uploads_updated').on('file_uploads').columns(['updated_at']).execute();

  await db.schema
    .createTable('file_upload_chunks')
    .addColumn('upload_id', 'uuid', (c) => c.notNull().references('file_uploads.id').onDelete('cascade'))
    .addColumn('chunk_index', 'integer', (c) => c.notNull().check(sql`chunk_index >= 0`))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addPrimaryKeyConstraint('file_upload_chunks_pk', ['upload_id', 'chunk_index'])
    .execute();

  await db.schema
    .createTable('share_webs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.notNull().references('org_accounts.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('sells','measurement','digitalMan')`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('url', 'text', (c) => c.notNull().check(sql`url ~ '^https?://'`))
    .addColumn('thumbnail', 'text')
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('range', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`range in (1,2)`),
    )
    .addColumn('insurance_plan_book_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('share_webs_tenant_type_newest')
    .on('share_webs')
    .columns(['tenant_id', 'type', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('share_webs_org').on('share_webs').columns(['org_account_id']).execute();
  await db.schema.createIndex('share_webs_agent').on('share_webs').columns(['agent_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['share_webs', 'file_upload_chunks', 'file_uploads', 'files']) {
    await db.schema.dropTable(table).execute();
  }
}
