import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/** SOP scripts by product and stage, and the 双录 checkpoints of a room (a script read, a confirmation heard). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sop_scripts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('cascade'))
    .addColumn('product', 'text', (c) => c.notNull().check(sql`char_length(product) between 1 and 30`))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 50`))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`char_length(content) between 1 and 2000`))
    .addColumn('keywords', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('confirm_keywords', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('sop_scripts_tenant_product')
    .on('sop_scripts')
    .columns(['tenant_id', 'product', 'stage'])
    .execute();

  await db.schema
    .createTable('sop_checkpoints')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('service_id', 'uuid', (c) => c.notNull().references('service_rooms.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('script_id', 'uuid', (c) => c.references('sop_scripts.id').onDelete('set null'))
    .addColumn('script_title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('scriptRead', 'confirmation')`))
    .addColumn('keyword', 'text')
    .addColumn('text', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sop_checkpoints_room').on('sop_checkpoints').columns(['service_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sop_checkpoints', 'sop_scripts']) await db.schema.dropTable(table).execute();
}
