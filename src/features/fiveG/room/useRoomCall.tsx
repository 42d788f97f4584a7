import { useEffect, useMemo, useRef, useState } from 'react';
import { END_ABNORMAL, type MediaKind } from '../../../schemas/callService';
import type { RoomEventKind } from '../../../schemas/roomEvent';
import { CALL_TYPE_AUDIO, CALL_TYPE_VIDEO } from '../../../schemas/callService';
import { CallServiceClient } from '../call/CallServiceClient';
import { useCallSession, type CallSessionApi } from '../call/useCallSession';
import { recordingWatch } from './recording/recordingWatch';
import { useSessionConsent } from './recording/useSessionConsent';
import type { IncomingJoin, RoomApi, RoomInfo } from './roomApi';

export interface RoomCall {
  session: CallSessionApi;
  /** When the call in progress connected; the talk timer counts from it. */
  connectedAt: string | null;
  /** How long the call that ended last was connected, in seconds (0 before any call ends). */
  endedTalkSeconds: number;
  /** The call service told the call is being recorded; the browser records it meanwhile. */
  recording: boolean;
  /** The recording plugin answered just now ('录屏插件启动成功'), until the next call. */
  pluginReady: boolean;
  /** A connected call waits for the customer's consent on the handset before it is recorded. */
  awaitingConsent: boolean;
}

interface RoomCallOptions {
  api: RoomApi;
  info: RoomInfo;
  say(text: string, type: 'info' | 'warning' | 'error' | 'success'): void;
  /** An incoming call answered from the call box: joined once, while the server still has it connected. */
  incoming?: IncomingJoin | undefined;
}

const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);
const clockNow = () => Date.now();
const secondsSince = (since: number | null) => (since ? Math.max(0, Math.round((clockNow() - since) / 1000)) : 0);

/**
 * The room's call (spec 2 §4.3) wired to the session on the server (spec 2 §7.2): the assigned call is
 * recorded with startPhoneCall, its answer and media switches with videoStatus, its end with endPhoneCall
 * (end type and talk time, and the recording's ids), each step in the session's log.
 */
export function useRoomCall({ api, info, say, incoming }: RoomCallOptions): RoomCall {
  const [connectedAt, setConnectedAt] = useState<string | null>(info.connectedAt);
  // The talk time of the call that ended last, for the end-of-session modal once the call is over.
  const [endedTalkSeconds, setEndedTalkSeconds] = useState(0);
  const [recording, setRecording] = useState(false);
  const [pluginReady, setPluginReady] = useState(false);
  // A connected call whose recording has not begun: it begins once the customer has agreed (PIPL).
  const [toRecord, setToRecord] = useState(false);
  const ids = useRef<{
    callId: string | null;
    connectedAt: number | null;
    recordId: string | null;
    traceRecordId: string | null;
  }>({
    callId: null,
    connectedAt: info.connectedAt ? Date.parse(info.connectedAt) : null,
    recordId: null,
    traceRecordId: null,
  });
  const log = (event: RoomEventKind) => quietly(api.event(event));
  const mediaRef = useRef<MediaKind>('video');
  const startRef = useRef<() => ReturnType<CallSessionApi['startRecording']>>(async () => null);
  // The recording plugin (spec 2 §4.3, §9): asked up to 3 more times, silent 15 s is an error for a level-1 agent of a tenant with screen recording.
  const watch = useMemo(
    () =>
      recordingWatch({
        start: () => startRef.current(),
        required: info.screenRecord,
        onReady: () => setPluginReady(true),
        onFault: (message, recordId) => {
          if (message) say(message, 'error');
          if (recordId) quietly(api.traceRecord(recordId, 'failed'));
        },
      }),
    [api, info.screenRecord, say],
  );
  useEffect(() => () => watch.stop(), [watch]);

  const session = useCallSession({
    flowId: info.flowId,
    onMessage: (message) => say(message, 'warning'),
    onAssigned: ({ callId, customer }) => {
      ids.current = { callId, connectedAt: null, recordId: null, traceRecordId: null };
      quietly(
        api.startPhoneCall({ callId, userName: customer.name, phone: customer.phone, callType: customer.callType }),
      );
    },
    onConnected: ({ callId, media }) => {
      const now = clockNow();
      ids.current.connectedAt = now;
      setConnectedAt(new Date(now).toISOString());
      quietly(api.videoStatus(callId, media, true));
      log('enterRoom');
      // The call service records every connected call the customer agreed to have recorded; its Record event
      // starts the browser's recording.
      mediaRef.current = media;
      setToRecord(true);
    },
    onMediaChange: (media: MediaKind, refused: boolean) => {
      const callId = ids.current.callId;
      if (refused || !callId) return;
      quietly(api.videoStatus(callId, media));
      log(media === 'video' ? 'videoOn' : 'videoOff');
    },
    onRecord: (recordId) => {
      ids.current.recordId = recordId;
      ids.current.traceRecordId = recordId;
      setRecording(true);
      watch.heard();
      quietly(api.traceRecord(recordId, 'recording'));
    },
    onStopRecord: (recordId) => {
      setRecording(false);
      quietly(api.traceRecord(recordId, 'stopped'));
    },
    onEnded: (endType) => {
      setToRecord(false);
      watch.stop();
      setPluginReady(false);
      const { callId, connectedAt: since, recordId, traceRecordId } = ids.current;
      setConnectedAt(null);
      setRecording(false);
      if (!callId) return;
      const talkSeconds = secondsSince(since);
      setEndedTalkSeconds(talkSeconds);
      const send = () =>
        api.endPhoneCall({
          callId,
          endType,
          talkSeconds,
          ...(recordId ? { recordId } : {}),
          ...(traceRecordId ? { traceRecordId } : {}),
        });
      // Going offline hangs up with -1 (spec 2 §4.3): the server hears it once the browser is back online.
      send().catch(() => {
        if (!navigator.onLine) window.addEventListener('online', () => quietly(send()), { once: true });
      });
      if (since) log('leaveRoom');
      ids.current = { callId: null, connectedAt: null, recordId: null, traceRecordId: null };
    },
  });

  startRef.current = () => session.startRecording(mediaRef.current);

  const consented = useSessionConsent(api, info.consentAt, connectedAt !== null);
  useEffect(() => {
    if (!toRecord || !consented) return;
    setToRecord(false);
    watch.begin();
  }, [toRecord, consented, watch]);

  // Incoming-call mode (spec 2 §4.3): the answered call is joined with the income's token, never dialled.
  const joined = useRef(false);
  const { join } = session;
  useEffect(() => {
    if (joined.current || !incoming || info.liveCall?.callId !== incoming.callId) return;
    joined.current = true;
    ids.current = { callId: incoming.callId, connectedAt: null, recordId: null, traceRecordId: null };
    void join({
      serviceId: incoming.serviceId,
      callId: incoming.callId,
      media: incoming.media,
      customer: {
        name: info.userName,
        phone: info.userPhone,
        callType: incoming.media === 'video' ? CALL_TYPE_VIDEO : CALL_TYPE_AUDIO,
      },
      client: new CallServiceClient(incoming.url).init(incoming.appToken),
    });
  }, [incoming, info, join]);

  // Closing the page hangs up with -1 (spec 2 §4.3); the call service hears it from the call panel's beacon.
  useEffect(() => {
    const closing = () => {
      const { callId, connectedAt: since } = ids.current;
      if (!callId) return;
      ids.current.callId = null;
      api.endPhoneCallOnClose({ callId, endType: END_ABNORMAL, talkSeconds: secondsSince(since) });
    };
    window.addEventListener('pagehide', closing);
    return () => window.removeEventListener('pagehide', closing);
  }, [api]);

  return {
    session,
    connectedAt,
    endedTalkSeconds,
    recording,
    pluginReady,
    awaitingConsent: connectedAt !== null && !consented,
  };
}
