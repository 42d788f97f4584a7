import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/** Same-screen records (serviceWeb), their short invitation links, and the outbox of the local SMS driver. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_webs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('invite_number', 'text', (c) => c.notNull().check(sql`invite_number ~ '^[0-9]{6}$'`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.notNull().references('org_accounts.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('share_web_id', 'uuid', (c) => c.references('share_webs.id').onDelete('set null'))
    // The link as it was shared: the record keeps it when the link is later edited or deleted.
    .addColumn('share_web_name', 'text', (c) => c.notNull())
    .addColumn('share_web_url', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.check(sql`char_length(customer_name) between 1 and 30`))
    .addColumn('customer_phone', 'text', (c) => c.check(sql`customer_phone ~ '^1[3-9][0-9]{9}$'`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('inProgress')
        .check(sql`status in ('inProgress','ended')`),
    )
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_from', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // An invite number names one record in progress, and is reused once its record ends; rooms in progress
  // hold numbers too, which server/services/inviteNumbers.ts keeps apart from these.
  await sql`create unique index service_webs_live_invite on service_webs (invite_number) where status = 'inProgress'`.execute(
    db,
  );
  await db.schema
    .createIndex('service_webs_tenant_newest')
    .on('service_webs')
    .columns(['tenant_id', 'started_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('service_webs_org').on('service_webs').columns(['org_account_id']).execute();
  await db.schema
    .createIndex('service_webs_agent_newest')
    .on('service_webs')
    .columns(['agent_id', 'started_at desc'])
    .execute();
  await db.schema.createIndex('service_webs_share_web').on('service_webs').columns(['share_web_id']).execute();

  await db.schema
    .createTable('short_links')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[0-9A-Za-z]{8}$'`))
    .addColumn('service_web_id', 'uuid', (c) => c.notNull().unique().references('service_webs.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('sms_outbox_tenant_newest')
    .on('sms_outbox')
    .columns(['tenant_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('sms_outbox_agent').on('sms_outbox').columns(['agent_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sms_outbox', 'short_links', 'service_webs']) {
    await db.schema.dropTable(table).execute();
  }
}
