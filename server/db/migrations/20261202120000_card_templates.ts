import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Share card templates (spec 3 §3): a tenant's offer-price card, its rows as JSON, and the card last
 * drawn from them, kept as a 5G material of the tenant (file_id) and reachable by an unguessable link
 * (image_key). One card of each type per tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OfferPrice')
        .check(sql`type in ('OfferPrice')`),
    )
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 30`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('image_key', 'text', (c) => c.unique())
    .addColumn('updated_by', 'uuid', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('card_templates_one_per_type', ['tenant_id', 'type'])
    .execute();
  await db.schema.createIndex('card_templates_file').on('card_templates').columns(['file_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_templates').execute();
}
