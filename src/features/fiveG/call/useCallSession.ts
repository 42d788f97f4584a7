/**
 * One 5G call from the agent's side: the call service's protocol through CallServiceClient, its events
 * through the pure CallSession reducer, the audio and video through the RtcClient's p2p engine. The room
 * page wires the callbacks to its own server calls.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '../../../dataProvider/httpClient';
import { conferenceSignals } from '../../../realtime/callLine';
import { createRtcClient } from '../../../realtime/rtc/createRtcClient';
import type { RtcClient } from '../../../realtime/rtc/RtcClient';
import {
  CALL_TYPE_VIDEO,
  END_ABNORMAL,
  END_BY_AGENT,
  callServiceApiPaths,
  callServiceTexts,
  type AgentEvent,
  type CallServiceSession,
  type CallType,
  type EndType,
  type HandsetShare,
  type MediaKind,
} from '../../../schemas/callService';
import { CallServiceClient } from './CallServiceClient';
import { callReducer, IDLE_CALL, type CallInput, type CallState } from './CallSession';

/** Spec 2 §9: one hang-up per 2000 ms. */
const HANG_UP_THROTTLE_MS = 2000;

export interface CallCustomer {
  name: string;
  phone: string;
  callType: CallType;
}

export interface CallSessionCallbacks {
  /** The call service gave the call its ids (before it rings). */
  onAssigned?: (call: { serviceId: string; callId: string; customer: CallCustomer }) => void;
  /** The customer answered (status 2). */
  onConnected?: (call: { serviceId: string; callId: string; media: MediaKind }) => void;
  /** The medium changed after a switch was answered (or refused: the medium stays and `refused` is true). */
  onMediaChange?: (media: MediaKind, refused: boolean) => void;
  /** The call ended: 1 by the agent, 2 failed or released by the customer, -1 abnormal. */
  onEnded?: (endType: EndType, message: string | null, videoSeconds: number) => void;
  onRecord?: (recordId: string) => void;
  onStopRecord?: (recordId: string) => void;
  /** A message for the person (a refusal, a failure). */
  onMessage?: (message: string) => void;
}

export interface UseCallSessionOptions extends CallSessionCallbacks {
  /** The room's work-order number; a call needs one. */
  flowId: string | null;
  /** An adapter already initialised (tests, incoming calls); by default one from GET /api/callService/session. */
  client?: CallServiceClient;
}

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
  const live = useRef<{ client: CallServiceClient; stopPoll: () => void; rtc: RtcClient | null; closeSignals: () => void; videoSeconds: number } | null>(null);
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
    current.rtc?.leave();
    current.closeSignals();
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
          if (!navigator.onLine) unsentEnd.current = () => void client.endVoiceCall(callId, endType).catch(() => undefined);
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
        current.rtc?.muteVideo(next.media !== 'video');
        void current.client.connected(next.callId).catch(() => undefined);
        optionsRef.current.onConnected?.({ serviceId: next.serviceId, callId: next.callId, media: next.media });
      } else if (event.eventType === 'AgentEvent_MediaSwith') {
        current.rtc?.muteVideo(next.media !== 'video');
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

  const start = useCallback(
    async (who: CallCustomer) => {
      const flowId = optionsRef.current.flowId;
      const media: MediaKind = who.callType === CALL_TYPE_VIDEO ? 'video' : 'audio';
      if (!flowId || !who.phone) {
        optionsRef.current.onMessage?.(callServiceTexts.badPhoneOrFlow);
        return;
      }
      if (stateRef.current.status !== 0) return;
      apply({ type: 'start', media });
      const mine = ++attempt.current;
      const stale = () => attempt.current !== mine;
      setCustomer(who);
      // The hang-up throttle (one per 2 s) is the call's own: a new call can always be hung up.
      lastHangUp.current = 0;
      setAudioMuted(false);
      setVideoMuted(false);
      try {
        const client = optionsRef.current.client ?? (await agentClient());
        const phone = who.phone.replace(/^(\+86|0086)/, '');
        const { serviceId, callId } = await client.assign(flowId, phone);
        if (stale()) return void client.endVoiceCall(callId, END_BY_AGENT).catch(() => undefined);
        apply({ type: 'assigned', serviceId, callId });
        optionsRef.current.onAssigned?.({ serviceId, callId, customer: who });
        const roomToken = await client.roomToken(serviceId);
        if (stale()) return;
        const signals = conferenceSignals(serviceId, roomToken);
        const rtc = createRtcClient({ engine: 'p2p', iceServers: [] }, { role: 'agent', signals });
        live.current = { client, stopPoll: () => undefined, rtc, closeSignals: signals.close, videoSeconds: 0 };
        rtc.onRemoteStream(setRemoteStream);
        await rtc.join(serviceId);
        const local = await rtc.publish();
        if (live.current?.rtc !== rtc) return;
        rtc.muteVideo(media !== 'video');
        setLocalStream(local);
        live.current.stopPoll = client.pollEvents(serviceId, flowId, onEvent, (err) => {
          const [, next] = apply({ type: 'failed', message: err.message || callServiceTexts.pollFailed });
          finish(next, true);
        });
        await client.voiceCall(callId, media);
        void client.streamUpdate(serviceId, serviceId).catch(() => undefined);
      } catch (err) {
        if (stale()) return;
        const message = err instanceof Error && err.message ? err.message : callServiceTexts.network;
        const [, next] = apply({ type: 'failed', message });
        finish(next, true);
      }
    },
    [apply, finish, onEvent],
  );

  /**
   * Incoming-call mode (spec 2 §4.3): joins a customer's call to the service that this agent answered,
   * with the app token of its income record: no assign and no voiceCall; `connected` tells the service
   * the agent is there, and its Talking event connects the panel in the medium the customer called with.
   */
  const join = useCallback(
    async (call: { serviceId: string; callId: string; media: MediaKind; customer: CallCustomer; client?: CallServiceClient }) => {
      if (stateRef.current.status !== 0) return;
      apply({ type: 'start', media: call.media });
      apply({ type: 'assigned', serviceId: call.serviceId, callId: call.callId });
      const mine = ++attempt.current;
      const stale = () => attempt.current !== mine;
      setCustomer(call.customer);
      lastHangUp.current = 0;
      setAudioMuted(false);
      setVideoMuted(false);
      try {
        const client = call.client ?? optionsRef.current.client ?? (await agentClient());
        const roomToken = await client.roomToken(call.serviceId);
        if (stale()) return;
        const signals = conferenceSignals(call.serviceId, roomToken);
        const rtc = createRtcClient({ engine: 'p2p', iceServers: [] }, { role: 'agent', signals });
        live.current = { client, stopPoll: () => undefined, rtc, closeSignals: signals.close, videoSeconds: 0 };
        rtc.onRemoteStream(setRemoteStream);
        await rtc.join(call.serviceId);
        const local = await rtc.publish();
        if (live.current?.rtc !== rtc) return;
        rtc.muteVideo(call.media !== 'video');
        setLocalStream(local);
        live.current.stopPoll = client.pollEvents(call.serviceId, optionsRef.current.flowId ?? '', onEvent, (err) => {
          const [, next] = apply({ type: 'failed', message: err.message || callServiceTexts.pollFailed });
          finish(next, true);
        });
        await client.connected(call.callId);
        void client.streamUpdate(call.serviceId, call.serviceId).catch(() => undefined);
      } catch (err) {
        if (stale()) return;
        const message = err instanceof Error && err.message ? err.message : callServiceTexts.network;
        const [, next] = apply({ type: 'failed', message });
        finish(next, true);
      }
    },
    [apply, finish, onEvent],
  );

  const hangUp = useCallback(
    (endType: EndType = END_BY_AGENT) => {
      const now = Date.now();
      if (now - lastHangUp.current < HANG_UP_THROTTLE_MS && endType === END_BY_AGENT) return;
      lastHangUp.current = now;
      const [prev, next] = apply({ type: 'hangUp', endType, ...(endType === END_ABNORMAL ? { message: callServiceTexts.offline } : {}) });
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
      live.current?.rtc?.muteAudio(!muted);
      return !muted;
    });
  }, []);

  const toggleVideo = useCallback(() => {
    setVideoMuted((muted) => {
      live.current?.rtc?.muteVideo(!muted || stateRef.current.media !== 'video');
      return !muted;
    });
  }, []);

  /** Asks the service to record the call; a failure shows '录屏服务出现异常，请联系技术人员'. */
  const startRecording = useCallback(async (type: 'video' | 'audio' = 'video') => {
    const current = live.current;
    const { callId, serviceId } = stateRef.current;
    if (!current || !callId || !serviceId) return;
    const answer = await current.client.startRecording(callId, serviceId, type);
    if (!answer.ok) optionsRef.current.onMessage?.(callServiceTexts.recordingFault);
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

  // Seconds spent in video, sent with the end (spec 2 §7.3 videoTime).
  useEffect(() => {
    if (state.status !== 2 || state.media !== 'video') return;
    const timer = setInterval(() => {
      if (live.current) live.current.videoSeconds += 1;
    }, 1000);
    return () => clearInterval(timer);
  }, [state.status, state.media]);

  // Going offline hangs up with -1; closing the page sends the forceEndVoiceCall beacon.
  useEffect(() => {
    const offline = () => hangUp(END_ABNORMAL);
    const online = () => {
      unsentEnd.current?.();
      unsentEnd.current = null;
    };
    const closing = () => {
      const current = live.current;
      const { callId, status } = stateRef.current;
      if (!current || !callId || status === 0) return;
      current.client.forceEndBeacon(callId, current.videoSeconds);
      release();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    window.addEventListener('pagehide', closing);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', closing);
    };
  }, [hangUp, release]);

  // Leaving the page's component ends the call as a page close would.
  useEffect(
    () => () => {
      const current = live.current;
      const { callId, status } = stateRef.current;
      if (current && callId && status !== 0) current.client.forceEndBeacon(callId, current.videoSeconds);
      release();
    },
    [release],
  );

  return { state, customer, localStream, remoteStream, audioMuted, videoMuted, recordId, start, join, hangUp, switchMedia, toggleAudio, toggleVideo, startRecording, stopRecording, share };
}

export type CallSessionApi = ReturnType<typeof useCallSession>;
