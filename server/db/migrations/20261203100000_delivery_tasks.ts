import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Media-delivery tasks (spec 3 §3, §4 "Media-delivery task"): approved video content and an interaction
 * sent to recipients within the tenant's send window, one row per recipient with its watch record and
 * answer. The SMS outbox keeps each message's link and the recipient it was sent to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_tasks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('set null'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 50`))
    .addColumn('deliver_type', 'text', (c) => c.notNull().check(sql`deliver_type in ('richMedia', 'callFive')`))
    .addColumn('video_content_id', 'uuid', (c) => c.references('video_contents.id').onDelete('set null'))
    .addColumn('interaction_template_id', 'uuid', (c) => c.references('interaction_templates.id').onDelete('set null'))
    .addColumn('interaction', 'jsonb')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('link_origin', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'sending', 'finished', 'cancelled')`),
    )
    .addColumn('send_start', 'text', (c) => c.notNull().check(sql`send_start ~ '^\\d{2}:\\d{2}$'`))
    .addColumn('send_end', 'text', (c) => c.notNull().check(sql`send_end ~ '^\\d{2}:\\d{2}$'`))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('delivery_tasks_tenant')
    .on('delivery_tasks')
    .columns(['tenant_id', 'deliver_type', 'created_at'])
    .execute();

  await db.schema
    .createTable('delivery_recipients')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('task_id', 'uuid', (c) => c.notNull().references('delivery_tasks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'sent', 'failed', 'cancelled', 'watched', 'answered')`),
    )
    .addColumn('error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('watch', 'jsonb')
    .addColumn('watch_id', 'text')
    .addColumn('answer', 'text')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('yes', 'no', 'default')`))
    .addColumn('call_id', 'uuid', (c) => c.references('calls.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('delivery_recipients_position', ['task_id', 'position'])
    .execute();
  await db.schema
    .createIndex('delivery_recipients_waiting')
    .on('delivery_recipients')
    .columns(['task_id', 'status'])
    .execute();

  await db.schema
    .alterTable('sms_outbox')
    .addColumn('link', 'text')
    .addColumn('delivery_recipient_id', 'uuid', (c) => c.references('delivery_recipients.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('recorded')
        .check(sql`status in ('recorded', 'sent', 'failed')`),
    )
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('sms_outbox_recipient').on('sms_outbox').columns(['delivery_recipient_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sms_outbox')
    .dropColumn('error')
    .dropColumn('status')
    .dropColumn('delivery_recipient_id')
    .dropColumn('link')
    .execute();
  await db.schema.dropTable('delivery_recipients').execute();
  await db.schema.dropTable('delivery_tasks').execute();
}
