import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Voice and video bots (spec 3 §3 "Bots"): a bot belongs to a tenant, or to the platform when it has
 * none; the platform's public bots are allotted to tenants; a video bot's nodes show related materials.
 * Dialogues record who opened them; the local dialogue engine keeps each one's state in a row of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bots')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('audio', 'video')`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('bot_key', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('flow', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('bots_key', ['kind', 'bot_key'])
    .execute();
  await db.schema.createIndex('bots_tenant').on('bots').columns(['tenant_id', 'kind']).execute();

  await db.schema
    .createTable('bot_tenants')
    .addColumn('bot_id', 'uuid', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('bot_tenants_pk', ['bot_id', 'tenant_id'])
    .execute();
  await db.schema.createIndex('bot_tenants_tenant').on('bot_tenants').columns(['tenant_id']).execute();

  await db.schema
    .createTable('bot_nodes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('bot_id', 'uuid', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('flow_no', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('video_template_id', 'uuid', (c) => c.references('video_templates.id').onDelete('cascade'))
    .addColumn('point_id', 'text')
    .addColumn('video_id', 'uuid', (c) => c.references('video_contents.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('bot_nodes_one', ['bot_id', 'node_id', 'flow_no'])
    .addCheckConstraint(
      'bot_nodes_material',
      sql`(video_id is null) <> (video_template_id is null and point_id is null)`,
    )
    .execute();

  await db.schema
    .createTable('bot_dialogs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('bot_id', 'uuid', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('call_id', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('bot_dialogs_created').on('bot_dialogs').columns(['created_at']).execute();

  await db.schema
    .createTable('bot_dialog_states')
    .addColumn('dm_id', 'text', (c) => c.primaryKey())
    .addColumn('flow', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bot_dialog_states', 'bot_dialogs', 'bot_nodes', 'bot_tenants', 'bots'])
    await db.schema.dropTable(table).execute();
}
