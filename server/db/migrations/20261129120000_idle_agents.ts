import { sql, type Kysely } from 'kysely';

/**
 * The tenant's idle agents in the order calls go to them (idle longest first), so routing a call reads
 * the one agent to ring rather than the whole tenant: those online, and apart those whose socket has
 * just gone (still counted online for a grace period). The calls ringing now and the agents in after-call
 * processing are indexed too: routing asks whether an agent is being rung, and the sweeper looks for
 * rings run out and countdowns ended every second, which would otherwise read every call and agent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('agents_idle_queue')
    .on('agents')
    .columns(['tenant_id', 'status_since', 'id'])
    .where(sql.ref('service_status'), '=', 'idle')
    .where(sql.ref('online'), '=', true)
    .execute();
  await db.schema
    .createIndex('agents_idle_leaving')
    .on('agents')
    .columns(['tenant_id', 'presence_changed_at'])
    .where(sql.ref('service_status'), '=', 'idle')
    .where(sql.ref('online'), '=', false)
    .execute();
  await db.schema
    .createIndex('calls_ringing_agent')
    .on('calls')
    .column('agent_id')
    .where(sql.ref('status'), '=', 'ringing')
    .execute();
  await db.schema
    .createIndex('agents_after_call')
    .on('agents')
    .column('status_until')
    .where(sql.ref('service_status'), '=', 'afterCall')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('agents_after_call').execute();
  await db.schema.dropIndex('calls_ringing_agent').execute();
  await db.schema.dropIndex('agents_idle_leaving').execute();
  await db.schema.dropIndex('agents_idle_queue').execute();
}
