/** The user list's own call beside react-admin's. A refusal is shown by the client. */
import { request } from '../../dataProvider/httpClient';
import { agentPaths } from '../../schemas/agent';

export const userApi = {
  /** Grants or takes back the user's right to video calls. */
  setVideoRight: (agentId: string, enableVideo: boolean) =>
    request('PUT', agentPaths.base, { body: { agentId, enableVideo }, quiet: false }),
  /** Binds the user to a WeCom member (agents/bindWxUserId). */
  bindWecom: (agentId: string, wxUserId: string) => request('POST', agentPaths.bindWx, { body: { agentId, wxUserId } }),
};
