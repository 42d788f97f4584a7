import { sql, type Kysely } from 'kysely';

/** The agents list of a tenant, newest first, read a page at a time without sorting the whole tenant. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('agents_tenant_newest')
    .on('agents')
    .columns(['tenant_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('agents_newest')
    .on('agents')
    .expression(sql`created_at desc, id desc`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('agents_newest').execute();
  await db.schema.dropIndex('agents_tenant_newest').execute();
}
