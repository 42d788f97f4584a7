/** The WeCom simulator's approval page's calls. */
import { request } from '../../dataProvider/httpClient';
import { wecomPaths, type SimulatedMember } from '../../schemas/wecom';

export const wecomSimulatorApi = {
  /** The members of a company's simulated corp a person may approve as. */
  async members(tenant: string): Promise<SimulatedMember[]> {
    return (
      await request<{ list: SimulatedMember[] }>('GET', wecomPaths.simulatorMembers, { query: { tenant }, quiet: true })
    ).list;
  },
  /** Approves as a member: answers the one-time code. */
  async approve(tenant: string, userId: string): Promise<string> {
    return (
      await request<{ code: string }>('POST', wecomPaths.simulatorApprove, { body: { tenant, userId }, quiet: true })
    ).code;
  },
};
