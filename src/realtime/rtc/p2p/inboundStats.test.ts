import { describe, expect, it } from 'vitest';
import { readInboundStats } from './inboundStats';

const video = (framesDecoded: number, bytesReceived: number) => ({
  type: 'inbound-rtp',
  kind: 'video',
  framesDecoded,
  bytesReceived,
});
const audio = (bytesReceived: number) => ({ type: 'inbound-rtp', kind: 'audio', bytesReceived });

describe('inbound stats of the p2p engine', () => {
  it('counts decoded frames and received bytes, leaving out what was sent', () => {
    const { stats } = readInboundStats(
      [video(30, 5000), audio(800), { type: 'outbound-rtp', kind: 'video', bytesSent: 9999 }],
      null,
      0,
    );
    expect(stats).toEqual({
      framesDecoded: 30,
      bytesReceived: 5000,
      audioBytesReceived: 800,
      bandwidth: 0,
      audioBandwidth: 0,
    });
  });

  it('measures KB/s since the previous snapshot', () => {
    const first = readInboundStats([video(30, 10_240), audio(1024)], null, 1000);
    const { stats } = readInboundStats(
      [video(90, 10_240 + 2 * 100 * 1024), audio(1024 + 2 * 5 * 1024)],
      first.sample,
      3000,
    );
    expect(stats.bandwidth).toBe(100);
    expect(stats.audioBandwidth).toBe(5);
  });

  it('sums several inbound streams of a kind and reads 0 after a new connection', () => {
    const before = readInboundStats([video(10, 50_000)], null, 0);
    const { stats } = readInboundStats([video(1, 100), video(2, 200)], before.sample, 1000);
    expect(stats).toMatchObject({ framesDecoded: 3, bytesReceived: 300, bandwidth: 0 });
  });
});
