import { describe, expect, it } from 'vitest';
import {
  BAD_READINGS,
  initialAdvice,
  RECOVERY_READINGS,
  stepAdvice,
  videoHolds,
  type AdviceEffect,
  type AdviceInput,
  type AdviceState,
} from './videoAdvice';

const bad: AdviceInput = { type: 'reading', videoHolds: false, voiceGood: true };
const fine: AdviceInput = { type: 'reading', videoHolds: true, voiceGood: true };
const voiceOnly: AdviceInput = { type: 'reading', videoHolds: null, voiceGood: true };

function run(inputs: AdviceInput[], from: AdviceState = initialAdvice()) {
  let state = from;
  const effects: AdviceEffect[] = [];
  for (const input of inputs) {
    const next = stepAdvice(state, input);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('network advice that acts', () => {
  it('judges received video by its frame rate and bandwidth, and not at all while a camera is off', () => {
    expect(videoHolds({ expected: true, framesPerSecond: 10, bandwidth: 40 })).toBe(true);
    expect(videoHolds({ expected: true, framesPerSecond: 2, bandwidth: 40 })).toBe(false);
    expect(videoHolds({ expected: true, framesPerSecond: 10, bandwidth: 3 })).toBe(false);
    expect(videoHolds({ expected: false, framesPerSecond: 0, bandwidth: 0 })).toBeNull();
  });

  it('offers voice after video has not held for two readings, tells the other side and records it', () => {
    expect(run([bad]).effects).toEqual([]);
    expect(run([bad, fine, bad]).effects).toEqual([]);
    const offered = run(Array<AdviceInput>(BAD_READINGS).fill(bad));
    expect(offered.state.phase).toBe('offered');
    expect(offered.effects).toEqual([
      { type: 'offer', mode: 'audio' },
      { type: 'tellAdvised' },
      { type: 'record', event: 'audioAdvised' },
    ]);
  });

  it('switches to voice when accepted, then offers video back once the voice has run well', () => {
    const offered = run([bad, bad]).state;
    const accepted = run([{ type: 'accept' }], offered);
    expect(accepted.state.mode).toBe('audio');
    expect(accepted.effects).toEqual([
      { type: 'switch', mode: 'audio' },
      { type: 'record', event: 'switchedToAudio' },
    ]);
    const almost = run(Array<AdviceInput>(RECOVERY_READINGS - 1).fill(voiceOnly), accepted.state);
    expect(almost.effects).toEqual([]);
    const back = run([voiceOnly], almost.state);
    expect(back.effects).toEqual([{ type: 'offer', mode: 'video' }]);
    const video = run([{ type: 'accept' }], back.state);
    expect(video.state.mode).toBe('video');
    expect(video.effects).toEqual([
      { type: 'switch', mode: 'video' },
      { type: 'record', event: 'switchedToVideo' },
    ]);
  });

  it('does not ask again after a no until video has held again', () => {
    const declined = run([bad, bad, { type: 'decline' }]).state;
    expect(run([bad, bad, bad], declined).effects).toEqual([]);
    const recovered = run([fine, fine], declined).state;
    expect(recovered.phase).toBe('watching');
    expect(run([bad, bad], recovered).effects[0]).toEqual({ type: 'offer', mode: 'audio' });
  });

  it('withdraws an offer when video holds again, or when the other side switched the call', () => {
    const offered = run([bad, bad]).state;
    expect(run([fine, fine], offered).effects).toEqual([{ type: 'withdraw' }]);
    const switched = run([{ type: 'otherSwitched', mode: 'audio' }], offered);
    expect(switched.state.mode).toBe('audio');
    expect(switched.effects).toEqual([{ type: 'withdraw' }]);
  });
});
