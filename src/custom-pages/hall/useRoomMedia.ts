import { useEffect, useRef, useState } from 'react';
import type { BeautySettings } from '../../domain/beauty';
import { createRtcClient, DEFAULT_RTC_ENGINE } from '../../realtime/rtc/createRtcClient';
import { NO_RTC_STATS, RtcMediaError, type RtcClient, type RtcMediaProblem, type RtcRole, type RtcStats, type SignalChannel } from '../../realtime/rtc/RtcClient';

/** How often the remote video's figures are refreshed for support and tests. */
const STATS_EVERY_MS = 1000;

export type RoomSignals = SignalChannel & { close?(): void };

export interface RoomMediaOptions {
  serviceId: string;
  role: RtcRole;
  /** False before the room is known and once it has ended: the client is left. */
  active: boolean;
  /** Opens the room's signal channel for each new client; keep it stable (useCallback). */
  openSignals: () => RoomSignals;
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
}

/** Joins the room's call while active: publishes the camera and microphone, follows the remote stream and its stats. */
export function useRoomMedia({ serviceId, role, active, openSignals }: RoomMediaOptions): RoomMedia {
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [audioOn, setAudioOn] = useState(true);
  const [videoOn, setVideoOn] = useState(true);
  const [problem, setProblem] = useState<RtcMediaProblem | null>(null);
  const [stats, setStats] = useState<RtcStats>(NO_RTC_STATS);
  const client = useRef<RtcClient | null>(null);
  const beauty = useRef<BeautySettings | null>(null);

  useEffect(() => {
    if (!active) return;
    let left = false;
    const signals = openSignals();
    const rtc = createRtcClient(DEFAULT_RTC_ENGINE, { role, signals });
    client.current = rtc;
    const stopRemote = rtc.onRemoteStream(setRemote);
    void rtc
      .join(serviceId)
      .then(() => rtc.publish())
      .then((stream) => {
        if (left) return;
        if (beauty.current) rtc.setBeauty?.(beauty.current);
        setLocal(stream);
        setAudioOn(true);
        setVideoOn(true);
      })
      .catch((err: unknown) => {
        if (!left) setProblem(err instanceof RtcMediaError ? err.problem : 'failed');
      });
    const timer = setInterval(() => {
      void rtc.stats().then((next) => {
        if (!left) setStats(next);
      });
    }, STATS_EVERY_MS);
    return () => {
      left = true;
      clearInterval(timer);
      stopRemote();
      rtc.leave();
      signals.close?.();
      client.current = null;
      setLocal(null);
      setRemote(null);
    };
  }, [serviceId, role, active, openSignals]);

  const setAudio = (on: boolean) => {
    client.current?.muteAudio(!on);
    setAudioOn(on);
  };
  const setVideo = (on: boolean) => {
    client.current?.muteVideo(!on);
    setVideoOn(on);
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
    setBeauty(settings) {
      beauty.current = settings;
      client.current?.setBeauty?.(settings);
    },
    problem,
    dismissProblem: () => setProblem(null),
    stats,
  };
}
