import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { CallMix, canRecordCalls, recordingMimeType } from './callMix';
import { useBeforeHallEnd } from '../lifecycle/beforeHallEnd';
import type { RecordingApi } from '../../hallApi';
import { startRecordingSession, type RecordingSession } from './recordingSession';

interface CallRecordingOptions {
  /** The room's recording on the server (one object per room). */
  recording: RecordingApi;
  /** False once the room ended for this agent (ended, hung up, transferred away): the recording is finished. */
  active: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
}

/**
 * Records the agent's call from the moment the customer is connected until the room ends for this
 * agent (spec 2 §4.1 "stop recording"): both sides mixed into one stream, uploaded a piece every few
 * seconds. The customer's stream may come and go (a reload, a reconnect); the recording goes on.
 */
export function useCallRecording({ recording: api, active, local, remote }: CallRecordingOptions): void {
  const notify = useNotify();
  const [connected, setConnected] = useState(false);
  const mix = useRef<CallMix | null>(null);
  const recording = useRef<RecordingSession | null>(null);
  const streams = useRef({ local, remote });
  streams.current = { local, remote };

  useEffect(() => setConnected(false), [api]);
  useEffect(() => {
    if (remote) setConnected(true);
  }, [remote]);

  useEffect(() => {
    if (!active || !connected) return;
    const mimeType = canRecordCalls() ? recordingMimeType() : null;
    if (!mimeType) {
      notify('app.recording.unsupported', { type: 'warning' });
      return;
    }
    const current = new CallMix();
    current.set('local', streams.current.local);
    current.set('remote', streams.current.remote);
    mix.current = current;
    const session = startRecordingSession(api, current.stream, mimeType, {
      started: () => notify('app.recording.started', { type: 'info' }),
      retrying: () => notify('app.recording.retrying', { type: 'warning' }),
      failed: (message) => notify(message, { type: 'error' }),
    });
    recording.current = session;
    return () => {
      mix.current = null;
      recording.current = null;
      // stop() hands over what the recorder holds, so the picture and sound may end right after it.
      void session.stop();
      current.close();
    };
  }, [active, connected, api, notify]);

  // Ending the session waits (bounded) for the last piece and the finish before the room ends.
  useBeforeHallEnd(() => recording.current?.stop());

  useEffect(() => mix.current?.set('local', local), [local]);
  useEffect(() => mix.current?.set('remote', remote), [remote]);
}
