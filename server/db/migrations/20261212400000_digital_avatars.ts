import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Digital-human avatars (形象): a tenant's groups of them, each avatar a picture or a short video (stored
 * file, or a picture the web app serves), the organisations and agents it is allotted to, and the voices a
 * tenant's templates may use with the one a new template starts with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('avatar_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 20`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index avatar_groups_name on avatar_groups (tenant_id, lower(name))`.execute(db);

  await db.schema
    .createTable('avatars')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('avatar_groups.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'video')`))
    .addColumn('builtin_url', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (0, 1)`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('avatars_source', sql`(builtin_url is null) <> (storage_key is null)`)
    .addCheckConstraint('avatars_poster', sql`kind = 'image' or builtin_url is not null or poster_key is not null`)
    .execute();
  await db.schema
    .createIndex('avatars_tenant_newest')
    .on('avatars')
    .columns(['tenant_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('avatars_group').on('avatars').column('group_id').execute();

  await db.schema
    .createTable('avatar_allotments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('avatar_id', 'uuid', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('cascade'))
    .addCheckConstraint('avatar_allotments_one', sql`(org_account_id is null) <> (agent_id is null)`)
    .execute();
  await sql`create unique index avatar_allotments_org on avatar_allotments (avatar_id, org_account_id) where org_account_id is not null`.execute(
    db,
  );
  await sql`create unique index avatar_allotments_agent on avatar_allotments (avatar_id, agent_id) where agent_id is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('avatar_allotments_org_account')
    .on('avatar_allotments')
    .column('org_account_id')
    .execute();
  await db.schema.createIndex('avatar_allotments_agent_id').on('avatar_allotments').column('agent_id').execute();

  await db.schema
    .createTable('tenant_voices')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('disabled_voice_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('default_voice_id', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_voices').execute();
  await db.schema.dropTable('avatar_allotments').execute();
  await db.schema.dropTable('avatars').execute();
  await db.schema.dropTable('avatar_groups').execute();
}
