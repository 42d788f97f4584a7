/**
 * What a page reads of the networks it watches every 3 s (spec 2 §4.2, §9), from the engine's stats and
 * its own connection.
 */
import { levelFromBandwidth, type NetworkLevel } from '../../../domain/networkQuality';
import type { RtcStats } from '../../../realtime/rtc/RtcClient';

const RANK: Readonly<Record<NetworkLevel, number>> = {
  unknown: 0,
  disconnected: 1,
  difference: 2,
  general: 3,
  good: 4,
};

/**
 * The other participant's network, from what arrives of it: the better of its video and its audio (a
 * camera turned off sends almost nothing, yet the voice still tells); disconnected when nothing at all
 * arrives, unknown while nobody is there.
 */
export function remoteReading(stats: RtcStats, present: boolean): NetworkLevel {
  if (!present) return 'unknown';
  if (!(stats.bandwidth > 0) && !(stats.audioBandwidth > 0)) return 'disconnected';
  const video = levelFromBandwidth(stats.bandwidth, 'video');
  const audio = levelFromBandwidth(stats.audioBandwidth, 'audio');
  return RANK[video] >= RANK[audio] ? video : audio;
}

/**
 * One's own network: disconnected when the browser is offline or the room's socket is down; otherwise the
 * engine's own reading when it gives one (TRTC's quality values: the worse of up- and downlink), else good.
 */
export function ownReading(online: boolean, socketConnected: boolean, engine?: RtcStats['network']): NetworkLevel {
  if (!online || !socketConnected) return 'disconnected';
  const known = [engine?.uplink, engine?.downlink].filter(
    (level): level is NetworkLevel => level !== undefined && level !== 'unknown',
  );
  if (known.length === 0) return 'good';
  return known.reduce((worse, level) => (RANK[level] < RANK[worse] ? level : worse));
}
