/** One simulated call: what the handset shows, plus what the service keeps for the agent's side. */
import { randomBytes, randomUUID } from 'node:crypto';
import { callServiceTexts, type AgentEvent, type HandsetCall } from '../../../src/schemas/callService';

/** A refusal of the protocol: answered as the envelope {errCode, errInfo}. */
export class CallServiceError extends Error {
  constructor(
    readonly errCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SimulatedCall extends Omit<HandsetCall, 'key'> {
  flowId: string;
  appKey: string;
  /** The app token that assigned the call (none for a customer's call to the service): its open calls are capped. */
  token: string | null;
  /** The secret of the customer's handset link: only a handset holding it sees and acts on the call. */
  handsetKey: string;
  /** The mediaAbility the agent called with. */
  asked: number;
  events: AgentEvent[];
  waiter: ((event: AgentEvent | null) => void) | null;
  roomToken: string;
  recordings: Map<string, { type: string; stopped: boolean }>;
  videoTime: number;
  endType: number | null;
  /** When the call ended (ms), so ended calls can be forgotten after a while. */
  endedAt: number | null;
}

export const newToken = () => randomBytes(24).toString('base64url');

/** A phone number as the handset and the protocol take it. */
export const PHONE = /^\+?\d{5,20}$/;
/** Longer flow ids are refused: ours are about 20 characters. */
const MAX_FLOW_ID = 64;

/** An outgoing call not yet dialled: ringing, audio, nothing shared. */
export function newCall(appKey: string, token: string | null, flowId: string, phone: string): SimulatedCall {
  if (!flowId || !phone) throw new CallServiceError(400, callServiceTexts.badPhoneOrFlow);
  if (flowId.length > MAX_FLOW_ID || !PHONE.test(phone))
    throw new CallServiceError(400, callServiceTexts.badPhoneOrFlow);
  return {
    direction: 'out',
    serviceId: randomUUID(),
    callId: randomUUID(),
    flowId,
    phone,
    appKey,
    token,
    handsetKey: newToken(),
    state: 'ringing',
    media: 'audio',
    switchAsked: false,
    share: { kind: 'none' },
    asked: 0,
    events: [],
    waiter: null,
    roomToken: newToken(),
    recordings: new Map(),
    videoTime: 0,
    endType: null,
    endedAt: null,
  };
}

export function endCall(call: SimulatedCall, endType: number, now: number): void {
  call.state = 'ended';
  call.endType = endType;
  call.endedAt = now;
}

export function assertLive(call: SimulatedCall): void {
  if (call.state === 'ended') throw new CallServiceError(404, callServiceTexts.noCall);
}

export function assertTalking(call: SimulatedCall): void {
  if (call.state !== 'talking') throw new CallServiceError(409, callServiceTexts.noSession);
}
