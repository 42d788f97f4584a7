import { sql, type Kysely } from 'kysely';

/**
 * The secret a customer's link carries (docs/decisions.md, customer keys): 32 random bytes in base64url,
 * drawn by the database from two random UUIDs so every insert gets one without the code naming it. Short
 * links become 22 characters (131 bits): they lead to the secret, so they must be as hard to guess.
 */
const randomKey = sql`rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['service_rooms', 'service_webs']) {
    await db.schema
      .alterTable(table)
      .addColumn('customer_key', 'text', (c) => c.notNull().defaultTo(randomKey))
      .execute();
  }
  await sql`delete from short_links`.execute(db);
  await sql`alter table short_links drop constraint short_links_code_check`.execute(db);
  await sql`alter table short_links add constraint short_links_code_check check (code ~ '^[0-9A-Za-z]{22}$')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from short_links`.execute(db);
  await sql`alter table short_links drop constraint short_links_code_check`.execute(db);
  await sql`alter table short_links add constraint short_links_code_check check (code ~ '^[0-9A-Za-z]{8}$')`.execute(
    db,
  );
  for (const table of ['service_rooms', 'service_webs'])
    await db.schema.alterTable(table).dropColumn('customer_key').execute();
}
