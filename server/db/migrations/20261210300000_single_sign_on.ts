import { sql, type Kysely } from 'kysely';

/**
 * Cloud single sign-on (spec 1 §7.1 huawei/login, auth/zgyeLogin, auth/wxCorpLogin) over OpenID Connect: a tenant's
 * identity provider per kind, the provider accounts bound to agents, and the sign-ins under way (state, nonce and
 * PKCE verifier, used once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_providers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('huawei', 'zgye', 'wxCorp')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    // Null: the built-in local identity provider, which serves only while simulators are on.
    .addColumn('issuer', 'text')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('match_claim', 'text', (c) => c.notNull().defaultTo('preferred_username'))
    .addColumn('auto_create', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('default_org_id', 'uuid', (c) => c.references('org_accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sso_providers_tenant_kind', ['tenant_id', 'kind'])
    .execute();
  await db.schema
    .createTable('sso_identities')
    .addColumn('provider_id', 'uuid', (c) => c.notNull().references('sso_providers.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sso_identities_pkey', ['provider_id', 'subject'])
    .addUniqueConstraint('sso_identities_provider_agent', ['provider_id', 'agent_id'])
    .execute();
  await db.schema
    .createTable('sso_attempts')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'uuid', (c) => c.notNull().references('sso_providers.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sso_attempts_expires_at').on('sso_attempts').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_attempts').execute();
  await db.schema.dropTable('sso_identities').execute();
  await db.schema.dropTable('sso_providers').execute();
}
