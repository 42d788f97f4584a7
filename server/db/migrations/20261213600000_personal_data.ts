import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Personal data kept in check (PIPL): each tenant's rules (which roles see phone and ID numbers in full, how
 * long recordings and invitation messages are kept, the consent text a customer agrees to before recording),
 * the access log of every view of a customer's full data, export and playback, the log of what retention
 * deleted, and on each room its legal hold and the customer's consent (given while the call waited, or in the room).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('privacy_settings')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('full_data_role_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('recording_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(3650)
        .check(sql`recording_days between 1 and 36500`),
    )
    .addColumn('sms_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(90)
        .check(sql`sms_days between 1 and 36500`),
    )
    .addColumn('consent_text', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('access_logs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('login_name', 'text', (c) => c.notNull())
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('reveal', 'view', 'export', 'playback')`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index access_logs_tenant_time on access_logs (tenant_id, created_at desc)`.execute(db);
  await sql`create index access_logs_tenant_phone on access_logs (tenant_id, customer_phone)`.execute(db);

  await db.schema
    .createTable('retention_deletions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('recording', 'sms')`))
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('record_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index retention_deletions_tenant_time on retention_deletions (tenant_id, deleted_at desc)`.execute(
    db,
  );

  await db.schema
    .alterTable('service_rooms')
    .addColumn('legal_hold', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('consent_at', 'timestamptz')
    .addColumn('consent_text', 'text')
    .execute();
  // A customer agrees while waiting in the queue; the room the call opens takes the consent over.
  await db.schema
    .alterTable('calls')
    .addColumn('consent_at', 'timestamptz')
    .addColumn('consent_text', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calls').dropColumn('consent_text').dropColumn('consent_at').execute();
  await db.schema
    .alterTable('service_rooms')
    .dropColumn('consent_text')
    .dropColumn('consent_at')
    .dropColumn('legal_hold')
    .execute();
  await db.schema.dropTable('retention_deletions').execute();
  await db.schema.dropTable('access_logs').execute();
  await db.schema.dropTable('privacy_settings').execute();
}
