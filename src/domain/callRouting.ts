/**
 * Routing a customer's video call to an agent (the workbench issue, beyond the spec): among the
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

/** The agent to ring for one call, or null: the longest idle who can take it (ties by id, so the choice is stable). */
export function pickAgent(call: WaitingCall, agents: readonly RoutableAgent[]): RoutableAgent | null {
  let best: RoutableAgent | null = null;
  for (const agent of agents) {
    if (!canTake(agent, call)) continue;
    if (!best || agent.idleSince < best.idleSince || (agent.idleSince === best.idleSince && agent.agentId < best.agentId)) best = agent;
  }
  return best;
}

/**
 * Offers for the waiting calls, oldest first; an agent gets at most one offer at a time. Calls left
 * without an offer keep waiting, and their place in the queue is their index among those.
 */
export function planOffers(calls: readonly WaitingCall[], agents: readonly RoutableAgent[]): { offers: { callId: string; agentId: string }[]; waiting: string[] } {
  const pool = agents.map((agent) => ({ ...agent }));
  const offers: { callId: string; agentId: string }[] = [];
  const waiting: string[] = [];
  for (const call of [...calls].sort((a, b) => a.askedAt - b.askedAt || (a.callId < b.callId ? -1 : 1))) {
    const agent = pickAgent(call, pool);
    if (!agent) {
      waiting.push(call.callId);
      continue;
    }
    agent.ringing = true;
    offers.push({ callId: call.callId, agentId: agent.agentId });
  }
  return { offers, waiting };
}
