import { sql, type Transaction } from 'kysely';
import type { AgentQueue, RoutableAgent } from '../../src/domain/callRouting';
import type { DB } from '../db/types';

type Trx = Transaction<DB>;

/** The first read fetches one agent, the usual need; each further read more, up to this many. */
const LARGEST_PAGE = 128;

interface Row {
  id: string;
  online: boolean;
  statusSince: Date;
  callFiveConcurrency: number;
  skillName: string[];
  activeCalls: number;
  ringing: boolean;
}

export interface IdleQueueOptions {
  /** An agent whose socket went after this still counts as online. */
  graceStart: Date;
  /** Whether a waiting call asks for a service group, so the agents' groups must be known. */
  withGroups: boolean;
}

/**
 * The tenant's idle agents in routing order (src/domain/callRouting), read from the idle-agents
 * indexes a page at a time as the plan walks it: those online, merged with those whose socket has just
 * gone. Each source keeps its own offset, so nothing is read twice.
 */
export function idleAgentQueue(trx: Trx, tenantId: string, options: IdleQueueOptions): AgentQueue {
  const agents: RoutableAgent[] = [];
  const taken = { online: 0, leaving: 0 };
  let ended = false;

  const source = (online: boolean, offset: number, size: number) =>
    trx
      .selectFrom('agents as a')
      .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
      .select([
        'a.id',
        'a.online',
        'a.statusSince',
        'a.callFiveConcurrency',
        'a.skillName',
        sql<number>`(select count(*) from service_rooms s where s.agent_id = a.id and s.status = 'inProgress')::int`.as('activeCalls'),
        sql<boolean>`exists (select 1 from calls c where c.agent_id = a.id and c.status = 'ringing')`.as('ringing'),
      ])
      .where('a.tenantId', '=', tenantId)
      // Literals, not parameters: the planner must see the indexes' own conditions.
      .where('a.serviceStatus', '=', sql.lit('idle'))
      .where('a.online', '=', sql.lit(online))
      .$if(!online, (qb) => qb.where('a.presenceChangedAt', '>', options.graceStart))
      .where('a.status', '=', true)
      .where('r.level', '=', '1')
      .orderBy('a.statusSince')
      .orderBy('a.id')
      .limit(size)
      .offset(offset);

  const readMore = async () => {
    const size = Math.min(LARGEST_PAGE, Math.max(1, agents.length * 4));
    const rows: Row[] = await trx
      .selectFrom(source(true, taken.online, size).as('online'))
      .selectAll()
      .unionAll(trx.selectFrom(source(false, taken.leaving, size).as('leaving')).selectAll())
      .orderBy('statusSince')
      .orderBy('id')
      .limit(size)
      .execute();
    if (rows.length === 0) ended = true;
    for (const row of rows) taken[row.online ? 'online' : 'leaving'] += 1;
    const groups = options.withGroups ? await groupsOf(trx, tenantId, rows) : new Map<string, string[]>();
    for (const row of rows) agents.push(routable(row, tenantId, groups.get(row.id) ?? []));
  };

  return {
    async at(index) {
      while (index >= agents.length && !ended) await readMore();
      return agents[index] ?? null;
    },
  };
}

function routable(row: Row, tenantId: string, groupIds: string[]): RoutableAgent {
  return {
    agentId: row.id,
    tenantId,
    // Both sources hold only agents online or within the grace period.
    online: true,
    serviceStatus: 'idle',
    idleSince: row.statusSince.getTime(),
    activeCalls: Number(row.activeCalls),
    concurrency: row.callFiveConcurrency,
    groupIds,
    ringing: Boolean(row.ringing),
  };
}

/** The tenant's service groups each agent belongs to: as a member, or by sharing one of the group's skills. */
async function groupsOf(trx: Trx, tenantId: string, agents: readonly Row[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (agents.length === 0) return found;
  const ids = agents.map((agent) => agent.id);
  const rows = await trx
    .selectFrom('agentGroups as g')
    .leftJoin('agentGroupMembers as m', (join) => join.onRef('m.groupId', '=', 'g.id').on('m.agentId', 'in', ids))
    .select(['g.id', 'g.skills', 'm.agentId'])
    .where('g.tenantId', '=', tenantId)
    .execute();
  for (const agent of agents) {
    const skills = new Set(agent.skillName);
    const groupIds = new Set<string>();
    for (const group of rows) if (group.agentId === agent.id || group.skills.some((skill) => skills.has(skill))) groupIds.add(group.id);
    found.set(agent.id, [...groupIds]);
  }
  return found;
}
