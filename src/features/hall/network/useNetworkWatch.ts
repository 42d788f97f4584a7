import { useEffect, useRef, useState } from 'react';
import {
  initialNetworkQuality,
  nextNetworkDeadline,
  offlineSecondsLeft,
  STATS_POLL_MS,
  stepNetworkQuality,
  type NetworkEffect,
  type NetworkInput,
  type NetworkLevel,
  type NetworkQualityState,
  type NetworkRoomEvent,
} from '../../../domain/networkQuality';
import type { RtcStats } from '../../../realtime/rtc/RtcClient';
import { ownReading, remoteReading } from './networkReadings';

interface NetworkWatchOptions {
  stats: RtcStats;
  /** The other participant is in the call (its stream arrived). */
  remotePresent: boolean;
  /** Whether the page's socket to the room is up. */
  socketConnected(): boolean;
  /** Stores a room event of one's own network; rejects when it did not reach the server. */
  report(event: NetworkRoomEvent): Promise<unknown>;
  /** The page closes itself after 90 s offline (the agent's). */
  closeWhenOffline: boolean;
  closePage(): void;
}

export interface NetworkWatch {
  own: NetworkLevel;
  remote: NetworkLevel;
  /** The first poor or offline reading of the other side, until dismissed. */
  warning: 'poor' | 'offline' | null;
  dismissWarning(): void;
  /** Seconds left before the page closes, while one's own network is offline. */
  secondsLeft: number | null;
}

/**
 * Feeds the network-quality machine (spec 2 §4.2) every 3 s with what this page reads of the other
 * participant and of its own connection, and performs what it answers: the warning, the room events of
 * one's own network (kept until they reach the server), the offline countdown and closing the page.
 */
export function useNetworkWatch(options: NetworkWatchOptions): NetworkWatch {
  const latest = useRef(options);
  latest.current = options;
  const [own, setOwn] = useState<NetworkQualityState>(() => initialNetworkQuality('own', Date.now()));
  const [remote, setRemote] = useState<NetworkQualityState>(() => initialNetworkQuality('remote', Date.now()));
  const [warning, setWarning] = useState<'poor' | 'offline' | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const machines = useRef({ own, remote });
  const unsent = useRef<NetworkRoomEvent[]>([]);

  useEffect(() => {
    // One at a time and in order, so the log reads offline before recovery; what fails waits for the next reading.
    let sending = false;
    const sendReports = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      for (let event = unsent.current[0]; event !== undefined; event = unsent.current[0]) {
        const sent = await latest.current.report(event).then(
          () => true,
          () => false,
        );
        if (!sent) break;
        unsent.current.shift();
      }
      sending = false;
    };
    const performOwn = (effects: NetworkEffect[]) => {
      for (const effect of effects) {
        if (effect.type === 'report') unsent.current.push(effect.event);
        else if (effect.type === 'closePage' && latest.current.closeWhenOffline) latest.current.closePage();
      }
      void sendReports();
    };
    const performRemote = (effects: NetworkEffect[]) => {
      for (const effect of effects) if (effect.type === 'warn') setWarning(effect.status);
    };
    const step = (ownInput: NetworkInput, remoteInput: NetworkInput) => {
      const ownStep = stepNetworkQuality(machines.current.own, ownInput);
      const remoteStep = stepNetworkQuality(machines.current.remote, remoteInput);
      machines.current = { own: ownStep.state, remote: remoteStep.state };
      setOwn(ownStep.state);
      setRemote(remoteStep.state);
      setNow(ownInput.at);
      performOwn(ownStep.effects);
      performRemote(remoteStep.effects);
    };
    const read = () => {
      const at = Date.now();
      const { stats, remotePresent, socketConnected } = latest.current;
      step(
        { type: 'reading', level: ownReading(navigator.onLine, socketConnected(), stats.network), at },
        { type: 'reading', level: remoteReading(stats, remotePresent), at },
      );
      void sendReports();
    };
    // Between readings, ticks keep the countdown's seconds and the machine's deadlines on time.
    const tick = () => {
      const at = Date.now();
      const due = [nextNetworkDeadline(machines.current.own), nextNetworkDeadline(machines.current.remote)].some(
        (deadline) => deadline !== null && deadline <= at,
      );
      if (due) step({ type: 'tick', at }, { type: 'tick', at });
      else setNow(at);
    };
    const reader = setInterval(read, STATS_POLL_MS);
    const ticker = setInterval(tick, 1000);
    // The browser going off or on line is read at once, not at the next poll.
    window.addEventListener('offline', read);
    window.addEventListener('online', read);
    return () => {
      clearInterval(reader);
      clearInterval(ticker);
      window.removeEventListener('offline', read);
      window.removeEventListener('online', read);
    };
  }, []);

  return {
    own: own.level,
    remote: remote.level,
    warning,
    dismissWarning: () => setWarning(null),
    secondsLeft: options.closeWhenOffline ? offlineSecondsLeft(own, now) : null,
  };
}
