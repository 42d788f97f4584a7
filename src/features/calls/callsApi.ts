/** The server calls of the agent's incoming-call flow (the call box's effects run them). */
import { request } from '../../dataProvider/httpClient';
import { callPaths, type StartedRoom } from '../../schemas/call';
import type { IncomingCall } from '../../schemas/events';
import { fiveGPaths, type FiveGRoomInfo } from '../../schemas/fiveG';
import { rtcConfigPaths, type AnsweredRoom, type RtcEngine } from '../../schemas/rtcConfig';
import { askedOnce } from '../../dataProvider/askedAhead';
import { storedAgent } from '../../session/session';
import { turnDownAtCallService } from '../fiveG';

export const callsApi = {
  /** The engine of the rooms and its public ICE servers, asked once per page while the first call rings. */
  engine: askedOnce(() => request<RtcEngine>('GET', rtcConfigPaths.engine, { quiet: true })),

  /** The call ringing at this agent now, if any (a page that loads or reconnects while it rings). */
  ringing: () => request<IncomingCall | null>('GET', callPaths.ringing, { quiet: true }),

  /** The agent's session still in progress, if any. */
  inProgress: () => request<StartedRoom | null>('GET', callPaths.inProcess, { query: { agentId: storedAgent()?._id } }),

  /** Ends the session in progress, its customer told. */
  endInProgress: (room: StartedRoom) =>
    request('POST', callPaths.endRecord, { body: { serviceId: room.serviceId, notifyUser: true }, quiet: true }),

  /** Opens the room of a customer's call, or takes over the room a colleague transfers. */
  async startRoom(call: IncomingCall): Promise<AnsweredRoom> {
    const agent = storedAgent();
    if (!call.manualCallId)
      return request<AnsweredRoom>('POST', callPaths.startAgent, {
        body: {
          callId: call.callId,
          agentInfo: { _id: agent?._id, fullName: agent?.fullName },
          roomInfo: { from: 'Browser' },
        },
      });
    const detail = await request<IncomingCall & { serviceId: string }>('GET', callPaths.callDetail, {
      query: { callId: call.callId },
    });
    return request<AnsweredRoom>('POST', callPaths.receiveCall, {
      body: { agentId: agent?._id, serviceId: detail.serviceId, callId: call.callId },
    });
  },

  /** Answers a 5G call (receiveManual): its room. */
  answerFiveG: (incomeId: string) => request<FiveGRoomInfo>('POST', fiveGPaths.receiveManual, { body: { incomeId } }),

  /** Turns a call down; a 5G call ends at the call service, which withdraws the offer. Failures stay quiet. */
  async refuse(call: IncomingCall): Promise<void> {
    if (call.incomeId) await turnDownAtCallService(call).catch(() => undefined);
    else await request('POST', callPaths.reject, { body: { callId: call.callId }, quiet: true }).catch(() => undefined);
  },
};
