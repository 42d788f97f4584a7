import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { json } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/seed/demo';
import type { DB } from '../../../server/db/types';
import { hashPassword } from '../../../server/services/passwords';
import type { SessionLifetimes } from '../../../server/services/sessions';
import { DEMO_PASSWORD } from '../../support/testApp';
import { hashToken } from '../floorParams';

export const CALL_TENANT = 'callbench';

export interface CallTenant {
  tenantId: string;
  /** One live session token per agent, in the order the agents' sockets connect. */
  tokens: string[];
}

/**
 * The demo seed plus one tenant of `agents` online idle level-1 agents in one service group, each
 * with a live session. The agents come from one INSERT ... SELECT with one shared hash, and the
 * sessions are written as SessionService.create writes them: a thousand sign-ins would spend a
 * thousand argon2 verifies on nothing that is measured.
 */
export async function seedCallTenant(db: Kysely<DB>, agents: number, lifetimes: SessionLifetimes): Promise<CallTenant> {
  await migrateToLatest(db);
  await seedDemo(db, DEMO_PASSWORD);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const role = await db.selectFrom('sysRoles').select('id').where('level', '=', '1').executeTakeFirstOrThrow();
  const tenant = await db
    .insertInto('tenants')
    .values({
      name: '呼叫压测',
      code: CALL_TENANT,
      roomInfo: json({ defaultMute: false }),
      basicSet: json({}),
      afterCallSeconds: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('tenantRoles').values({ tenantId: tenant.id, roleId: role.id }).execute();
  const org = await db
    .insertInto('orgAccounts')
    .values({
      tenantId: tenant.id,
      orgName: '呼叫压测机构',
      workingDayTime: json([]),
      roomInfo: json({ defaultMute: false }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('agentGroups')
    .values({ tenantId: tenant.id, name: '默认客服组', skills: json(['车险', '寿险']), insurances: json(['寿险']) })
    .execute();

  // Idle as right after a sign-in, and already online as pages reconnecting after a restart are: a
  // socket then finds no presence to announce. Marking a thousand agents online one by one would send
  // each change to the whole tenant, half a million agentPresence messages decoded in this very process,
  // half a minute of setup that routes nothing.
  const inserted = await sql<{ id: string }>`
    insert into agents (login_name, full_name, email, cellphone, password_hash, role_id, tenant_id, org_account_id,
                        skill_name, call_five_concurrency, service_status, online, presence_changed_at, extra_data)
    select 'callbench_' || i, '呼叫坐席' || i, 'callbench_' || i || '@example.com', '137' || lpad(i::text, 8, '0'),
           ${passwordHash}, ${role.id}, ${tenant.id}, ${org.id}, '["车险","寿险"]'::jsonb, 1, 'idle', true, now(), '{}'::jsonb
    from generate_series(1, ${agents}::int) as i
    returning id
  `.execute(db);
  if (inserted.rows.length !== agents) throw new Error(`expected ${agents} agents, inserted ${inserted.rows.length}`);

  const now = new Date();
  const sessions = inserted.rows.map((row) => ({ agentId: row.id, token: randomBytes(32).toString('base64url') }));
  await db
    .insertInto('sessions')
    .values(
      sessions.map((s) => ({
        tokenHash: hashToken(s.token),
        agentId: s.agentId,
        restricted: false,
        kind: 'password',
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + lifetimes.maxHours * 3_600_000),
        userAgent: 'bench',
      })),
    )
    .execute();
  // Planner statistics and hint bits of a server that has been running, as the API bench's seed does.
  await sql`vacuum analyze`.execute(db);
  return { tenantId: tenant.id, tokens: sessions.map((s) => s.token) };
}

/** The tenant's agents online, and those of them idle: the agents routing can ring. */
export async function agentCounts(db: Kysely<DB>, tenantId: string): Promise<{ online: number; routable: number }> {
  const row = await db
    .selectFrom('agents')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('online', '=', true).as('online'),
      eb.fn
        .countAll<string>()
        .filterWhere((f) => f.and([f('online', '=', true), f('serviceStatus', '=', 'idle')]))
        .as('routable'),
    ])
    .where('tenantId', '=', tenantId)
    .executeTakeFirstOrThrow();
  return { online: Number(row.online), routable: Number(row.routable) };
}

/** Calls still waiting or ringing and rooms still open in the tenant: after the bench, none. */
export async function openWork(db: Kysely<DB>, tenantId: string): Promise<{ calls: number; rooms: number }> {
  const calls = await db
    .selectFrom('calls')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('status', 'in', ['waiting', 'ringing'])
    .executeTakeFirstOrThrow();
  const rooms = await db
    .selectFrom('serviceRooms')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'inProgress')
    .executeTakeFirstOrThrow();
  return { calls: Number(calls.n), rooms: Number(rooms.n) };
}
