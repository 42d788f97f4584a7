import { sql, type Transaction } from 'kysely';
import type { AgentQueue, WaitingCall } from '../../../src/domain/callRouting';
import type { IncomingCall } from '../../../src/schemas/events';
import type { DB } from '../../db/types';
import { incomingCallColumns, toIncomingCall } from './views';

type Trx = Transaction<DB>;

interface IdleQueueOptions {
  /** An agent whose socket went after this still counts as online. */
  graceStart: Date;
  /** The tenant's agents being rung now, from the plan's one read of the tenant's open calls. */
  ringing: ReadonlySet<string>;
  /** The moment the offers are made. */
  now: Date;
}

export interface IdleAgentQueue extends AgentQueue {
  /** The rings the offers made so far will show, by call id, read as each call was offered. */
  readonly rings: ReadonlyMap<string, IncomingCall>;
}

/** Agents left out of a pick: those named, or the tenant's agents being rung now, read by the pick itself. */
type Skipped = readonly string[] | 'ringing';

/**
 * The tenant's first idle agent in routing order who can take `call`, locked (see idleAgentQueue): the agents
 * online, merged with those whose socket has just gone, one row of each at most. A customer's call picks the same
 * way in SQL (call_ask, migration 20261218100000): change both.
 */
function pickIdleAgent(
  trx: Trx,
  tenantId: string,
  graceStart: Date,
  call: Pick<WaitingCall, 'groupId' | 'targetAgentId'>,
  skip: Skipped,
) {
  const named = skip === 'ringing' ? [] : skip;
  const source = (online: boolean) =>
    trx
      .selectFrom('agents as a')
      .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
      .select(['a.id', 'a.statusSince'])
      .where('a.tenantId', '=', tenantId)
      // Literals, not parameters: the planner must see the indexes' own conditions.
      .where('a.serviceStatus', '=', sql.lit('idle'))
      .where('a.online', '=', sql.lit(online))
      .$if(!online, (qb) => qb.where('a.presenceChangedAt', '>', graceStart))
      .where('a.status', '=', true)
      .where('r.level', '=', '1')
      .$if(skip === 'ringing', (qb) =>
        qb.where(
          sql<boolean>`not exists (select 1 from calls k where k.tenant_id = ${tenantId} and k.status = 'ringing' and k.agent_id = a.id)`,
        ),
      )
      .$if(named.length > 0, (qb) => qb.where('a.id', 'not in', named))
      .$if(call.targetAgentId !== undefined, (qb) => qb.where('a.id', '=', call.targetAgentId ?? ''))
      .where(
        sql<boolean>`(select count(*) from service_rooms s where s.agent_id = a.id and s.status = 'inProgress') < a.call_five_concurrency`,
      )
      .$if(call.groupId !== undefined, (qb) => qb.where(inGroup(tenantId, call.groupId ?? '')))
      .orderBy('a.statusSince')
      .orderBy('a.id')
      .limit(1)
      .forUpdate(['a']);
  // Locking clauses may not stand in a UNION itself, so each side is a sub-select of its own.
  return trx
    .selectFrom(source(true).as('online'))
    .selectAll()
    .unionAll(trx.selectFrom(source(false).as('leaving')).selectAll())
    .orderBy('statusSince')
    .orderBy('id')
    .limit(1);
}

/**
 * The tenant's idle agents in routing order (src/domain/callRouting). Each question reads the
 * idle-agents indexes (migration 20261129120000) up to the first agent who can take the call: those
 * online, merged with those whose socket has just gone, one row of each at most. Everything routing asks
 * of an agent is a condition of that read (not rung now, not passed over, free concurrency, the call's
 * group or named agent), so only the chosen candidate comes back. The row is locked (FOR UPDATE, waiting
 * rather than skipping: a skipped agent could be the only one, and nothing would route the call again),
 * so a status change at the same moment is either seen or waits for the offer. The chosen agent is offered
 * the call by the same statement.
 */
export function idleAgentQueue(trx: Trx, tenantId: string, options: IdleQueueOptions): IdleAgentQueue {
  const rings = new Map<string, IncomingCall>();
  return {
    rings,
    async take(call, offered) {
      const skip = [...new Set([...options.ringing, ...call.passedBy, ...offered])];
      // The chosen agent is offered the call in the same statement, one round trip per offer.
      const chosen = pickIdleAgent(trx, tenantId, options.graceStart, call, skip);
      const row = await trx
        .with('chosen', () => chosen)
        .updateTable('calls as c')
        .from('chosen')
        .set((eb) => ({ status: 'ringing', agentId: eb.ref('chosen.id'), offeredAt: options.now }))
        .where('c.id', '=', call.callId)
        .returning([...incomingCallColumns, 'chosen.id as chosenAgentId'])
        .executeTakeFirst();
      if (!row) return null;
      rings.set(call.callId, toIncomingCall(row));
      return { agentId: row.chosenAgentId };
    },
  };
}

/** The agent belongs to the tenant's service group: as a member, or by sharing one of the group's skills. */
function inGroup(tenantId: string, groupId: string) {
  return sql<boolean>`(
    exists (select 1 from agent_group_members m where m.group_id = ${groupId} and m.agent_id = a.id)
    or exists (
      select 1 from agent_groups g, jsonb_array_elements_text(g.skills) k
      where g.id = ${groupId} and g.tenant_id = ${tenantId} and a.skill_name @> jsonb_build_array(k)
    )
  )`;
}
