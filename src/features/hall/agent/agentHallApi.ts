import { request } from '../../../dataProvider/httpClient';
import type { NetworkRoomEvent } from '../../../domain/networkQuality';
import type { ListResult } from '../../../schemas/api';
import type { FileRecord } from '../../../schemas/file';
import { roomInvitePaths, type RoomInvitation } from '../../../schemas/roomInvite';
import { sharePaths, type RoomProduct, type RoomShareState } from '../../../schemas/roomShare';
import type { ShareWebRecord } from '../../../schemas/shareWeb';
import type { AgentHallApi, ListQuery } from '../hallApi';
import { filePaths } from '../../../schemas/file';
import { roomEventPaths } from '../../../schemas/roomEvent';
import { shareWebPaths } from '../../../schemas/shareWeb';

/** The agent's hall calls, signed in, for one room. */
export function agentHallApi(serviceId: string): AgentHallApi {
  return {
    role: 'agent',
    reportNetwork: (event: NetworkRoomEvent) => request('POST', roomEventPaths.agent, { body: { serviceId, event }, quiet: true }),
    stopShare: () => request('POST', sharePaths.stop, { body: { serviceId } }),
    shareState: () => request<RoomShareState>('GET', sharePaths.current, { query: { serviceId }, quiet: true }),
    startShare: (path: string, body: object) => request('POST', path, { body, quiet: true }),
    async addProductLink(name: string, url: string) {
      const link = await request<ShareWebRecord>('POST', shareWebPaths.base, { body: { name, url }, quiet: true });
      return request<RoomProduct>('POST', sharePaths.product, { body: { serviceId, webId: link._id }, quiet: true });
    },
    listLinks: (query: ListQuery) => request<ListResult<ShareWebRecord>>('GET', shareWebPaths.list, { query, quiet: true }),
    listFiles: (query: ListQuery) => request<ListResult<FileRecord>>('GET', filePaths.list, { query, quiet: true }),
    control: (path: string, body: object) => request('POST', path, { body: { serviceId, ...body } }),
    invitation: () => request<RoomInvitation>('GET', roomInvitePaths.message, { query: { serviceId }, quiet: true }),
    sendInviteSms: (phones: string[]) => request('POST', roomInvitePaths.sms, { body: { serviceId, phones }, quiet: true }),
  };
}
