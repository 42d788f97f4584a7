import type { StatusChange } from '../agentStatus';

/** What must be said once a transaction has committed: events wait for the data they describe. */
export interface Afterwards {
  statuses: StatusChange[];
  offers: { callId: string; agentId: string }[];
  withdrawn: { callId: string; agentId: string }[];
  /** Tenants whose waiting calls may now find an agent: routed again after the announcement. */
  tenants: Set<string>;
  /** Customers' calls whose state or place to tell. */
  calls: Set<string>;
  transferFailed: { serviceId: string; callId: string; agentId: string }[];
}

export const nobodyAfterwards = (): Afterwards => ({ statuses: [], offers: [], withdrawn: [], tenants: new Set(), calls: new Set(), transferFailed: [] });
