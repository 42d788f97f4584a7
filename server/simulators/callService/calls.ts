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
import type { Clock } from '../../clock';
import { callOutFail, nextEvent, pushEvent } from './agentEvents';
import { AppTokens, type AppToken } from './appTokens';
import { CallServiceError, assertLive, assertTalking, endCall, newCall, type SimulatedCall } from './call';
import { CallBook } from './callBook';
import { applyHandsetAction } from './handsetActions';

/** A call nobody answers fails after this long, as a phone network gives up. */
const RING_TIMEOUT_MS = 60_000;

/** A call assigned but never dialled fails after this long: the agent's client dials at once. */
export const UNDIALLED_EXPIRY_MS = 2 * 60 * 1000;

/** Recordings one call may start: the room records once, a restart or two at most. */
const MAX_RECORDINGS = 20;

/** Whoever the service hands a customer's call to: answers whether an agent is being offered it. */
export type InboundHandler = (call: InboundCall) => Promise<boolean>;

export class SimulatedCalls {
  private readonly tokens: AppTokens;
  private readonly book: CallBook;
  private readonly listeners = new Set<(call: SimulatedCall) => void>();
  private inbound: InboundHandler | null = null;

  constructor(private readonly clock: Clock) {
    this.tokens = new AppTokens(clock);
    this.book = new CallBook(clock);
  }

  mintToken(appKey: string, appSecret: string): string {
    return this.tokens.mint(appKey, appSecret);
  }

  /** The live app token a request carries, or the protocol's refusal. */
  appOf(token: string | undefined): AppToken {
    return this.tokens.held(token);
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
  async callIn(
    appKey: string,
    phone: string,
    media: MediaKind,
    placed?: (call: SimulatedCall) => void,
  ): Promise<SimulatedCall> {
    const flowId = `5GIN${this.clock.now().getTime()}${randomBytes(2).readUInt16BE(0) % 10_000}`;
    const call = this.place(newCall(appKey, null, flowId, phone));
    call.direction = 'in';
    call.asked = media === 'video' ? MEDIA_VIDEO : MEDIA_AUDIO;
    call.media = media;
    placed?.(call);
    this.changed(call);
    const offered = this.inbound
      ? await this.inbound({ appKey, phone, media, serviceId: call.serviceId, callId: call.callId, flowId }).catch(
          () => false,
        )
      : false;
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

  /** The agent's call to a phone, not dialled yet: it fails unless dialled soon. */
  assign(app: AppToken, flowId: string, phone: string): SimulatedCall {
    const call = this.place(newCall(app.appKey, app.token, flowId, phone));
    this.clock.after(UNDIALLED_EXPIRY_MS, () => {
      if (call.asked === 0 && call.state !== 'ended') this.finish(call, 2, callOutFail('failed'));
    });
    return call;
  }

  /** A call of this app, by serviceId or callId; another app's call is answered as missing. */
  byServiceId(appKey: string, serviceId: string): SimulatedCall {
    return this.own(appKey, this.book.byServiceId(serviceId), callServiceTexts.badServiceId);
  }

  byCall(appKey: string, callId: string): SimulatedCall {
    return this.own(appKey, this.book.byCall(callId), callServiceTexts.badCallId);
  }

  /** The call a conference token opens (the conference's login). */
  byToken(token: string): SimulatedCall | null {
    for (const call of this.book.all()) if (call.roomToken === token) return call;
    return null;
  }

  /** The conference token of a call: whoever holds it may enter the call's signals. */
  byRoomToken(serviceId: string, token: string): SimulatedCall | null {
    const call = this.book.byServiceId(serviceId);
    return call && call.roomToken === token ? call : null;
  }

  /** The call a handset link's key opens, once the agent dialled it (or the customer called). */
  byHandsetKey(handsetKey: string): SimulatedCall | null {
    const call = this.book.byKey(handsetKey);
    return call && call.asked !== 0 ? call : null;
  }

  /** The agent dials: the handset rings. */
  dial(call: SimulatedCall, mediaAbility: number): void {
    assertLive(call);
    if (call.asked !== 0) return;
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
    if (call.recordings.size >= MAX_RECORDINGS) throw new CallServiceError(429, callServiceTexts.busy);
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
    this.close(call, endType);
    this.changed(call);
  }

  share(call: SimulatedCall, share: HandsetShare): void {
    assertTalking(call);
    call.share = share;
    this.changed(call);
  }

  /** What the person at the handset holding the call's key did. */
  act(call: SimulatedCall, action: HandsetAction): void {
    if (call.state === 'ended' || call.asked === 0) return;
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
    for (const call of this.book.all()) call.waiter?.(null);
  }

  private place(call: SimulatedCall): SimulatedCall {
    this.book.add(call);
    return call;
  }

  private failUnanswered(call: SimulatedCall): void {
    this.clock.after(RING_TIMEOUT_MS, () => {
      if (call.state === 'ringing') this.finish(call, 2, callOutFail('noAnswer'));
    });
  }

  private finish(call: SimulatedCall, endType: number, event: AgentEvent): void {
    this.close(call, endType);
    pushEvent(call, event);
    this.changed(call);
  }

  private close(call: SimulatedCall, endType: number): void {
    endCall(call, endType, this.clock.now().getTime());
    this.book.ended(call);
  }

  private own(appKey: string, call: SimulatedCall | undefined, missing: string): SimulatedCall {
    if (!call || call.appKey !== appKey) throw new CallServiceError(404, missing);
    return call;
  }

  private changed(call: SimulatedCall): void {
    for (const listener of this.listeners) listener(call);
  }
}
