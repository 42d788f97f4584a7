import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialNetworkQuality,
  levelFromBandwidth,
  levelFromTrtcQuality,
  nextNetworkDeadline,
  offlineSecondsLeft,
  READING_TIMEOUT_MS,
  SAME_SCREEN_REPORT_DELAY_MS,
  STATS_POLL_MS,
  stepNetworkQuality,
  type NetworkEffect,
  type NetworkInput,
  type NetworkLevel,
  type NetworkQualityState,
  type NetworkWatch,
} from './networkQuality';

/** Feeds the inputs in order; answers the last state and the effects of each step. */
function run(
  state: NetworkQualityState,
  inputs: NetworkInput[],
): { state: NetworkQualityState; effects: NetworkEffect[][] } {
  const effects: NetworkEffect[][] = [];
  let current = state;
  for (const input of inputs) {
    const step = stepNetworkQuality(current, input);
    current = step.state;
    effects.push(step.effects);
  }
  return { state: current, effects };
}

/** Readings one stats poll apart, from `from`. */
function readings(levels: NetworkLevel[], from: number): NetworkInput[] {
  return levels.map((level, i) => ({ type: 'reading', level, at: from + i * STATS_POLL_MS }));
}

const start = (watch: NetworkWatch) => initialNetworkQuality(watch, 0);
const report = (event: string) => ({ type: 'report', event });

describe('levels', () => {
  it("maps TRTC's quality: 1–2 good, 3 general, 4–5 difference, 6 disconnected, others unknown", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, -1].map(levelFromTrtcQuality)).toEqual([
      'unknown',
      'good',
      'good',
      'general',
      'difference',
      'difference',
      'disconnected',
      'unknown',
      'unknown',
    ]);
  });

  it('maps video bandwidth: 90+ good, 21–89 general, 1–20 difference, less disconnected', () => {
    expect([120, 90, 89.9, 21, 20.9, 1, 0.9, 0].map((kBps) => levelFromBandwidth(kBps, 'video'))).toEqual([
      'good',
      'good',
      'general',
      'general',
      'difference',
      'difference',
      'disconnected',
      'disconnected',
    ]);
    expect(levelFromBandwidth(Number.NaN, 'video')).toBe('unknown');
  });

  it('maps audio bandwidth: 4+ good, 1.5–4 general, less difference (never disconnected)', () => {
    expect([4, 3.99, 1.5, 1.49, 0].map((kBps) => levelFromBandwidth(kBps, 'audio'))).toEqual([
      'good',
      'general',
      'general',
      'difference',
      'difference',
    ]);
  });
});

describe('transitions', () => {
  it('warns on the first poor reading and notifies poor network on the third', () => {
    const result = run(start('remote'), readings(['difference', 'difference', 'difference'], 0));
    expect(result.effects).toEqual([[{ type: 'warn', status: 'poor' }], [], [report('poorNetwork')]]);
    expect(result.state.status).toBe('poor');
    expect(result.state.level).toBe('difference');
  });

  it('notifies offline after three offline readings, from normal or from poor', () => {
    const fromNormal = run(start('remote'), readings(['disconnected', 'disconnected', 'disconnected'], 0));
    expect(fromNormal.effects).toEqual([[{ type: 'warn', status: 'offline' }], [], [report('networkOffline')]]);
    const poor = run(start('remote'), readings(['difference', 'difference', 'difference'], 0)).state;
    const fromPoor = run(poor, readings(['disconnected', 'disconnected', 'disconnected'], 9_000));
    expect(fromPoor.effects.at(-1)).toEqual([report('networkOffline')]);
    expect(fromPoor.state.status).toBe('offline');
  });

  it('goes from offline to poor on three poor readings, without a warning', () => {
    const offline = run(start('remote'), readings(['disconnected', 'disconnected', 'disconnected'], 0)).state;
    const result = run(offline, readings(['difference', 'difference', 'difference'], 9_000));
    expect(result.effects).toEqual([[], [], [report('poorNetwork')]]);
    expect(result.state.status).toBe('poor');
  });

  it('recovers after three good or general readings in a row and reports it to the server', () => {
    for (const before of ['difference', 'disconnected'] as const) {
      const bad = run(start('remote'), readings([before, before, before], 0)).state;
      const result = run(bad, readings(['good', 'general', 'good'], 9_000));
      expect(result.effects).toEqual([[], [], [report('networkRecovery')]]);
      expect(result.state.status).toBe('normal');
    }
  });

  it('does nothing for good readings while normal', () => {
    const result = run(start('own'), readings(['good', 'good', 'good', 'general'], 0));
    expect(result.effects.flat()).toEqual([]);
    expect(result.state.status).toBe('normal');
  });

  it('starts counting again when a reading of another kind or an unknown one comes between', () => {
    const mixed = run(start('remote'), readings(['difference', 'difference', 'good', 'difference', 'difference'], 0));
    expect(mixed.state.status).toBe('normal');
    expect(mixed.effects.flat()).not.toContainEqual(report('poorNetwork'));
    const broken = run(start('remote'), readings(['difference', 'difference', 'unknown', 'difference'], 0));
    expect(broken.state.status).toBe('normal');
    expect(broken.state.level).toBe('difference');
  });
});

describe('silence', () => {
  it('shows unknown once 6 s pass without a reading, and not before', () => {
    const poor = run(start('remote'), readings(['difference'], 1_000)).state;
    expect(nextNetworkDeadline(poor)).toBe(1_000 + READING_TIMEOUT_MS);
    expect(stepNetworkQuality(poor, { type: 'tick', at: 6_999 }).state.level).toBe('difference');
    const silent = stepNetworkQuality(poor, { type: 'tick', at: 7_000 });
    expect(silent.state.level).toBe('unknown');
    expect(silent.state.run).toBeNull();
    expect(silent.effects).toEqual([]);
    expect(nextNetworkDeadline(silent.state)).toBeNull();
  });

  it('does not count readings 6 s apart as consecutive', () => {
    const result = run(start('remote'), [
      { type: 'reading', level: 'difference', at: 0 },
      { type: 'reading', level: 'difference', at: 3_000 },
      { type: 'reading', level: 'difference', at: 9_000 },
    ]);
    expect(result.state.status).toBe('normal');
    expect(result.state.run).toEqual({ status: 'poor', count: 1 });
  });

  it('keeps disconnected while offline: silence is expected there', () => {
    const offline = run(start('remote'), readings(['disconnected', 'disconnected', 'disconnected'], 0)).state;
    expect(stepNetworkQuality(offline, { type: 'tick', at: 60_000 }).state.level).toBe('disconnected');
  });
});

describe('same-screen customer', () => {
  const poorThenTick = (at: number) => {
    const poor = run(start('sameScreen'), readings(['difference', 'difference', 'difference'], 0)).state;
    return { poor, tick: stepNetworkQuality(poor, { type: 'tick', at }) };
  };

  it('reports poor network 20 s after the change, not at once', () => {
    const { poor } = poorThenTick(0);
    expect(poor.status).toBe('poor');
    expect(nextNetworkDeadline(poor)).toBe(6_000 + 6_000);
    const dueAt = 6_000 + SAME_SCREEN_REPORT_DELAY_MS;
    expect(poor.pendingReports).toEqual([{ event: 'syncScreenPoorNetwork', dueAt }]);
    expect(poorThenTick(dueAt - 1).tick.effects).toEqual([]);
    const fired = poorThenTick(dueAt).tick;
    expect(fired.effects).toEqual([report('syncScreenPoorNetwork')]);
    expect(fired.state.pendingReports).toEqual([]);
    const recovered = run(fired.state, readings(['good', 'good', 'good'], dueAt + 1_000));
    expect(recovered.effects.at(-1)).toEqual([report('syncScreenNetworkRecovery')]);
  });

  it('reports offline after the same delay', () => {
    const offline = run(start('sameScreen'), readings(['disconnected', 'disconnected', 'disconnected'], 0));
    expect(offline.effects.flat()).toEqual([{ type: 'warn', status: 'offline' }]);
    const dueAt = 6_000 + SAME_SCREEN_REPORT_DELAY_MS;
    expect(nextNetworkDeadline(offline.state)).toBe(dueAt);
    expect(stepNetworkQuality(offline.state, { type: 'tick', at: dueAt }).effects).toEqual([
      report('syncScreenNetworkOffline'),
    ]);
  });

  it('drops the waiting report when recovery comes first, and reports nothing at all', () => {
    const poor = run(start('sameScreen'), readings(['difference', 'difference', 'difference'], 0)).state;
    const recovered = run(poor, [...readings(['good', 'good', 'good'], 9_000), { type: 'tick', at: 120_000 }]);
    expect(recovered.state.status).toBe('normal');
    expect(recovered.state.pendingReports).toEqual([]);
    expect(recovered.effects.flat()).toEqual([]);
  });

  it('fires a report due before a late reading ahead of that reading', () => {
    const poor = run(start('sameScreen'), readings(['difference', 'difference', 'difference'], 0)).state;
    const late = stepNetworkQuality(poor, { type: 'reading', level: 'difference', at: 30_000 });
    expect(late.effects).toEqual([report('syncScreenPoorNetwork')]);
  });
});

describe("the agent's own offline countdown", () => {
  const offline = () => run(start('own'), readings(['disconnected', 'disconnected', 'disconnected'], 0));

  it('starts a 90-second countdown with the offline report', () => {
    const result = offline();
    expect(result.effects.at(-1)).toEqual([
      report('networkOffline'),
      { type: 'startOfflineCountdown', endsAt: 96_000 },
    ]);
    expect(offlineSecondsLeft(result.state, 6_000)).toBe(90);
    expect(offlineSecondsLeft(result.state, 6_001)).toBe(90);
    expect(offlineSecondsLeft(result.state, 7_000)).toBe(89);
    expect(nextNetworkDeadline(result.state)).toBe(96_000);
  });

  it('closes the page when it reaches 0, once', () => {
    const { state } = offline();
    expect(stepNetworkQuality(state, { type: 'tick', at: 95_999 }).effects).toEqual([]);
    const closed = stepNetworkQuality(state, { type: 'tick', at: 96_000 });
    expect(closed.effects).toEqual([{ type: 'closePage' }]);
    expect(offlineSecondsLeft(closed.state, 96_000)).toBeNull();
    expect(stepNetworkQuality(closed.state, { type: 'tick', at: 97_000 }).effects).toEqual([]);
  });

  it('does not restart while still offline', () => {
    const result = run(offline().state, readings(['disconnected', 'disconnected', 'disconnected'], 9_000));
    expect(result.effects.flat()).toEqual([]);
    expect(result.state.countdownEndsAt).toBe(96_000);
  });

  it('is cancelled by recovery, and the page stays', () => {
    const recovered = run(offline().state, [
      ...readings(['good', 'good', 'good'], 9_000),
      { type: 'tick', at: 200_000 },
    ]);
    expect(recovered.effects.flat()).toEqual([report('networkRecovery'), { type: 'cancelOfflineCountdown' }]);
    expect(offlineSecondsLeft(recovered.state, 20_000)).toBeNull();
  });

  it('is cancelled when the network comes back poor, since the agent is connected again', () => {
    const poor = run(offline().state, readings(['difference', 'difference', 'difference'], 9_000));
    expect(poor.effects.at(-1)).toEqual([report('poorNetwork'), { type: 'cancelOfflineCountdown' }]);
  });

  it('is only for the own network', () => {
    const remote = run(start('remote'), readings(['disconnected', 'disconnected', 'disconnected'], 0));
    expect(remote.state.countdownEndsAt).toBeNull();
  });
});

describe('property: three in a row', () => {
  const level = fc.constantFrom<NetworkLevel>('good', 'general', 'difference', 'disconnected', 'unknown');
  const input = fc.record({ tick: fc.boolean(), level, gap: fc.integer({ min: 0, max: 8_000 }) });
  const kindOf: Record<NetworkLevel, string | null> = {
    good: 'normal',
    general: 'normal',
    difference: 'poor',
    disconnected: 'offline',
    unknown: null,
  };

  it('changes the status only on a reading that ends three consecutive readings of the new kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<NetworkWatch>('own', 'remote', 'sameScreen'),
        fc.array(input, { maxLength: 60 }),
        (watch, steps) => {
          let state = initialNetworkQuality(watch, 0);
          let at = 0;
          const seen: NetworkLevel[] = [];
          for (const step of steps) {
            at += step.gap;
            const before = state.status;
            const next: NetworkInput = step.tick ? { type: 'tick', at } : { type: 'reading', level: step.level, at };
            state = stepNetworkQuality(state, next).state;
            if (!step.tick) seen.push(step.level);
            if (state.status === before) continue;
            expect(step.tick).toBe(false);
            expect(seen.slice(-3).map((seenLevel) => kindOf[seenLevel])).toEqual([
              state.status,
              state.status,
              state.status,
            ]);
          }
        },
      ),
    );
  });

  it('always reaches the kind of three readings in a row taken one poll apart', () => {
    fc.assert(
      fc.property(fc.array(level, { maxLength: 20 }), level, (prefix, last) => {
        const kind = kindOf[last];
        fc.pre(kind !== null);
        const result = run(start('remote'), readings([...prefix, last, last, last], 0));
        expect(result.state.status).toBe(kind);
      }),
    );
  });
});
