/**
 * One 5G call from the agent's side: the call service's protocol through CallServiceClient, its events
 * through the pure CallSession reducer, the audio and video through the RtcClient's p2p engine. The room
 * page wires the callbacks to its own server calls.
 */
import { useCallback, useRef, useState } from 'react';
import { request } from '../../../dataProvider/httpClient';
import {
  CALL_TYPE_VIDEO,
  END_ABNORMAL,
  END_BY_AGENT,
  callServiceApiPaths,
  callServiceTexts,
  type AgentEvent,
  type CallServiceSession,
  type EndType,
  type HandsetShare,
  type MediaKind,
} from '../../../schemas/callService';
import { callMedia } from './callMedia';
import type { CallCustomer, UseCallSessionOptions } from './callSessionOptions';

export type { CallCustomer, UseCallSessionOptions } from './callSessionOptions';
import { useCallPageEvents, type LiveCall } from './useCallPageEvents';
import { CallServiceClient } from './CallServiceClient';
import { callReducer, IDLE_CALL, type CallInput, type CallState } from './CallSession';

/** Spec 2 §9: one hang-up per 2000 ms. */
const HANG_UP_THROTTLE_MS = 2000;

async function agentClient(): Promise<CallServiceClient> {
  const session = await request<CallServiceSession>('GET', callServiceApiPaths.session, { quiet: true });
  return new CallServiceClient(session.baseUrl).init(session.appToken);
}

export function useCallSession(options: UseCallSessionOptions) {
  const [state, setState] = useState<CallState>(IDLE_CALL);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [audioMuted, setAudioMuted] = useState(false);
  const [videoMuted, setVideoMuted] = useState(false);
  const [customer, setCustomer] = useState<CallCustomer | null>(null);
  const [recordId, setRecordId] = useState<string | null>(null);
  const stateRef = useRef(state);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const live = useRef<LiveCall | null>(null);
  const lastHangUp = useRef(0);
  /** Counts the calls started and ended, so a start still awaiting the service learns it was hung up meanwhile. */
  const attempt = useRef(0);
  const unsentEnd = useRef<(() => void) | null>(null);

  const apply = useCallback((input: CallInput): [CallState, CallState] => {
    const prev = stateRef.current;
    const next = callReducer(prev, input);
    stateRef.current = next;
    setState(next);
    return [prev, next];
  }, []);

  const release = useCallback(() => {
    const current = live.current;
    if (!current) return 0;
    live.current = null;
    current.stopPoll();
    current.media.close();
    setLocalStream(null);
    setRemoteStream(null);
    setRecordId(null);
    return current.videoSeconds;
  }, []);

  /** The call is over in our state: tell the service (unless it told us), release everything, report. */
  const finish = useCallback(
    (next: CallState, tellService: boolean) => {
      attempt.current += 1;
      const current = live.current;
      const callId = next.callId;
      const seconds = release();
      if (current && callId && tellService && next.ended) {
        void current.client.videoTime(callId, seconds).catch(() => undefined);
        const { client } = current;
        const endType = next.ended.endType;
        void client.endVoiceCall(callId, endType).catch((err: Error) => {
          // Hung up while offline: the service hears of it once the browser is back online.
          if (!navigator.onLine)
            unsentEnd.current = () => void client.endVoiceCall(callId, endType).catch(() => undefined);
          else optionsRef.current.onMessage?.(err.message);
        });
      }
      if (next.ended) {
        if (next.ended.message) optionsRef.current.onMessage?.(next.ended.message);
        optionsRef.current.onEnded?.(next.ended.endType, next.ended.message, seconds);
      }
    },
    [release],
  );

  const onEvent = useCallback(
    (event: AgentEvent) => {
      const [prev, next] = apply({ type: 'event', event });
      const current = live.current;
      if (!current || prev.status === 0) return;
      if (event.eventType === 'AgentEvent_Talking' && next.callId && next.serviceId) {
        // The handset answered: the agent's camera and microphone go out on the connection made while it rang.
        const { media } = current;
        void media.send().then(
          () => media.rtc.muteVideo(next.media !== 'video'),
          () => undefined,
        );
        void current.client.connected(next.callId).catch(() => undefined);
        optionsRef.current.onConnected?.({ serviceId: next.serviceId, callId: next.callId, media: next.media });
      } else if (event.eventType === 'AgentEvent_MediaSwith') {
        current.media.rtc.muteVideo(next.media !== 'video');
        setVideoMuted(false);
        if (next.message) optionsRef.current.onMessage?.(next.message);
        optionsRef.current.onMediaChange?.(next.media, next.message !== null);
      } else if (event.eventType === 'AgentMediaEvent_Record') {
        setRecordId(event.content.recordId);
        optionsRef.current.onRecord?.(event.content.recordId);
      } else if (event.eventType === 'AgentMediaEvent_StopRecordDone') {
        setRecordId(null);
        optionsRef.current.onStopRecord?.(event.content.recordId);
      }
      if (next.status === 0) finish(next, true);
    },
    [apply, finish],
  );

  /**
   * Brings the call's media up once the service gave it ids: the conference with the room token, the connection
   * with the handset's side, the agent's camera and microphone (sent now when `sending`, else once the handset
   * answers), and the agent events' poll. False when the call was hung up meanwhile.
   */
  const connect = useCallback(
    async (
      client: CallServiceClient,
      serviceId: string,
      { media, sending }: { media: MediaKind; sending: boolean },
      stale: () => boolean,
    ): Promise<boolean> => {
      const roomToken = await client.roomToken(serviceId);
      if (stale()) return false;
      const call = callMedia(serviceId, setRemoteStream);
      live.current = { client, stopPoll: () => undefined, media: call, videoSeconds: 0 };
      const local = await call.enter(roomToken, sending);
      if (live.current?.media !== call) return false;
      if (sending) call.rtc.muteVideo(media !== 'video');
      else for (const track of local.getVideoTracks()) track.enabled = media === 'video';
      setLocalStream(local);
      live.current.stopPoll = client.pollEvents(serviceId, optionsRef.current.flowId ?? '', onEvent, (err) => {
        const [, next] = apply({ type: 'failed', message: err.message || callServiceTexts.pollFailed });
        finish(next, true);
      });
      return true;
    },
    [apply, finish, onEvent],
  );

  /** A new call in `media` for `who`: the state and the per-call flags start over. */
  const begin = useCallback(
    (media: MediaKind, who: CallCustomer) => {
      apply({ type: 'start', media });
      const mine = ++attempt.current;
      setCustomer(who);
      // The hang-up throttle (one per 2 s) is the call's own: a new call can always be hung up.
      lastHangUp.current = 0;
      setAudioMuted(false);
      setVideoMuted(false);
      return () => attempt.current !== mine;
    },
    [apply],
  );

  const failed = useCallback(
    (err: unknown) => {
      const message = err instanceof Error && err.message ? err.message : callServiceTexts.network;
      const [, next] = apply({ type: 'failed', message });
      finish(next, true);
    },
    [apply, finish],
  );

  const start = useCallback(
    async (who: CallCustomer) => {
      const flowId = optionsRef.current.flowId;
      const media: MediaKind = who.callType === CALL_TYPE_VIDEO ? 'video' : 'audio';
      if (!flowId || !who.phone) {
        optionsRef.current.onMessage?.(callServiceTexts.badPhoneOrFlow);
        return;
      }
      if (stateRef.current.status !== 0) return;
      const stale = begin(media, who);
      try {
        const client = optionsRef.current.client ?? (await agentClient());
        const phone = who.phone.replace(/^(\+86|0086)/, '');
        const { serviceId, callId, handsetKey } = await client.assign(flowId, phone);
        if (stale()) return void client.endVoiceCall(callId, END_BY_AGENT).catch(() => undefined);
        apply({ type: 'assigned', serviceId, callId, handsetKey });
        optionsRef.current.onAssigned?.({ serviceId, callId, customer: who });
        // The handset rings once voiceCall is sent, and its page connects with this one while it rings.
        if (!(await connect(client, serviceId, { media, sending: false }, stale))) return;
        await client.voiceCall(callId, media);
        void client.streamUpdate(serviceId, serviceId).catch(() => undefined);
      } catch (err) {
        if (!stale()) failed(err);
      }
    },
    [apply, begin, connect, failed],
  );

  /**
   * Incoming-call mode (spec 2 §4.3): joins a customer's call to the service that this agent answered,
   * with the app token of its income record: no assign and no voiceCall; `connected` tells the service
   * the agent is there, and its Talking event connects the panel in the medium the customer called with.
   */
  const join = useCallback(
    async (call: {
      serviceId: string;
      callId: string;
      media: MediaKind;
      customer: CallCustomer;
      client?: CallServiceClient;
    }) => {
      if (stateRef.current.status !== 0) return;
      const stale = begin(call.media, call.customer);
      apply({ type: 'assigned', serviceId: call.serviceId, callId: call.callId });
      try {
        const client = call.client ?? optionsRef.current.client ?? (await agentClient());
        if (!(await connect(client, call.serviceId, { media: call.media, sending: true }, stale))) return;
        await client.connected(call.callId);
        void client.streamUpdate(call.serviceId, call.serviceId).catch(() => undefined);
      } catch (err) {
        if (!stale()) failed(err);
      }
    },
    [apply, begin, connect, failed],
  );

  const hangUp = useCallback(
    (endType: EndType = END_BY_AGENT) => {
      const now = Date.now();
      if (now - lastHangUp.current < HANG_UP_THROTTLE_MS && endType === END_BY_AGENT) return;
      lastHangUp.current = now;
      const [prev, next] = apply({
        type: 'hangUp',
        endType,
        ...(endType === END_ABNORMAL ? { message: callServiceTexts.offline } : {}),
      });
      if (prev.status !== 0) finish(next, true);
    },
    [apply, finish],
  );

  const switchMedia = useCallback(async () => {
    const current = live.current;
    const now = stateRef.current;
    if (!current || !now.callId) return optionsRef.current.onMessage?.(callServiceTexts.noSession);
    if (now.status !== 2 || now.changing) return;
    apply({ type: 'switchAsked' });
    try {
      await current.client.switchMedia(now.callId, now.media);
    } catch (err) {
      apply({ type: 'switchFailed', message: err instanceof Error ? err.message : callServiceTexts.network });
    }
  }, [apply]);

  const toggleAudio = useCallback(() => {
    setAudioMuted((muted) => {
      live.current?.media.rtc.muteAudio(!muted);
      return !muted;
    });
  }, []);

  const toggleVideo = useCallback(() => {
    setVideoMuted((muted) => {
      live.current?.media.rtc.muteVideo(!muted || stateRef.current.media !== 'video');
      return !muted;
    });
  }, []);

  /** Asks the service to record the call: its record id, or why not (null without a call). */
  const startRecording = useCallback(async (type: 'video' | 'audio' = 'video') => {
    const current = live.current;
    const { callId, serviceId } = stateRef.current;
    if (!current || !callId || !serviceId) return null;
    return current.client.startRecording(callId, serviceId, type);
  }, []);

  const stopRecording = useCallback(async () => {
    const current = live.current;
    const { callId } = stateRef.current;
    if (!current || !callId || !recordId) return;
    const answer = await current.client.stopRecording(callId, recordId);
    if (!answer.ok) optionsRef.current.onMessage?.(answer.error);
  }, [recordId]);

  /** Shows a share on the customer's handset. */
  const share = useCallback(async (content: HandsetShare) => {
    const current = live.current;
    const { serviceId } = stateRef.current;
    if (current && serviceId) await current.client.share(serviceId, content);
  }, []);

  useCallPageEvents({ state, live, stateRef, unsentEnd, hangUp, release });

  return {
    state,
    customer,
    localStream,
    remoteStream,
    audioMuted,
    videoMuted,
    recordId,
    start,
    join,
    hangUp,
    switchMedia,
    toggleAudio,
    toggleVideo,
    startRecording,
    stopRecording,
    share,
  };
}

export type CallSessionApi = ReturnType<typeof useCallSession>;
