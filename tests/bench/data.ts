import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo';
import type { DB } from '../../server/db/types';
import { hashPassword } from '../../server/services/passwords';
import { DEMO_PASSWORD } from '../support/testApp';
import { FLOOR_LIST_LOGIN } from './client';
import { atScale } from './scale';

export const EXTRA_AGENTS = atScale(100_000, 2_000);
export const BENCH_TENANT = 'demo';

/**
 * The demo seed plus EXTRA_AGENTS ordinary agents in the demo tenant, alternating between its two
 * organisations. One INSERT ... SELECT with one shared hash: hashing 100,000 passwords would take
 * longer than the whole bench.
 */
export async function seedBenchData(db: Kysely<DB>): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db, DEMO_PASSWORD);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await sql`
    insert into agents (login_name, full_name, email, cellphone, password_hash, role_id, tenant_id, org_account_id,
                        skill_name, call_five_concurrency, extra_data, created_at)
    select 'bench_' || i, '压测坐席' || i, 'bench_' || i || '@example.com', '139' || lpad(i::text, 8, '0'),
           ${passwordHash}, role.id, tenant.id, (array[org_a.id, org_b.id])[1 + i % 2],
           '["车险","寿险"]'::jsonb, 2, '{}'::jsonb, timestamptz '2026-02-01 00:00:00+00' + i * interval '1 second'
    from generate_series(1, ${EXTRA_AGENTS}::int) as i
    cross join (select id from sys_roles where level = '1') as role
    cross join (select id from tenants where code = ${BENCH_TENANT}) as tenant
    cross join (select o.id from org_accounts o join tenants t on t.id = o.tenant_id
                where t.code = ${BENCH_TENANT} and o.org_name = '北京分公司') as org_a
    cross join (select o.id from org_accounts o join tenants t on t.id = o.tenant_id
                where t.code = ${BENCH_TENANT} and o.org_name = '上海分公司') as org_b
  `.execute(db);
  await sql`
    insert into agents (login_name, full_name, password_hash, role_id, tenant_id, extra_data)
    select ${FLOOR_LIST_LOGIN}, '压测管理员', ${passwordHash}, role.id, tenant.id, '{}'::jsonb
    from (select id from sys_roles where level = '3') as role
    cross join (select id from tenants where code = ${BENCH_TENANT}) as tenant
  `.execute(db);
  const inserted = await sql<{
    count: number;
  }>`select count(*)::int as count from agents where login_name like 'bench\_%'`.execute(db);
  // A missing role or organisation makes the cross join empty and would silently bench an empty tenant.
  if (inserted.rows[0]?.count !== EXTRA_AGENTS)
    throw new Error(`expected ${EXTRA_AGENTS} bench agents, found ${inserted.rows[0]?.count}`);
  // The steady state of a live server, where autovacuum has long since run: planner statistics for
  // 100,000 rows, hint bits set, and no vacuum of the fresh rows competing with the measurements.
  await sql`vacuum analyze`.execute(db);
}
