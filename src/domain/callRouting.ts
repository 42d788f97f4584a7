/**
 * Routing a customer's video call to an agent (beyond the spec): among the
 * agents of the call's tenant who are online, idle, free (fewer calls than their concurrency) and in
 * the asked service group (any group of the tenant when none is asked), the one idle longest rings
 * first. Calls nobody can take wait in a queue, oldest first. An agent who declined a call, or let it
 * ring out, is not offered it again.
 */
export interface RoutableAgent {
  agentId: string;
  tenantId: string;
  online: boolean;
  serviceStatus: 'idle' | 'busy' | 'afterCall' | 'away';
  /** When the agent last became idle (ms). */
  idleSince: number;
  activeCalls: number;
  concurrency: number;
  groupIds: readonly string[];
  /** A call is ringing at this agent now. */
  ringing: boolean;
}

export interface WaitingCall {
  callId: string;
  tenantId: string;
  groupId?: string | undefined;
  /** Only this agent may take it (a transfer to a named agent). */
  targetAgentId?: string | undefined;
  /** When the customer asked (ms); the queue order. */
  askedAt: number;
  /** Agents who declined or let it ring out. */
  passedBy: readonly string[];
}

export function canTake(agent: RoutableAgent, call: WaitingCall): boolean {
  return (
    agent.tenantId === call.tenantId &&
    agent.online &&
    agent.serviceStatus === 'idle' &&
    !agent.ringing &&
    agent.activeCalls < agent.concurrency &&
    (call.groupId === undefined || agent.groupIds.includes(call.groupId)) &&
    (call.targetAgentId === undefined || agent.agentId === call.targetAgentId) &&
    !call.passedBy.includes(agent.agentId)
  );
}

/**
 * The agents routing may ring, in the order it prefers them: idle longest first, ties by id. The server
 * answers each question with one read of the tenant's idle-agents index that stops at the first agent
 * who fits, so a plan reads one candidate per call it offers.
 */
export interface AgentQueue {
  /**
   * The first agent in the order who can take this call and is not among skip, or null when there is none.
   * The agent answered is the call's: the server's queue offers the call to it in the same statement.
   */
  take(call: WaitingCall, skip: ReadonlySet<string>): Promise<{ agentId: string } | null>;
}

/** Routing's order: idle longest first, ties by id, so the choice is stable. */
export function byIdleOrder(a: RoutableAgent, b: RoutableAgent): number {
  return a.idleSince - b.idleSince || (a.agentId < b.agentId ? -1 : a.agentId > b.agentId ? 1 : 0);
}

/** A queue over agents at hand. */
export function queueOf(agents: readonly RoutableAgent[]): AgentQueue {
  const ordered = [...agents].sort(byIdleOrder);
  return {
    take: async (call, skip) => ordered.find((agent) => !skip.has(agent.agentId) && canTake(agent, call)) ?? null,
  };
}

/** The agent to ring for one call, or null: the first in the queue who can take it and has no other offer. */
export async function pickAgent(
  call: WaitingCall,
  queue: AgentQueue,
  offered: ReadonlySet<string> = new Set(),
): Promise<{ agentId: string } | null> {
  return queue.take(call, offered);
}

/** Any agent who can take a call at all can take this one. */
const takenByAnyone = (call: WaitingCall) =>
  call.groupId === undefined && call.targetAgentId === undefined && call.passedBy.length === 0;

/**
 * Offers for the waiting calls, oldest first; an agent gets at most one offer at a time. Calls left
 * without an offer keep waiting, and their place in the queue is their index among those. Once a call
 * anyone could take finds nobody, no later call of its tenant is looked for.
 */
export async function planOffers(
  calls: readonly WaitingCall[],
  queue: AgentQueue,
): Promise<{ offers: { callId: string; agentId: string }[]; waiting: string[] }> {
  const offered = new Set<string>();
  const nobodyLeft = new Set<string>();
  const offers: { callId: string; agentId: string }[] = [];
  const waiting: string[] = [];
  for (const call of [...calls].sort((a, b) => a.askedAt - b.askedAt || (a.callId < b.callId ? -1 : 1))) {
    const agent = nobodyLeft.has(call.tenantId) ? null : await pickAgent(call, queue, offered);
    if (!agent) {
      waiting.push(call.callId);
      if (takenByAnyone(call)) nobodyLeft.add(call.tenantId);
      continue;
    }
    offered.add(agent.agentId);
    offers.push({ callId: call.callId, agentId: agent.agentId });
  }
  return { offers, waiting };
}
