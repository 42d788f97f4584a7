/**
 * The call panel's state (spec 2 §4.3), pure: status 0 idle, 1 ringing or waiting, 2 connected; the
 * medium; the changing flag of a switch in progress; and how and why the last call ended.
 */
import {
  END_ABNORMAL,
  END_BY_CUSTOMER,
  callServiceTexts,
  mediaKindOf,
  type AgentEvent,
  type EndType,
  type MediaKind,
} from '../../../schemas/callService';

type CallStatus = 0 | 1 | 2;

export interface CallState {
  status: CallStatus;
  media: MediaKind;
  /** A switch of medium was asked and the other side has not answered yet. */
  changing: boolean;
  serviceId: string | null;
  callId: string | null;
  /** The simulator's key of the customer's handset link, while the call lasts (none from a real service). */
  handsetKey: string | null;
  /** Set when a call ended, until the next one starts. */
  ended: { endType: EndType; message: string | null } | null;
  /** The last message to show (a refusal, an error), or null. */
  message: string | null;
}

export const IDLE_CALL: CallState = {
  status: 0,
  media: 'video',
  changing: false,
  serviceId: null,
  callId: null,
  handsetKey: null,
  ended: null,
  message: null,
};

export type CallInput =
  | { type: 'start'; media: MediaKind }
  | { type: 'assigned'; serviceId: string; callId: string; handsetKey?: string }
  | { type: 'event'; event: AgentEvent }
  | { type: 'switchAsked' }
  | { type: 'switchFailed'; message: string }
  | { type: 'hangUp'; endType: EndType; message?: string }
  | { type: 'failed'; message: string };

/** Ends the call in progress (nothing happens to one already idle). */
function end(state: CallState, endType: EndType, message: string | null): CallState {
  if (state.status === 0) return state;
  return { ...state, status: 0, changing: false, ended: { endType, message }, message };
}

export function callReducer(state: CallState, input: CallInput): CallState {
  switch (input.type) {
    case 'start':
      if (state.status !== 0) return state;
      return { ...IDLE_CALL, status: 1, media: input.media };
    case 'assigned':
      return state.status === 1
        ? { ...state, serviceId: input.serviceId, callId: input.callId, handsetKey: input.handsetKey ?? null }
        : state;
    case 'switchAsked':
      return state.status === 2 && !state.changing ? { ...state, changing: true, message: null } : state;
    case 'switchFailed':
      return { ...state, changing: false, message: input.message };
    case 'hangUp':
      return end(state, input.endType, input.message ?? null);
    case 'failed':
      return end(state, END_ABNORMAL, input.message);
    case 'event':
      return onEvent(state, input.event);
  }
}

function onEvent(state: CallState, event: AgentEvent): CallState {
  if (state.status === 0) return state;
  switch (event.eventType) {
    case 'AgentEvent_Talking':
      return { ...state, status: 2, media: mediaKindOf(event.content.mediaAbility), changing: false };
    case 'AgentEvent_MediaSwith': {
      const accepted = Number(event.content.reason) === 0;
      return {
        ...state,
        media: mediaKindOf(event.content.mediaType),
        changing: false,
        message: accepted ? null : callServiceTexts.videoRefused,
      };
    }
    case 'AgentEvent_Call_Out_Fail':
      return end(state, END_BY_CUSTOMER, callServiceTexts.callOutFail);
    case 'AgentEvent_Customer_Release':
      return end(state, END_BY_CUSTOMER, callServiceTexts.customerRelease);
    case 'AgentOther_ShutdownService':
      return end(state, END_ABNORMAL, callServiceTexts.shutdown);
    default:
      return state;
  }
}

/** Sharing is allowed only while connected in video and not switching (spec 2 §4.3). */
export const canShare = (state: CallState) => state.status === 2 && state.media === 'video' && !state.changing;
