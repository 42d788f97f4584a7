import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { CallMix, canRecordCalls, recordingMimeType } from './callMix';
import { useBeforeHallEnd } from '../lifecycle/beforeHallEnd';
import type { RecordingApi } from '../../hallApi';
import type { RecordingTrack } from '../../../../schemas/recording';
import { startRecordingSession, type RecordingSession } from './recordingSession';

interface CallRecordingOptions {
  /** The room's recording on the server (one object per room). */
  recording: RecordingApi;
  /** False once the room ended for this agent (ended, hung up, transferred away): the recording is finished. */
  active: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
  /** 双录: each party's own track is recorded beside the call mixed. */
  dualRecord?: boolean;
  /** The agent paused the recording: every track leaves the time out until it is resumed. */
  paused?: boolean;
}

/** The tracks recorded, and the sides each mixes. */
const TRACK_SIDES: Record<RecordingTrack, readonly ('local' | 'remote')[]> = {
  composite: ['local', 'remote'],
  agent: ['local'],
  customer: ['remote'],
};

/** The recording starts at the latest this long after the customer's stream came, picture or not. */
const PICTURE_WAIT_MS = 3000;

/**
 * Calls `then` once the stream's first picture has been painted (or at once for a stream without video, or after
 * PICTURE_WAIT_MS without a picture): the recorders' start, heavy on a modest machine, never holds back the
 * first frame of the call. Answers the function that cancels.
 */
function afterFirstPicture(stream: MediaStream, then: () => void): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    then();
  };
  const timers = [setTimeout(start, stream.getVideoTracks().length === 0 ? 0 : PICTURE_WAIT_MS)];
  let frame = 0;
  // A page in a background tab paints no frames: the timer above starts the recording there.
  const pictured = () => {
    frame = requestAnimationFrame(() => timers.push(setTimeout(start, 0)));
  };
  const probe = document.createElement('video');
  probe.muted = true;
  probe.addEventListener('loadeddata', pictured, { once: true });
  probe.srcObject = stream;
  probe.play().catch(() => undefined);
  return () => {
    done = true;
    probe.removeEventListener('loadeddata', pictured);
    probe.pause();
    probe.srcObject = null;
    cancelAnimationFrame(frame);
    timers.forEach(clearTimeout);
  };
}

/**
 * Records the agent's call from the customer's first picture (see afterFirstPicture) until the room ends for this
 * agent (spec 2 §4.1 "stop recording"): both sides mixed into one stream, and under 双录 each party's own
 * track beside it, uploaded a piece every few seconds; a pause leaves its time out of every track. The customer's stream may come and go (a reload, a reconnect); the recording goes on.
 */
export function useCallRecording({
  recording: api,
  active,
  local,
  remote,
  dualRecord = false,
  paused = false,
}: CallRecordingOptions): void {
  const notify = useNotify();
  const [connected, setConnected] = useState(false);
  const mixes = useRef<CallMix[]>([]);
  const recordings = useRef<RecordingSession[]>([]);
  const streams = useRef({ local, remote, paused });
  streams.current = { local, remote, paused };

  useEffect(() => setConnected(false), [api]);
  useEffect(() => {
    if (!remote || connected) return;
    return afterFirstPicture(remote, () => setConnected(true));
  }, [remote, connected]);

  useEffect(() => {
    if (!active || !connected) return;
    const mimeType = canRecordCalls() ? recordingMimeType() : null;
    if (!mimeType) {
      notify('app.recording.unsupported', { type: 'warning' });
      return;
    }
    const tracks: RecordingTrack[] = dualRecord ? ['composite', 'agent', 'customer'] : ['composite'];
    const started = tracks.map((track) => {
      const mix = new CallMix(TRACK_SIDES[track]);
      mix.set('local', streams.current.local);
      mix.set('remote', streams.current.remote);
      // Only the call mixed speaks to the agent; the parties' tracks follow it quietly.
      const told = track === 'composite';
      const session = startRecordingSession(
        api,
        mix.stream,
        mimeType,
        {
          started: () => told && notify('app.recording.started', { type: 'info' }),
          retrying: () => told && notify('app.recording.retrying', { type: 'warning' }),
          failed: (message) => told && notify(message, { type: 'error' }),
        },
        track,
      );
      session.setPaused(streams.current.paused);
      return { mix, session };
    });
    mixes.current = started.map((s) => s.mix);
    recordings.current = started.map((s) => s.session);
    return () => {
      mixes.current = [];
      recordings.current = [];
      for (const { mix, session } of started) {
        // stop() hands over what the recorder holds, so the picture and sound may end right after it.
        void session.stop();
        mix.close();
      }
    };
  }, [active, connected, api, notify, dualRecord]);

  // Ending the session waits (bounded) for the last piece and the finish before the room ends.
  useBeforeHallEnd(() => Promise.all(recordings.current.map((session) => session.stop())).then(() => undefined));

  useEffect(() => mixes.current.forEach((mix) => mix.set('local', local)), [local]);
  useEffect(() => mixes.current.forEach((mix) => mix.set('remote', remote)), [remote]);
  useEffect(() => recordings.current.forEach((session) => session.setPaused(paused)), [paused]);
}
