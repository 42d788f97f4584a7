import { useEffect, type RefObject } from 'react';
import { END_ABNORMAL, type EndType } from '../../../schemas/callService';
import type { CallMedia } from './callMedia';
import type { CallServiceClient } from './CallServiceClient';
import type { CallState } from './CallSession';

/** A call under way: its adapter, the events' poll, its media and the seconds spent in video. */
export interface LiveCall {
  client: CallServiceClient;
  stopPoll: () => void;
  media: CallMedia;
  videoSeconds: number;
}

interface PageEventsOptions {
  state: CallState;
  live: RefObject<LiveCall | null>;
  stateRef: RefObject<CallState>;
  /** An end the service did not hear while offline, sent once back online. */
  unsentEnd: RefObject<(() => void) | null>;
  hangUp(endType: EndType): void;
  release(): number;
}

/**
 * What the page around a call does to it (spec 2 §4.3, §7.3): counts the seconds in video, hangs up with
 * -1 when the browser goes offline, sends the forceEndVoiceCall beacon when the page closes or the
 * component goes.
 */
export function useCallPageEvents({ state, live, stateRef, unsentEnd, hangUp, release }: PageEventsOptions): void {
  // Seconds spent in video, sent with the end (spec 2 §7.3 videoTime).
  useEffect(() => {
    if (state.status !== 2 || state.media !== 'video') return;
    const timer = setInterval(() => {
      if (live.current) live.current.videoSeconds += 1;
    }, 1000);
    return () => clearInterval(timer);
  }, [state.status, state.media, live]);

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
  }, [hangUp, release, live, stateRef, unsentEnd]);

  // Leaving the page's component ends the call as a page close would.
  useEffect(
    () => () => {
      const current = live.current;
      const { callId, status } = stateRef.current;
      if (current && callId && status !== 0) current.client.forceEndBeacon(callId, current.videoSeconds);
      release();
    },
    [release, live, stateRef],
  );
}
