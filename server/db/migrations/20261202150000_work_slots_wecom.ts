import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Agents' working slots (spec 3 §3: half-hour slots of a day, enabled or not) with the customers'
 * bookings of them, and the WeCom mass-sending and moments tasks with one row per recipient.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_work_slots')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('set null'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('work_date', 'text', (c) => c.notNull().check(sql`work_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('start_time', 'text', (c) => c.notNull().check(sql`start_time ~ '^\\d{2}:\\d{2}$'`))
    .addColumn('end_time', 'text', (c) => c.notNull().check(sql`end_time ~ '^\\d{2}:\\d{2}$'`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('agent_work_slots_one', ['agent_id', 'starts_at'])
    .addCheckConstraint('agent_work_slots_order', sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('agent_work_slots_tenant_day')
    .on('agent_work_slots')
    .columns(['tenant_id', 'work_date'])
    .execute();

  await db.schema
    .createTable('slot_bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('slot_id', 'uuid', (c) => c.notNull().unique().references('agent_work_slots.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull().check(sql`char_length(user_name) between 1 and 20`))
    .addColumn('user_phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('slot_bookings_agent').on('slot_bookings').columns(['agent_id']).execute();

  await db.schema
    .createTable('wecom_tasks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('set null'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mass', 'moments')`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`char_length(content) between 1 and 1000`))
    .addColumn('link_title', 'text')
    .addColumn('link_url', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('sending')
        .check(sql`status in ('sending', 'done', 'failed')`),
    )
    .addColumn('external_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('wecom_tasks_tenant_kind')
    .on('wecom_tasks')
    .columns(['tenant_id', 'kind', 'created_at desc'])
    .execute();
  await sql`create index wecom_tasks_sending on wecom_tasks (created_at) where status = 'sending'`.execute(db);

  await db.schema
    .createTable('wecom_task_sends')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('task_id', 'uuid', (c) => c.notNull().references('wecom_tasks.id').onDelete('cascade'))
    .addColumn('external_user_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('reason', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('wecom_task_sends_one', ['task_id', 'external_user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wecom_task_sends', 'wecom_tasks', 'slot_bookings', 'agent_work_slots'])
    await db.schema.dropTable(table).execute();
}
