import { sql, type Kysely } from 'kysely';

/** Insurance plan books of a tenant, by kind: a digital-human material names one (spec 2 §5). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('insurance_plan_books')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 50`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`char_length(kind) between 1 and 20`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('insurance_plan_books_tenant_kind')
    .on('insurance_plan_books')
    .columns(['tenant_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insurance_plan_books').execute();
}
