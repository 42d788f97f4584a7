/**
 * The simulated call service's state: app tokens, calls by serviceId and callId, and what the agent asks
 * of them. In memory, in one process: a stand-in for a demo, tests and development, not a service for
 * several server processes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  MEDIA_AUDIO,
  MEDIA_VIDEO,
  callServiceTexts,
  mediaKindOf,
  type AgentEvent,
  type HandsetAction,
  type HandsetShare,
  type InboundCall,
  type MediaKind,
} from '../../../src/schemas/callService';
import { callOutFail, nextEvent, pushEvent } from './agentEvents';
import { AppTokens } from './appTokens';
import { CallServiceError, assertLive, assertTalking, endCall, newCall, type SimulatedCall } from './call';
import { applyHandsetAction } from './handsetActions';

/** A call nobody answers fails after this long, as a phone network gives up. */
const RING_TIMEOUT_MS = 60_000;

/** Ended calls and app tokens are forgotten after this long, so a long-running demo does not grow. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whoever the service hands a customer's call to: answers whether an agent is being offered it. */
export type InboundHandler = (call: InboundCall) => Promise<boolean>;

export class SimulatedCalls {
  private readonly tokens = new AppTokens();
  private readonly byService = new Map<string, SimulatedCall>();
  private readonly byCallId = new Map<string, SimulatedCall>();
  private readonly listeners = new Set<(call: SimulatedCall) => void>();
  private inbound: InboundHandler | null = null;

  mintToken(appKey: string, appSecret: string): string {
    this.forget(Date.now());
    return this.tokens.mint(appKey, appSecret);
  }

  appOf(token: string | undefined): string {
    return this.tokens.appOf(token);
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
    if (!offered) this.finish(call, 2, callOutFail('noAgent'));
    else this.failUnanswered(call);
    return call;
  }

  /** The agent joined a customer's ringing call: it is connected in the medium the customer called with. */
  connect(call: SimulatedCall): void {
    if (call.direction !== 'in' || call.state !== 'ringing') return;
    call.state = 'talking';
    call.media = mediaKindOf(call.asked);
    pushEvent(call, { eventType: 'AgentEvent_Talking', content: { mediaAbility: call.asked } });
    this.changed(call);
  }

  assign(appKey: string, flowId: string, phone: string): SimulatedCall {
    const call = newCall(appKey, flowId, phone);
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
    assertLive(call);
    call.asked = mediaAbility === MEDIA_VIDEO ? MEDIA_VIDEO : MEDIA_AUDIO;
    call.media = mediaKindOf(call.asked);
    this.changed(call);
    this.failUnanswered(call);
  }

  /** The agent asks to switch: to audio at once, to video once the customer accepts. */
  switchMedia(call: SimulatedCall, mediaType: number): void {
    assertTalking(call);
    if (mediaType === MEDIA_VIDEO) {
      call.switchAsked = true;
    } else {
      call.media = 'audio';
      call.switchAsked = false;
      pushEvent(call, { eventType: 'AgentEvent_MediaSwith', content: { mediaType: MEDIA_AUDIO, reason: 0 } });
    }
    this.changed(call);
  }

  startRecording(call: SimulatedCall, type: string): string {
    assertTalking(call);
    const recordId = randomUUID();
    call.recordings.set(recordId, { type, stopped: false });
    pushEvent(call, { eventType: 'AgentMediaEvent_Record', content: { recordId } });
    return recordId;
  }

  stopRecording(call: SimulatedCall, recordId: string): void {
    const recording = call.recordings.get(recordId);
    if (!recording || recording.stopped) throw new CallServiceError(404, callServiceTexts.noCall);
    recording.stopped = true;
    pushEvent(call, { eventType: 'AgentMediaEvent_StopRecordDone', content: { recordId } });
  }

  /** The agent's hang-up: the handset's call ends; nothing is told to the agent, who asked. */
  end(call: SimulatedCall, endType: number, videoTime?: number): void {
    if (videoTime !== undefined && videoTime > 0) call.videoTime = videoTime;
    if (call.state === 'ended') return;
    endCall(call, endType);
    this.changed(call);
  }

  share(call: SimulatedCall, share: HandsetShare): void {
    assertTalking(call);
    call.share = share;
    this.changed(call);
  }

  /** What the person at the handset did. */
  act(phone: string, callId: string, action: HandsetAction): void {
    const call = this.byCallId.get(callId);
    if (!call || call.phone !== phone || call.state === 'ended' || call.asked === 0) return;
    const outcome = applyHandsetAction(call, action);
    if (!outcome) return;
    if (outcome.endType !== undefined) return this.finish(call, outcome.endType, outcome.event);
    pushEvent(call, outcome.event);
    this.changed(call);
  }

  nextEvent(call: SimulatedCall, holdMs: number): Promise<AgentEvent | null> {
    return nextEvent(call, holdMs);
  }

  /** Answers every poll still held (the server is closing). */
  releasePolls(): void {
    for (const call of this.byService.values()) call.waiter?.(null);
  }

  private failUnanswered(call: SimulatedCall): void {
    setTimeout(() => {
      if (call.state === 'ringing') this.finish(call, 2, callOutFail('noAnswer'));
    }, RING_TIMEOUT_MS).unref();
  }

  private finish(call: SimulatedCall, endType: number, event: AgentEvent): void {
    endCall(call, endType);
    pushEvent(call, event);
    this.changed(call);
  }

  private forget(now: number): void {
    this.tokens.forgetOlderThan(now - FORGET_AFTER_MS);
    for (const call of this.byService.values()) {
      if (call.endedAt === null || now - call.endedAt <= FORGET_AFTER_MS) continue;
      this.byService.delete(call.serviceId);
      this.byCallId.delete(call.callId);
    }
  }

  private own(appKey: string, call: SimulatedCall | undefined, missing: string): SimulatedCall {
    if (!call || call.appKey !== appKey) throw new CallServiceError(404, missing);
    return call;
  }

  private changed(call: SimulatedCall): void {
    for (const listener of this.listeners) listener(call);
  }
}
