import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * The recording sync queue (spec 3 §2 "Recording sync queue monitor"): one row per finished recording,
 * copied to its tenant's storage inside the tenant's sync window; and the tenants' manual-transfer
 * settings (/switchingCallConfig) and the platform's message templates (/messageConfig/list).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_syncs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('recording_id', 'uuid', (c) => c.notNull().unique().references('room_recordings.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('set null'))
    .addColumn('task_day', 'text', (c) => c.notNull().check(sql`task_day ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'syncing', 'synced', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('target', 'text')
    .addColumn('target_key', 'text')
    .addColumn('queued_at', 'timestamptz')
    .addColumn('sync_started_at', 'timestamptz')
    .addColumn('synced_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('record_syncs_tenant_day')
    .on('record_syncs')
    .columns(['tenant_id', 'task_day'])
    .execute();
  await sql`create index record_syncs_waiting on record_syncs (tenant_id) where status = 'waiting' and queued_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('transfer_configs')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('agent_group_id', 'uuid', (c) => c.references('agent_groups.id').onDelete('set null'))
    .addColumn('strategy', 'text', (c) => c.notNull())
    .addColumn('wait_seconds', 'integer', (c) => c.notNull())
    .addColumn('wait_text', 'text', (c) => c.notNull())
    .addColumn('busy_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('message_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sign_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tenant_ids', 'jsonb', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['message_templates', 'transfer_configs', 'record_syncs'])
    await db.schema.dropTable(table).execute();
}
