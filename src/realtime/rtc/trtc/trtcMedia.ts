/** What TRTC's refusals to open the camera or microphone mean for the page, and its statistics as RtcStats. */
import type { TRTCStatistics } from 'trtc-sdk-v5';
import type { RtcMediaProblem, RtcStats } from '../RtcClient';
import { mediaProblemOf } from '../p2p/localMedia';

/** TRTC's error codes (its ERROR_CODE and extended codes). */
const ENV_NOT_SUPPORTED = 5200;
const DENIED_EXTRA = new Set([5302, 5306]);
const ABSENT_EXTRA = new Set([5301, 5304]);

export function trtcMediaProblem(err: unknown): RtcMediaProblem {
  const { code, extraCode, originError } = (err ?? {}) as {
    code?: unknown;
    extraCode?: unknown;
    originError?: unknown;
  };
  if (typeof extraCode === 'number' && DENIED_EXTRA.has(extraCode)) return 'denied';
  if (typeof extraCode === 'number' && ABSENT_EXTRA.has(extraCode)) return 'unsupported';
  if (code === ENV_NOT_SUPPORTED || (typeof code === 'number' && code > ENV_NOT_SUPPORTED && code < 5300))
    return 'unsupported';
  return mediaProblemOf(originError ?? err);
}

/** kbps to KB/s (1 KB = 1024 bytes), the unit of RtcStats. */
const kBps = (kbps: number) => (kbps * 1000) / 8 / 1024;

/**
 * TRTC reports rates every 2 s, not counters: frames and bytes received are added up from the rate of
 * the other participant's main video and audio over the time since the previous report.
 */
export function accumulateTrtcStats(
  previous: RtcStats,
  statistics: TRTCStatistics,
  remoteUserId: string | null,
  seconds: number,
): RtcStats {
  const remote = statistics.remoteStatistics.find((entry) => entry.userId === remoteUserId);
  if (!remote) return { ...previous, bandwidth: 0, audioBandwidth: 0 };
  const video = remote.video.find((v) => String(v.videoType) !== 'sub');
  const videoKbps = video?.bitrate ?? 0;
  const audioKbps = remote.audio.bitrate;
  return {
    ...previous,
    framesDecoded: previous.framesDecoded + Math.round((video?.frameRate ?? 0) * seconds),
    bytesReceived: previous.bytesReceived + Math.round(kBps(videoKbps) * 1024 * seconds),
    audioBytesReceived: previous.audioBytesReceived + Math.round(kBps(audioKbps) * 1024 * seconds),
    bandwidth: kBps(videoKbps),
    audioBandwidth: kBps(audioKbps),
  };
}
