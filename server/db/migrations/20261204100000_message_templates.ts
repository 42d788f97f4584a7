import { sql, type Kysely } from 'kysely';

/**
 * Message templates become each tenant's own (/messageConfig/list): a template belongs to one tenant,
 * names are unique within it, and the channel is an SMS or a 5G message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('message_templates')
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .execute();
  await sql`update message_templates set tenant_id = (tenant_ids->>0)::uuid where jsonb_typeof(tenant_ids) = 'array' and jsonb_array_length(tenant_ids) > 0`.execute(
    db,
  );
  await sql`delete from message_templates where tenant_id is null or tenant_id not in (select id from tenants)`.execute(
    db,
  );
  await sql`alter table message_templates alter column tenant_id set not null`.execute(db);
  await sql`alter table message_templates drop constraint message_templates_name_key`.execute(db);
  await db.schema.alterTable('message_templates').dropColumn('tenant_ids').execute();
  await sql`update message_templates set kind = 'sms' where kind not in ('sms', 'fiveG')`.execute(db);
  await sql`alter table message_templates add constraint message_templates_kind check (kind in ('sms', 'fiveG'))`.execute(
    db,
  );
  await db.schema
    .createIndex('message_templates_tenant_name')
    .on('message_templates')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_templates_tenant_name').execute();
  await sql`alter table message_templates drop constraint message_templates_kind`.execute(db);
  await db.schema
    .alterTable('message_templates')
    .addColumn('tenant_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`update message_templates set tenant_ids = jsonb_build_array(tenant_id)`.execute(db);
  await db.schema.alterTable('message_templates').dropColumn('tenant_id').execute();
  await sql`delete from message_templates a using message_templates b where a.name = b.name and a.id > b.id`.execute(
    db,
  );
  await sql`alter table message_templates add constraint message_templates_name_key unique (name)`.execute(db);
}
