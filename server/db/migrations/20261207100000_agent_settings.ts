import { sql, type Kysely } from 'kysely';

/** An agent's beauty sliders, kept between rooms (spec 2 §7.1 agentSetting). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_settings')
    .addColumn('agent_id', 'uuid', (c) => c.primaryKey().references('agents.id').onDelete('cascade'))
    .addColumn('beauty', 'integer', (c) => c.notNull().check(sql`beauty between 1 and 10`))
    .addColumn('light', 'integer', (c) => c.notNull().check(sql`light between 1 and 10`))
    .addColumn('ruddy', 'integer', (c) => c.notNull().check(sql`ruddy between 1 and 10`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_settings').execute();
}
