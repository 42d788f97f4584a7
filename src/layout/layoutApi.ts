/** The server calls of the back-office frame: the agent's own settings, status and tenant quota. */
import { request } from '../dataProvider/httpClient';
import type { AgentRecord, ServiceStatus } from '../schemas/api';
import { agentPaths } from '../schemas/agent';
import { pathWith } from '../schemas/paths';

export const layoutApi = {
  /** Saves the agent's own fields; a refusal (with its fields) is the caller's to show. */
  saveSelf: (agentId: string, values: Record<string, string>) =>
    request<AgentRecord>('PUT', agentPaths.base, { body: { agentId, ...values }, quiet: true }),
  /** The agent as stored now (the tenant's minutes change with every call). */
  agent: (agentId: string) => request<AgentRecord>('GET', pathWith(agentPaths.one, { agentId }), { quiet: true }),
  setServiceStatus: (serviceStatus: ServiceStatus) =>
    request('POST', agentPaths.serviceStatus, { body: { serviceStatus } }),
};
