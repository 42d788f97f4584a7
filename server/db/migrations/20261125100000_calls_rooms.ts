import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * The workbench: customers' call requests and their routing, the service rooms answered calls open,
 * and the time agents spend in each status per day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('agents')
    .addColumn('status_since', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('status_until', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('tenants')
    .addColumn('ring_url', 'text')
    .addColumn('after_call_seconds', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`after_call_seconds between 0 and 3600`),
    )
    .execute();

  await db.schema
    .createTable('service_rooms')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('invite_number', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('set null'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('restrict'))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('room_from', 'text', (c) => c.notNull().defaultTo('Browser'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('inProgress')
        .check(sql`status in ('inProgress', 'ended')`),
    )
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by', 'text')
    .addColumn('recording_file_id', 'text')
    .addColumn('merged_video_file_id', 'text')
    .execute();
  // An invite number names one room in progress; numbers are reused once their rooms end.
  await sql`create unique index service_rooms_live_invite on service_rooms (invite_number) where status = 'inProgress'`.execute(
    db,
  );
  await db.schema
    .createIndex('service_rooms_tenant_started')
    .on('service_rooms')
    .columns(['tenant_id', 'started_at desc'])
    .execute();
  await db.schema
    .createIndex('service_rooms_agent_status')
    .on('service_rooms')
    .columns(['agent_id', 'status'])
    .execute();

  await db.schema
    .createTable('calls')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('group_id', 'uuid', (c) => c.references('agent_groups.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('customer')
        .check(sql`kind in ('customer', 'transfer')`),
    )
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'ringing', 'started', 'cancelled', 'missed')`),
    )
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('set null'))
    .addColumn('offered_at', 'timestamptz')
    .addColumn('passed_by', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('service_id', 'uuid', (c) => c.references('service_rooms.id').onDelete('set null'))
    .addColumn('from_agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('target_agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('asked_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('evaluation', 'jsonb')
    .execute();
  await db.schema.createIndex('calls_tenant_status').on('calls').columns(['tenant_id', 'status', 'asked_at']).execute();
  await db.schema.createIndex('calls_asked').on('calls').columns(['asked_at desc']).execute();
  await db.schema
    .alterTable('service_rooms')
    .addColumn('call_id', 'uuid', (c) => c.references('calls.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('agent_status_days')
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('agent_status_days_pk', ['agent_id', 'day', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_status_days').execute();
  await db.schema.alterTable('service_rooms').dropColumn('call_id').execute();
  await db.schema.dropTable('calls').execute();
  await db.schema.dropTable('service_rooms').execute();
  await db.schema.alterTable('tenants').dropColumn('ring_url').dropColumn('after_call_seconds').execute();
  await db.schema.alterTable('agents').dropColumn('status_since').dropColumn('status_until').execute();
}
