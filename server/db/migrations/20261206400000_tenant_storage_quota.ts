import { sql, type Kysely } from 'kysely';

/** A tenant's own storage quota in GB, set by the platform admin; null leaves it at TENANT_STORAGE_QUOTA_GB. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('storage_quota_gb', 'integer', (c) => c.check(sql`storage_quota_gb between 1 and 1000000`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('storage_quota_gb').execute();
}
