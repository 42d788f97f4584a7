import { sql, type Kysely } from 'kysely';

/**
 * The customer-information form a tenant configures (one per tenant; none keeps the default fields) and the
 * values an agent saves for a 5G session's customer, kept with the fields they were saved with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_forms')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('service_rooms').addColumn('customer_info', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_rooms').dropColumn('customer_info').execute();
  await db.schema.dropTable('customer_forms').execute();
}
