import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Video templates (spec 3 §3) and their versions: every submission is a version of its own, audited once;
 * a template has at most one open version (a draft or one waiting for audit) at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('latest_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('approved_version', 'integer')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('video_templates_tenant_newest')
    .on('video_templates')
    .columns(['tenant_id', 'updated_at desc'])
    .execute();
  await db.schema.createIndex('video_templates_org').on('video_templates').columns(['org_account_id']).execute();
  await db.schema.createIndex('video_templates_agent').on('video_templates').columns(['agent_id']).execute();

  await db.schema
    .createTable('video_template_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('video_templates.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (1,2,3,4,5,12)`),
    )
    .addColumn('edited_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('submitted_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('audited_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('audited_at', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.check(sql`char_length(reason) <= 200`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('video_template_versions_number', ['template_id', 'version'])
    .execute();
  await sql`create unique index video_template_versions_one_open on video_template_versions (template_id) where status in (1, 2, 12)`.execute(
    db,
  );
  await db.schema
    .createIndex('video_template_versions_status')
    .on('video_template_versions')
    .columns(['status'])
    .execute();
  // A submitted version keeps its content, and an audited one its outcome, whatever code runs against it.
  await sql`
    create function video_template_versions_frozen() returns trigger language plpgsql as $$
    begin
      if old.status <> 1 and (new.content is distinct from old.content or new.name is distinct from old.name) then
        raise exception 'video template version % of % is submitted and cannot change', old.version, old.template_id;
      end if;
      if old.status in (3, 4, 5) and new.status is distinct from old.status then
        raise exception 'video template version % of % is audited and cannot change', old.version, old.template_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger video_template_versions_frozen before update on video_template_versions for each row execute function video_template_versions_frozen()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_template_versions').execute();
  await sql`drop function video_template_versions_frozen()`.execute(db);
  await db.schema.dropTable('video_templates').execute();
}
