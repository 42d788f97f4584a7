import { useCallback, useEffect, useRef, useState } from 'react';
import { createRtcClient } from '../../realtime/rtc/createRtcClient';
import { hasWarmCall, takeWarmCall } from '../../realtime/rtc/p2p/warmCall';
import type { RtcConfig } from '../../schemas/rtcConfig';
import type { BeautySettings } from '../../domain/beauty';
import { browserCanCall, mediaProblemEvents, mediaToggleEvent } from './roomEvents';
import type { RoomEventKind } from '../../schemas/roomEvent';
import {
  NO_RTC_STATS,
  RtcMediaError,
  type RtcClient,
  type RtcMediaProblem,
  type RtcRole,
  type RtcStats,
  type SignalChannel,
} from '../../realtime/rtc/RtcClient';

/** How often the remote video's figures are refreshed for support and tests. */
const STATS_EVERY_MS = 1000;

type RoomSignals = SignalChannel & { close?(): void };

interface RoomMediaOptions {
  serviceId: string;
  role: RtcRole;
  /** False before the room is known and once it has ended: the client is left. */
  active: boolean;
  /** The engine the server answers for this page (its rtc config call); keep it stable (useCallback). */
  loadRtcConfig: () => Promise<RtcConfig>;
  /** Opens the room's signal channel for each new p2p client; keep it stable (useCallback). */
  openSignals: () => RoomSignals;
  /** Tells the room's event log of this page's own media: toggles and why the devices did not open. */
  onEvent?: (event: RoomEventKind) => void;
}

export interface RoomMedia {
  local: MediaStream | null;
  remote: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  toggleAudio(): void;
  toggleVideo(): void;
  /** Turns the microphone or camera on or off whatever it was (the host's requests). */
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
  /** The beauty filter of the sent video, kept for a client made later (a rejoin). */
  setBeauty(settings: BeautySettings): void;
  /** Why the camera and microphone are not sent, until dismissed. */
  problem: RtcMediaProblem | null;
  dismissProblem(): void;
  stats: RtcStats;
  /** The engine's server put this page out of the call (the same user entered elsewhere). */
  kickedOut: boolean;
}

/** Joins the room's call while active: publishes the camera and microphone, follows the remote stream and its stats. */
export function useRoomMedia({
  serviceId,
  role,
  active,
  loadRtcConfig,
  openSignals,
  onEvent,
}: RoomMediaOptions): RoomMedia {
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [audioOn, setAudioOn] = useState(true);
  const [videoOn, setVideoOn] = useState(true);
  const [problem, setProblem] = useState<RtcMediaProblem | null>(null);
  const [stats, setStats] = useState<RtcStats>(NO_RTC_STATS);
  const [kickedOut, setKickedOut] = useState(false);
  const client = useRef<RtcClient | null>(null);
  const beauty = useRef<BeautySettings | null>(null);
  const tell = useRef(onEvent);
  tell.current = onEvent;

  useEffect(() => {
    if (!active) return;
    let left = false;
    let signals: RoomSignals | null = null;
    const stops: (() => void)[] = [];
    /** The room's client: the connection its call made while it rang (p2p), taken at once, or a new one. */
    const roomClient = async (): Promise<RtcClient | null> => {
      if (hasWarmCall(serviceId)) {
        signals = openSignals();
        const warm = takeWarmCall(serviceId, signals);
        // The room's config adds its ICE servers (the TURN servers) to those the connection was made with.
        void loadRtcConfig().then(
          (config) => !left && warm?.useIceServers(config.iceServers),
          () => undefined,
        );
        if (warm) return warm;
      }
      const config = await loadRtcConfig();
      if (left) return null;
      signals ??= config.engine === 'p2p' ? openSignals() : null;
      return createRtcClient(config, { role, signals });
    };
    const start = async () => {
      const rtc = await roomClient();
      if (!rtc) return;
      client.current = rtc;
      stops.push(
        rtc.onRemoteStream(setRemote),
        rtc.onKickedOut(() => setKickedOut(true)),
        () => rtc.leave(),
      );
      await rtc.join(serviceId);
      const stream = await rtc.publish();
      if (left) return;
      if (beauty.current) rtc.setBeauty?.(beauty.current);
      setLocal(stream);
      setAudioOn(true);
      setVideoOn(true);
    };
    start().catch((err: unknown) => {
      if (left) return;
      const found = err instanceof RtcMediaError ? err.problem : 'failed';
      setProblem(found);
      for (const event of mediaProblemEvents(found, browserCanCall())) tell.current?.(event);
      // The connection itself failed (not the devices): the RTC engine's error, counted by monitoring.
      if (!(err instanceof RtcMediaError)) tell.current?.('sdkError');
    });
    const timer = setInterval(() => {
      void client.current?.stats().then((next) => {
        if (!left) setStats(next);
      });
    }, STATS_EVERY_MS);
    return () => {
      left = true;
      clearInterval(timer);
      for (const stop of stops.splice(0)) stop();
      signals?.close?.();
      client.current = null;
      setLocal(null);
      setRemote(null);
    };
  }, [serviceId, role, active, loadRtcConfig, openSignals]);

  const setBeauty = useCallback((settings: BeautySettings) => {
    beauty.current = settings;
    client.current?.setBeauty?.(settings);
  }, []);
  const setAudio = (on: boolean) => {
    client.current?.muteAudio(!on);
    setAudioOn(on);
    if (on !== audioOn && local) tell.current?.(mediaToggleEvent('audio', on));
  };
  const setVideo = (on: boolean) => {
    client.current?.muteVideo(!on);
    setVideoOn(on);
    if (on !== videoOn && local) tell.current?.(mediaToggleEvent('video', on));
  };
  return {
    local,
    remote,
    audioOn,
    videoOn,
    toggleAudio: () => setAudio(!audioOn),
    toggleVideo: () => setVideo(!videoOn),
    setAudio,
    setVideo,
    setBeauty,
    problem,
    dismissProblem: () => setProblem(null),
    stats,
    kickedOut,
  };
}
