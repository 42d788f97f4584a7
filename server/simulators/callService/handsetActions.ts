/** What the person at the handset can do to a call, as changes of the call and the event the agent is told. */
import {
  END_ABNORMAL,
  MEDIA_AUDIO,
  MEDIA_VIDEO,
  type AgentEvent,
  type HandsetAction,
} from '../../../src/schemas/callService';
import { callOutFail } from './agentEvents';
import type { SimulatedCall } from './call';

/** The call goes on (changed in place) or ends with endType; either way the agent is told `event`. */
export interface HandsetOutcome {
  event: AgentEvent;
  endType?: number;
}

/** Applies an action to a live call the agent dialled or was offered; null: the action does not apply now. */
export function applyHandsetAction(call: SimulatedCall, action: HandsetAction): HandsetOutcome | null {
  const ringing = call.state === 'ringing';
  // The caller of a call to the service cannot answer it: it waits for an agent or hangs up.
  if (call.direction === 'in' && ringing && action !== 'hangUp' && action !== 'failCall' && action !== 'shutdown')
    return null;
  if ((action === 'answerAudio' || action === 'answerVideo') && ringing) {
    call.state = 'talking';
    call.media = action === 'answerVideo' && call.asked === MEDIA_VIDEO ? 'video' : 'audio';
    return {
      event: {
        eventType: 'AgentEvent_Talking',
        content: { mediaAbility: call.media === 'video' ? MEDIA_VIDEO : MEDIA_AUDIO },
      },
    };
  }
  if ((action === 'acceptVideo' || action === 'refuseVideo') && call.switchAsked) {
    call.switchAsked = false;
    if (action === 'acceptVideo') call.media = 'video';
    return {
      event: {
        eventType: 'AgentEvent_MediaSwith',
        content:
          action === 'acceptVideo' ? { mediaType: MEDIA_VIDEO, reason: 0 } : { mediaType: MEDIA_AUDIO, reason: 1 },
      },
    };
  }
  if (action === 'toAudio' && !ringing && call.media === 'video') {
    call.media = 'audio';
    return { event: { eventType: 'AgentEvent_MediaSwith', content: { mediaType: MEDIA_AUDIO, reason: 0 } } };
  }
  if (action === 'refuse' || action === 'failCall')
    return { endType: 2, event: callOutFail(action === 'refuse' ? 'refused' : 'failed') };
  if (action === 'hangUp')
    return {
      endType: 2,
      event: ringing ? callOutFail('refused') : { eventType: 'AgentEvent_Customer_Release', content: {} },
    };
  if (action === 'shutdown')
    return { endType: END_ABNORMAL, event: { eventType: 'AgentOther_ShutdownService', content: {} } };
  return null;
}
