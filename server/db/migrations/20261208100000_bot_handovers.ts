import { sql, type Kysely } from 'kysely';

/**
 * A bot dialogue a customer holds (no agent opened it: the tenant it runs for and who the customer said they
 * are), what the bot and the customer said (lines), and the call it was handed over to ('转接人工').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bot_dialogs')
    .alterColumn('agent_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('bot_dialogs')
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('customer_name', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('handed_call_id', 'uuid', (c) => c.references('calls.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('bot_dialogs_handed_call')
    .on('bot_dialogs')
    .column('handed_call_id')
    .where(sql.ref('handed_call_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bot_dialogs_handed_call').execute();
  await db.schema
    .alterTable('bot_dialogs')
    .dropColumn('handed_call_id')
    .dropColumn('lines')
    .dropColumn('customer_phone')
    .dropColumn('customer_name')
    .dropColumn('tenant_id')
    .execute();
  await db
    .deleteFrom('bot_dialogs' as never)
    .where(sql.ref('agent_id'), 'is', null)
    .execute();
  await db.schema
    .alterTable('bot_dialogs')
    .alterColumn('agent_id', (c) => c.setNotNull())
    .execute();
}
