import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;
const emptyObject = sql`'{}'::jsonb`;
const emptyArray = sql`'[]'::jsonb`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('use_system', 'text', (c) => c.notNull().defaultTo('zhzy'))
    .addColumn('logo', 'text')
    .addColumn('mini_logo', 'text')
    .addColumn('use_sop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('five_g_sop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('room_info', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('basic_set', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('call_five_config', 'jsonb')
    .addColumn('fifth_generation_config', 'jsonb')
    .addColumn('five_g_send_time_config', 'jsonb')
    .addColumn('miniprogram_card_logo', 'text')
    .addColumn('app_id', 'text')
    .addColumn('app_code', 'text')
    .addColumn('corp_id', 'text')
    .addColumn('bucket', 'text')
    .addColumn('total_time_limit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total_time_limit >= 0`),
    )
    .addColumn('remaining_time_limit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`remaining_time_limit >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('org_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('working_day_time', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('room_info', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('org_accounts_tenant_name', ['tenant_id', 'org_name'])
    .execute();

  await db.schema
    .createTable('sys_roles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('use_system', 'text', (c) => c.notNull().defaultTo('zhzy'))
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('1','2','3','4')`))
    .addColumn('menus', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('tenant_roles')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('sys_roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('tenant_roles_pk', ['tenant_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('agents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('login_name', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('cellphone', 'text')
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('sys_roles.id').onDelete('restrict'))
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('restrict'))
    .addColumn('skill_name', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('call_five_concurrency', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('enable_video', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('public_edit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('wx_user_id', 'text')
    .addColumn('extra_data', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('service_status', 'text', (c) => c.notNull().defaultTo('away'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('presence_changed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('agents_scope')
    .on('agents')
    .columns(['tenant_id', 'org_account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('agents_email')
    .on('agents')
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('restricted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('password'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_agent').on('sessions').columns(['agent_id', 'revoked_at']).execute();

  await db.schema
    .createTable('agent_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('restrict'))
    .addColumn('org_account_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('skills', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('insurances', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('agent_group_members')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('agent_groups.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('agent_group_members_pk', ['group_id', 'agent_id'])
    .execute();

  await db.schema
    .createTable('bill_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('login_name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('bill_account_tenants')
    .addColumn('bill_account_id', 'uuid', (c) => c.notNull().references('bill_accounts.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('bill_account_tenants_pk', ['bill_account_id', 'tenant_id'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings',
    'bill_account_tenants',
    'bill_accounts',
    'agent_group_members',
    'agent_groups',
    'sessions',
    'agents',
    'tenant_roles',
    'sys_roles',
    'org_accounts',
    'tenants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
