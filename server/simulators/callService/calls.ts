/**
 * The simulated call service's state: app tokens, calls by serviceId and callId, the agent events each
 * call has queued and the long poll waiting for them. In memory, in one process: a stand-in for a demo,
 * tests and development, not a service for several server processes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  END_ABNORMAL,
  MEDIA_AUDIO,
  MEDIA_VIDEO,
  callServiceTexts,
  mediaKindOf,
  type AgentEvent,
  type HandsetAction,
  type HandsetCall,
  type HandsetShare,
  type InboundCall,
  type MediaKind,
} from '../../../src/schemas/callService';

/** A refusal of the protocol: answered as the envelope {errCode, errInfo}. */
export class CallServiceError extends Error {
  constructor(
    readonly errCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SimulatedCall extends HandsetCall {
  flowId: string;
  appKey: string;
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

/** A call nobody answers fails after this long, as a phone network gives up. */
const RING_TIMEOUT_MS = 60_000;

/** Ended calls and app tokens are forgotten after this long, so a long-running demo does not grow. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const newToken = () => randomBytes(24).toString('base64url');

/** Whoever the service hands a customer's call to: answers whether an agent is being offered it. */
export type InboundHandler = (call: InboundCall) => Promise<boolean>;

export class SimulatedCalls {
  private readonly tokens = new Map<string, { appKey: string; at: number }>();
  private readonly byService = new Map<string, SimulatedCall>();
  private readonly byCallId = new Map<string, SimulatedCall>();
  private readonly listeners = new Set<(call: SimulatedCall) => void>();
  private inbound: InboundHandler | null = null;

  /** Any non-empty app key and secret get a token (the simulator knows no tenants). */
  mintToken(appKey: string, appSecret: string): string {
    if (!appKey || !appSecret) throw new CallServiceError(400, callServiceTexts.badCredentials);
    this.forget(Date.now());
    const token = newToken();
    this.tokens.set(token, { appKey, at: Date.now() });
    return token;
  }

  appOf(token: string | undefined): string {
    const appKey = token ? this.tokens.get(token)?.appKey : undefined;
    if (!appKey) throw new CallServiceError(401, callServiceTexts.badToken);
    return appKey;
  }

  /** Listens to every change of a call the handset shows; answers the function that stops listening. */
  onChange(listener: (call: SimulatedCall) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Where customers' calls to a service go, as the real service calls its callback address. */
  onInbound(handler: InboundHandler): void {
    this.inbound = handler;
  }

  /**
   * The customer calls the service of `appKey`: the call rings at the caller's side until an agent joins
   * it (connect), the caller hangs up, or nobody answers; with no agent to offer it to it fails at once.
   */
  async callIn(appKey: string, phone: string, media: MediaKind): Promise<SimulatedCall> {
    const flowId = `5GIN${Date.now()}${randomBytes(2).readUInt16BE(0) % 10_000}`;
    const call = this.assign(appKey, flowId, phone);
    call.direction = 'in';
    call.asked = media === 'video' ? MEDIA_VIDEO : MEDIA_AUDIO;
    call.media = media;
    this.changed(call);
    const offered = this.inbound ? await this.inbound({ appKey, phone, media, serviceId: call.serviceId, callId: call.callId, flowId }).catch(() => false) : false;
    if (!offered) {
      this.finish(call, 2, { eventType: 'AgentEvent_Call_Out_Fail', content: { reason: 'noAgent' } });
      return call;
    }
    setTimeout(() => {
      if (call.state === 'ringing') this.finish(call, 2, { eventType: 'AgentEvent_Call_Out_Fail', content: { reason: 'noAnswer' } });
    }, RING_TIMEOUT_MS).unref();
    return call;
  }

  /** The agent joined a customer's ringing call: it is connected in the medium the customer called with. */
  connect(call: SimulatedCall): void {
    if (call.direction !== 'in' || call.state !== 'ringing') return;
    call.state = 'talking';
    call.media = mediaKindOf(call.asked);
    this.push(call, { eventType: 'AgentEvent_Talking', content: { mediaAbility: call.asked } });
    this.changed(call);
  }

  assign(appKey: string, flowId: string, phone: string): SimulatedCall {
    if (!flowId || !phone) throw new CallServiceError(400, callServiceTexts.badPhoneOrFlow);
    const call: SimulatedCall = {
      direction: 'out',
      serviceId: randomUUID(),
      callId: randomUUID(),
      flowId,
      phone,
      appKey,
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
    this.byService.set(call.serviceId, call);
    this.byCallId.set(call.callId, call);
    return call;
  }

  /** A call of this app, by serviceId or callId; another app's call is answered as missing. */
  byServiceId(appKey: string, serviceId: string): SimulatedCall {
    return this.own(appKey, this.byService.get(serviceId), callServiceTexts.badServiceId);
  }

  byCall(appKey: string, callId: string): SimulatedCall {
    return this.own(appKey, this.byCallId.get(callId), callServiceTexts.badCallId);
  }

  /** The call a conference token opens (the conference's login). */
  byToken(token: string): SimulatedCall | null {
    for (const call of this.byService.values()) if (call.roomToken === token) return call;
    return null;
  }

  /** The conference token of a call: whoever holds it may enter the call's signals. */
  byRoomToken(serviceId: string, token: string): SimulatedCall | null {
    const call = this.byService.get(serviceId);
    return call && call.roomToken === token ? call : null;
  }

  callsOf(phone: string): SimulatedCall[] {
    return [...this.byService.values()].filter((call) => call.phone === phone && call.state !== 'ended' && call.asked !== 0);
  }

  /** The agent dials: the handset rings. */
  dial(call: SimulatedCall, mediaAbility: number): void {
    this.live(call);
    call.asked = mediaAbility === MEDIA_VIDEO ? MEDIA_VIDEO : MEDIA_AUDIO;
    call.media = mediaKindOf(call.asked);
    this.changed(call);
    setTimeout(() => {
      if (call.state === 'ringing') this.finish(call, 2, { eventType: 'AgentEvent_Call_Out_Fail', content: { reason: 'noAnswer' } });
    }, RING_TIMEOUT_MS).unref();
  }

  /** The agent asks to switch: to audio at once, to video once the customer accepts. */
  switchMedia(call: SimulatedCall, mediaType: number): void {
    this.talking(call);
    if (mediaType === MEDIA_VIDEO) {
      call.switchAsked = true;
    } else {
      call.media = 'audio';
      call.switchAsked = false;
      this.push(call, { eventType: 'AgentEvent_MediaSwith', content: { mediaType: MEDIA_AUDIO, reason: 0 } });
    }
    this.changed(call);
  }

  startRecording(call: SimulatedCall, type: string): string {
    this.talking(call);
    const recordId = randomUUID();
    call.recordings.set(recordId, { type, stopped: false });
    this.push(call, { eventType: 'AgentMediaEvent_Record', content: { recordId } });
    return recordId;
  }

  stopRecording(call: SimulatedCall, recordId: string): void {
    const recording = call.recordings.get(recordId);
    if (!recording || recording.stopped) throw new CallServiceError(404, callServiceTexts.noCall);
    recording.stopped = true;
    this.push(call, { eventType: 'AgentMediaEvent_StopRecordDone', content: { recordId } });
  }

  /** The agent's hang-up: the handset's call ends; nothing is told to the agent, who asked. */
  end(call: SimulatedCall, endType: number, videoTime?: number): void {
    if (videoTime !== undefined && videoTime > 0) call.videoTime = videoTime;
    if (call.state === 'ended') return;
    call.state = 'ended';
    call.endType = endType;
    call.endedAt = Date.now();
    this.changed(call);
  }

  share(call: SimulatedCall, share: HandsetShare): void {
    this.talking(call);
    call.share = share;
    this.changed(call);
  }

  /** What the person at the handset did. */
  act(phone: string, callId: string, action: HandsetAction): void {
    const call = this.byCallId.get(callId);
    if (!call || call.phone !== phone || call.state === 'ended' || call.asked === 0) return;
    const ringing = call.state === 'ringing';
    // The caller of a call to the service cannot answer it: it waits for an agent or hangs up.
    if (call.direction === 'in' && ringing && action !== 'hangUp' && action !== 'failCall' && action !== 'shutdown') return;
    if ((action === 'answerAudio' || action === 'answerVideo') && ringing) {
      call.state = 'talking';
      call.media = action === 'answerVideo' && call.asked === MEDIA_VIDEO ? 'video' : 'audio';
      this.push(call, { eventType: 'AgentEvent_Talking', content: { mediaAbility: call.media === 'video' ? MEDIA_VIDEO : MEDIA_AUDIO } });
    } else if ((action === 'acceptVideo' || action === 'refuseVideo') && call.switchAsked) {
      call.switchAsked = false;
      if (action === 'acceptVideo') call.media = 'video';
      this.push(call, { eventType: 'AgentEvent_MediaSwith', content: action === 'acceptVideo' ? { mediaType: MEDIA_VIDEO, reason: 0 } : { mediaType: MEDIA_AUDIO, reason: 1 } });
    } else if (action === 'toAudio' && !ringing && call.media === 'video') {
      call.media = 'audio';
      this.push(call, { eventType: 'AgentEvent_MediaSwith', content: { mediaType: MEDIA_AUDIO, reason: 0 } });
    } else if (action === 'refuse' || action === 'failCall') {
      this.finish(call, 2, { eventType: 'AgentEvent_Call_Out_Fail', content: { reason: action === 'refuse' ? 'refused' : 'failed' } });
      return;
    } else if (action === 'hangUp') {
      this.finish(call, 2, ringing ? { eventType: 'AgentEvent_Call_Out_Fail', content: { reason: 'refused' } } : { eventType: 'AgentEvent_Customer_Release', content: {} });
      return;
    } else if (action === 'shutdown') {
      this.finish(call, END_ABNORMAL, { eventType: 'AgentOther_ShutdownService', content: {} });
      return;
    } else {
      return;
    }
    this.changed(call);
  }

  /** The next event of a call, at once if one is queued, else when one comes, or null after holdMs. */
  nextEvent(call: SimulatedCall, holdMs: number): Promise<AgentEvent | null> {
    const queued = call.events.shift();
    if (queued) return Promise.resolve(queued);
    if (call.state === 'ended') return Promise.reject(new CallServiceError(404, callServiceTexts.noCall));
    // A newer poll replaces a waiting one, which is answered empty.
    call.waiter?.(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), holdMs);
      const settle = (event: AgentEvent | null) => {
        clearTimeout(timer);
        if (call.waiter === settle) call.waiter = null;
        resolve(event);
      };
      call.waiter = settle;
    });
  }

  /** Answers every poll still held (the server is closing). */
  releasePolls(): void {
    for (const call of this.byService.values()) call.waiter?.(null);
  }

  private finish(call: SimulatedCall, endType: number, event: AgentEvent): void {
    call.state = 'ended';
    call.endType = endType;
    call.endedAt = Date.now();
    this.push(call, event);
    this.changed(call);
  }

  private forget(now: number): void {
    for (const [token, { at }] of this.tokens) if (now - at > FORGET_AFTER_MS) this.tokens.delete(token);
    for (const call of this.byService.values()) {
      if (call.endedAt === null || now - call.endedAt <= FORGET_AFTER_MS) continue;
      this.byService.delete(call.serviceId);
      this.byCallId.delete(call.callId);
    }
  }

  private push(call: SimulatedCall, event: AgentEvent): void {
    const waiter = call.waiter;
    if (waiter) waiter(event);
    else call.events.push(event);
  }

  private own(appKey: string, call: SimulatedCall | undefined, missing: string): SimulatedCall {
    if (!call || call.appKey !== appKey) throw new CallServiceError(404, missing);
    return call;
  }

  private live(call: SimulatedCall): void {
    if (call.state === 'ended') throw new CallServiceError(404, callServiceTexts.noCall);
  }

  private talking(call: SimulatedCall): void {
    if (call.state !== 'talking') throw new CallServiceError(409, callServiceTexts.noSession);
  }

  private changed(call: SimulatedCall): void {
    for (const listener of this.listeners) listener(call);
  }
}
