import type { CustomerCallState, IncomingCall } from '../../../src/schemas/events';
import type { StatusChange } from '../agentStatus';

/** What must be said once a transaction has committed: events wait for the data they describe. */
export interface Afterwards {
  statuses: StatusChange[];
  /** Calls offered to agents, with the ring each agent hears, read as the call was offered. */
  offers: { agentId: string; incoming: IncomingCall }[];
  withdrawn: { callId: string; agentId: string; reason?: 'cancelled' }[];
  /** Tenants whose waiting calls may now find an agent: routed again after the announcement. */
  tenants: Set<string>;
  /** Customers' calls whose state or place to tell. */
  calls: Set<string>;
  /** Of those, the states the transaction settled itself (the open calls routing read): told without reading them again. */
  states: Map<string, CustomerCallState>;
  transferFailed: { serviceId: string; callId: string; agentId: string }[];
}

export const nobodyAfterwards = (): Afterwards => ({
  statuses: [],
  offers: [],
  withdrawn: [],
  tenants: new Set(),
  calls: new Set(),
  states: new Map(),
  transferFailed: [],
});
