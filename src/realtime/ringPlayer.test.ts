import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRingPlayer, DEFAULT_RING_URL, ringSeconds } from './ringPlayer';

describe('the ring', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fakeAudio = () => {
    const made: { url: string; plays: number; paused: boolean }[] = [];
    const make = (url: string) => {
      const record = { url, plays: 0, paused: false };
      made.push(record);
      return {
        currentTime: 0,
        dataset: {},
        play: () => ((record.plays += 1), Promise.resolve()),
        pause: () => (record.paused = true),
      } as unknown as HTMLAudioElement;
    };
    return { made, make };
  };

  it('plays the tenant ring, or the default, again every 4 s until stopped', () => {
    const { made, make } = fakeAudio();
    const player = createRingPlayer(make);
    player.start(null);
    expect(made[0]).toMatchObject({ url: DEFAULT_RING_URL, plays: 1 });
    vi.advanceTimersByTime(3999);
    expect(made[0]!.plays).toBe(1);
    vi.advanceTimersByTime(1);
    expect(made[0]!.plays).toBe(2);
    player.stop();
    vi.advanceTimersByTime(10_000);
    expect(made[0]).toMatchObject({ plays: 2, paused: true });
    player.start('https://cdn.example.com/ring.mp3');
    expect(made[1]).toMatchObject({ url: 'https://cdn.example.com/ring.mp3', plays: 1 });
    player.stop();
  });

  it('counts whole seconds from 1 since the ring began', () => {
    const began = Date.parse('2026-11-23T10:00:00Z');
    expect(ringSeconds('2026-11-23T10:00:00Z', began, began)).toBe(1);
    expect(ringSeconds('2026-11-23T10:00:00Z', began + 999, began)).toBe(1);
    expect(ringSeconds('2026-11-23T10:00:00Z', began + 1000, began)).toBe(2);
    expect(ringSeconds(undefined, began + 5500, began)).toBe(6);
  });
});
