import { describe, expect, it } from 'vitest';
import { incompleteText, pausesOf, recordedMs, stateOf } from './dualRecord';

describe('双录', () => {
  it('reads a pause until the resume after it, and one still going on as open', () => {
    const events = [
      { event: 'recordingPaused', at: 10 },
      { event: 'recordingPaused', at: 12 },
      { event: 'recordingResumed', at: 30 },
      { event: 'recordingResumed', at: 31 },
      { event: 'recordingPaused', at: 50 },
    ];
    expect(pausesOf(events).map(({ from, to }) => [from, to])).toEqual([
      [10, 30],
      [50, null],
    ]);
  });

  it('places a moment in the recording without the paused time before it', () => {
    const pauses = [
      { from: 10_000, to: 30_000 },
      { from: 50_000, to: null },
    ];
    expect(recordedMs(0, 5_000, pauses)).toBe(5_000);
    expect(recordedMs(0, 20_000, pauses)).toBe(10_000);
    expect(recordedMs(0, 40_000, pauses)).toBe(20_000);
    expect(recordedMs(0, 60_000, pauses)).toBe(30_000);
    // A pause before the recording started takes nothing from it.
    expect(recordedMs(35_000, 40_000, pauses)).toBe(5_000);
  });

  it('is complete with the risk notice, the confirmation and the face; otherwise names what is missing', () => {
    const all = ['scriptRead', 'riskNotice', 'confirmation', 'facePresent'];
    expect(stateOf({ dualRecord: true, ended: true, checkpointKinds: all })).toEqual({
      state: 'complete',
      missing: [],
    });
    expect(stateOf({ dualRecord: true, ended: true, checkpointKinds: ['scriptRead', 'confirmation'] })).toEqual({
      state: 'incomplete',
      missing: ['riskNotice', 'facePresent'],
    });
    expect(stateOf({ dualRecord: true, ended: false, checkpointKinds: [] }).state).toBe('ongoing');
    expect(stateOf({ dualRecord: false, ended: true, checkpointKinds: [] })).toEqual({ state: 'none', missing: [] });
    expect(incompleteText(['riskNotice', 'facePresent'])).toBe('双录不完整（缺少：风险提示已读、人脸在场）');
  });
});
