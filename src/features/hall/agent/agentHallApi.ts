import { ApiError, request } from '../../../dataProvider/httpClient';
import type { NetworkRoomEvent } from '../../../domain/networkQuality';
import type { ListResult } from '../../../schemas/api';
import type { FileRecord } from '../../../schemas/file';
import { roomInvitePaths, type RoomInvitation } from '../../../schemas/roomInvite';
import { sharePaths, type RoomProduct, type RoomShareState } from '../../../schemas/roomShare';
import type { ShareWebRecord } from '../../../schemas/shareWeb';
import type { AgentHallApi, ListQuery } from '../hallApi';
import { filePaths } from '../../../schemas/file';
import { roomEventPaths, type RoomEventRecord } from '../../../schemas/roomEvent';
import { botPaths, type BotTranscript } from '../../../schemas/bot';
import { callPaths, type TransferCandidates } from '../../../schemas/call';
import { pathWith } from '../../../schemas/paths';
import {
  recordingPaths,
  type RecordingState,
  type RecordingTrack,
  type RecordPauseState,
} from '../../../schemas/recording';
import { roomLifecyclePaths } from '../../../schemas/roomLifecycle';
import { rtcConfigPaths, type RtcConfig } from '../../../schemas/rtcConfig';
import { shareWebPaths } from '../../../schemas/shareWeb';
import { serviceWebPaths } from '../../../schemas/serviceWeb';
import { agentSettingPaths, type AgentSetting } from '../../../schemas/agentSetting';
import { wecomPaths, wecomTexts, type CorpContactList } from '../../../schemas/wecom';
import { hallTexts } from '../hallTexts';

/** Whether a failure is the service's (unreachable, or its own error) rather than a refusal of what was asked. */
const isServiceFailure = (err: unknown) => !(err instanceof ApiError) || err.errCode >= 500;

/** The agent's hall calls, signed in, for one room. */
export function agentHallApi(serviceId: string): AgentHallApi {
  /** A failure of the service in the room's own requests is reported to the room's log (serviceError) for monitoring. */
  const reported = <T>(work: Promise<T>): Promise<T> =>
    work.catch((err: unknown) => {
      if (isServiceFailure(err))
        void request('POST', roomEventPaths.agent, { body: { serviceId, event: 'serviceError' }, quiet: true }).catch(
          () => undefined,
        );
      throw err;
    });
  return {
    role: 'agent',
    reportNetwork: (event: NetworkRoomEvent) =>
      request('POST', roomEventPaths.agent, { body: { serviceId, event }, quiet: true }),
    stopShare: () => request('POST', sharePaths.stop, { body: { serviceId } }),
    shareState: () => request<RoomShareState>('GET', sharePaths.current, { query: { serviceId }, quiet: true }),
    startShare: (path: string, body: object) => reported(request('POST', path, { body, quiet: true })),
    async addProductLink(name: string, url: string) {
      const link = await request<ShareWebRecord>('POST', shareWebPaths.base, { body: { name, url }, quiet: true });
      return request<RoomProduct>('POST', sharePaths.product, { body: { serviceId, webId: link._id }, quiet: true });
    },
    listLinks: (query: ListQuery) =>
      request<ListResult<ShareWebRecord>>('GET', shareWebPaths.list, { query, quiet: true }),
    listFiles: (query: ListQuery) => request<ListResult<FileRecord>>('GET', filePaths.list, { query, quiet: true }),
    control: (path: string, body: object) => reported(request('POST', path, { body: { serviceId, ...body } })),
    invitation: () => request<RoomInvitation>('GET', roomInvitePaths.message, { query: { serviceId }, quiet: true }),
    sendInviteSms: (phones: string[]) =>
      request('POST', roomInvitePaths.sms, { body: { serviceId, phones }, quiet: true }),
    wecomContacts: async () =>
      (await request<CorpContactList>('GET', wecomPaths.corpContactList, { quiet: true })).list,
    async sendWecomInvite(externalUserId: string, invitation: RoomInvitation) {
      const body = {
        externalUserId,
        content: invitation.content,
        title: hallTexts.inviteWecomLink,
        url: invitation.joinUrl,
      };
      await request('POST', wecomPaths.corpSendContactMessage, { body, quiet: true });
      return wecomTexts.sent;
    },
    rtcConfig: () => reported(request<RtcConfig>('GET', rtcConfigPaths.agent, { query: { serviceId } })),
    events: () => request<RoomEventRecord[]>('GET', roomEventPaths.agent, { query: { serviceId } }),
    logEvent: (event, options) =>
      request('POST', roomEventPaths.agent, { body: { serviceId, event }, quiet: options?.quiet ?? false }),
    endRoom: () => reported(request('POST', callPaths.endRecord, { body: { serviceId, notifyUser: true } })),
    answerEndNotice: (goOn: boolean) =>
      request('POST', roomLifecyclePaths.handleEndNotify, { body: { serviceId, continue: goOn } }),
    setting: () => request<AgentSetting>('GET', agentSettingPaths.setting, { quiet: true }),
    saveSetting: (setting: AgentSetting) =>
      request<AgentSetting>('POST', agentSettingPaths.setting, { body: setting, quiet: true }),
    recording: {
      start: (mimeType: string, track: RecordingTrack) =>
        request<RecordingState>('POST', recordingPaths.start, { body: { serviceId, mimeType, track }, quiet: true }),
      pauseState: () =>
        request<RecordPauseState>('GET', recordingPaths.pauseState, { query: { serviceId }, quiet: true }),
      pause: (reason: string) =>
        request<RecordPauseState>('POST', recordingPaths.pause, { body: { serviceId, reason } }),
      resume: () => request<RecordPauseState>('POST', recordingPaths.resume, { body: { serviceId } }),
      piece: (body: FormData) => request<RecordingState>('POST', recordingPaths.piece, { body, quiet: true }),
      finish: (recordingId: string, pieces: number) =>
        request('POST', recordingPaths.finish, { body: { recordingId, pieces }, quiet: true }),
    },
    botTranscript: () =>
      request<BotTranscript | null>('GET', pathWith(botPaths.transcript, { serviceId }), { quiet: true }),
  };
}

/** A transfer of the agent's live call: who may take it, and the ask to a colleague or a service group. */
export const transferApi = {
  candidates: () => request<TransferCandidates>('GET', callPaths.transferCandidates),
  send: (serviceId: string, to: { agentId: string } | { groupId: string }) =>
    request('POST', callPaths.transfer, { body: { serviceId, ...to } }),
};

/** Ends a same-screen session from its hall; a failure changes nothing the agent could act on. */
export function endSameScreen(serviceId: string): Promise<unknown> {
  return request('POST', serviceWebPaths.end, { body: { serviceId, from: 'exhibitionHall' } }).catch(() => undefined);
}
