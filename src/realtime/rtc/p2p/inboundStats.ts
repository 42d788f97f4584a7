/** The engine's stats snapshot from a getStats() report: what arrived, and how fast since the last one. */
import type { RtcStats } from '../RtcClient';

export interface InboundSample {
  at: number;
  videoBytes: number;
  audioBytes: number;
}

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** KB/s (1 KB = 1024 bytes) between two byte counts; 0 without a previous count or after a new connection. */
function rate(bytes: number, previousBytes: number, seconds: number): number {
  return seconds > 0 && bytes >= previousBytes ? (bytes - previousBytes) / 1024 / seconds : 0;
}

/** Sums the inbound-rtp entries of each kind (a renegotiation may leave more than one). */
export function readInboundStats(
  entries: Iterable<Record<string, unknown>>,
  previous: InboundSample | null,
  at: number,
): { stats: RtcStats; sample: InboundSample } {
  let framesDecoded = 0;
  let videoBytes = 0;
  let audioBytes = 0;
  for (const entry of entries) {
    if (entry.type !== 'inbound-rtp') continue;
    if (entry.kind === 'video') {
      framesDecoded += numberOf(entry.framesDecoded);
      videoBytes += numberOf(entry.bytesReceived);
    } else if (entry.kind === 'audio') {
      audioBytes += numberOf(entry.bytesReceived);
    }
  }
  const seconds = previous ? (at - previous.at) / 1000 : 0;
  return {
    stats: {
      framesDecoded,
      bytesReceived: videoBytes,
      audioBytesReceived: audioBytes,
      bandwidth: previous ? rate(videoBytes, previous.videoBytes, seconds) : 0,
      audioBandwidth: previous ? rate(audioBytes, previous.audioBytes, seconds) : 0,
    },
    sample: { at, videoBytes, audioBytes },
  };
}
