import { describe, expect, it } from 'vitest';
import { NO_RTC_STATS } from '../../../realtime/rtc/RtcClient';
import { ownReading, remoteReading } from './networkReadings';

describe('network readings', () => {
  it('reads the other side by the better of its video and audio, disconnected when nothing arrives, unknown when nobody is there', () => {
    expect(remoteReading({ ...NO_RTC_STATS, bandwidth: 120, audioBandwidth: 5 }, true)).toBe('good');
    expect(remoteReading({ ...NO_RTC_STATS, bandwidth: 30, audioBandwidth: 1 }, true)).toBe('general');
    expect(remoteReading({ ...NO_RTC_STATS, bandwidth: 2, audioBandwidth: 5 }, true)).toBe('good');
    expect(remoteReading({ ...NO_RTC_STATS, bandwidth: 5, audioBandwidth: 0.5 }, true)).toBe('difference');
    expect(remoteReading({ ...NO_RTC_STATS, bandwidth: 0, audioBandwidth: 0.2 }, true)).toBe('difference');
    expect(remoteReading({ ...NO_RTC_STATS, bandwidth: 0, audioBandwidth: 0 }, true)).toBe('disconnected');
    expect(remoteReading({ ...NO_RTC_STATS, bandwidth: 500, audioBandwidth: 5 }, false)).toBe('unknown');
  });

  it('reads its own network as disconnected when the browser is offline or the socket is down', () => {
    expect(ownReading(true, true)).toBe('good');
    expect(ownReading(false, true)).toBe('disconnected');
    expect(ownReading(true, false)).toBe('disconnected');
  });

  it("reads its own network from the engine's quality when it gives one, the worse of up- and downlink", () => {
    expect(ownReading(true, true, { uplink: 'good', downlink: 'difference' })).toBe('difference');
    expect(ownReading(true, true, { uplink: 'general', downlink: 'unknown' })).toBe('general');
    expect(ownReading(true, true, { uplink: 'disconnected', downlink: 'good' })).toBe('disconnected');
    expect(ownReading(true, true, { uplink: 'unknown', downlink: 'unknown' })).toBe('good');
    expect(ownReading(false, true, { uplink: 'good', downlink: 'good' })).toBe('disconnected');
  });
});
