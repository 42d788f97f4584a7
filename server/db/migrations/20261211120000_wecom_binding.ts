import { sql, type Kysely } from 'kysely';

/** A WeCom user id signs in one agent of a tenant: bound to one agent per tenant at most. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index agents_tenant_wx_user_id on agents (tenant_id, wx_user_id) where wx_user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index agents_tenant_wx_user_id`.execute(db);
}
