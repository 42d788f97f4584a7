import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * 5G sessions (spec 2 §2.3, §7.2): a session is a service room opened from the 5G list (room_from
 * 'fiveG') with its work-order number (flow_id); its phone calls through the call service, what it
 * shared, and the incoming 5G calls an agent answers from the call box. 5G materials are files marked
 * with their resType.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_rooms').addColumn('flow_id', 'text').execute();
  await sql`create unique index service_rooms_flow_id on service_rooms (flow_id) where flow_id is not null`.execute(db);
  // At most one 5G session in progress per agent: two tabs starting at once cannot both win.
  await sql`create unique index service_rooms_live_five_g on service_rooms (agent_id) where room_from = 'fiveG' and status = 'inProgress'`.execute(
    db,
  );

  await db.schema
    .createTable('five_g_calls')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('service_id', 'uuid', (c) => c.notNull().references('service_rooms.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('set null'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('restrict'))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_phone', 'text', (c) => c.notNull())
    .addColumn('call_type', 'text', (c) => c.notNull().check(sql`call_type in ('audio', 'video')`))
    .addColumn('media', 'text', (c) => c.notNull().check(sql`media in ('audio', 'video')`))
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('call_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('calling')
        .check(sql`status in ('calling', 'talking', 'ended')`),
    )
    .addColumn('mic_on', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('video_on', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('connected_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('talk_seconds', 'integer', (c) => c.check(sql`talk_seconds >= 0`))
    .addColumn('end_type', 'smallint', (c) => c.check(sql`end_type in (1, 2, -1)`))
    .addColumn('record_id', 'text')
    .addColumn('trace_record_id', 'text')
    .execute();
  await db.schema
    .createIndex('five_g_calls_service')
    .on('five_g_calls')
    .columns(['service_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('five_g_shares')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('service_id', 'uuid', (c) => c.notNull().references('service_rooms.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('file', 'template', 'link')`))
    .addColumn('item_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('five_g_shares_service')
    .on('five_g_shares')
    .columns(['service_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('five_g_incomes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_phone', 'text', (c) => c.notNull())
    .addColumn('is_video', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('call_id', 'text', (c) => c.notNull())
    .addColumn('recording_id', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ringing')
        .check(sql`status in ('ringing', 'answered', 'cancelled')`),
    )
    .addColumn('service_id', 'uuid', (c) => c.references('service_rooms.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('five_g_incomes_agent').on('five_g_incomes').columns(['agent_id', 'status']).execute();

  await db.schema.alterTable('files').addColumn('res_type', 'text').execute();
  await sql`alter table files add constraint files_res_type check (res_type in ('H5', 'PNG', 'JPG', 'PDF', 'WORD', 'PPT'))`.execute(
    db,
  );
  await db.schema
    .createIndex('files_five_g')
    .on('files')
    .columns(['tenant_id', 'created_at desc'])
    .where(sql.ref('res_type'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_five_g').execute();
  await db.schema.alterTable('files').dropConstraint('files_res_type').execute();
  await db.schema.alterTable('files').dropColumn('res_type').execute();
  await db.schema.dropTable('five_g_incomes').execute();
  await db.schema.dropTable('five_g_shares').execute();
  await db.schema.dropTable('five_g_calls').execute();
  await db.schema.dropIndex('service_rooms_live_five_g').execute();
  await db.schema.dropIndex('service_rooms_flow_id').execute();
  await db.schema.alterTable('service_rooms').dropColumn('flow_id').execute();
}
