import { describe, expect, it } from 'vitest';
import {
  customerFaceIn,
  initialFaceCheck,
  MIN_FACE_SCORE,
  stepFaceCheck,
  type FaceCheckInput,
  type FaceCheckState,
  nextLookMs,
} from './faceCheck';

const run = (inputs: FaceCheckInput[], from: FaceCheckState = initialFaceCheck) => inputs.reduce(stepFaceCheck, from);
const videoOn: FaceCheckInput = { type: 'video', present: true };
const videoOff: FaceCheckInput = { type: 'video', present: false };

describe('the face check of a 双录 room', () => {
  it('counts a clear face of a size a customer in front of the camera has', () => {
    expect(customerFaceIn([{ score: 0.9, width: 120 }], 640)).toBe(true);
    expect(customerFaceIn([{ score: MIN_FACE_SCORE, width: 40 }], 640)).toBe(true);
  });

  it('does not count an unsure face, a face far in the background, no face, or a frame not yet decoded', () => {
    expect(customerFaceIn([{ score: 0.3, width: 200 }], 640)).toBe(false);
    expect(customerFaceIn([{ score: 0.95, width: 12 }], 640)).toBe(false);
    expect(customerFaceIn([], 640)).toBe(false);
    expect(customerFaceIn([{ score: 0.9, width: 120 }], 0)).toBe(false);
  });

  it('looks only while the customer video is there', () => {
    expect(run([]).phase).toBe('idle');
    expect(run([videoOn]).phase).toBe('looking');
    expect(run([videoOn, videoOff]).phase).toBe('idle');
    expect(run([{ type: 'seen' }]).phase).toBe('idle');
  });

  it('stores a face once, and then stops for the room whatever the video does', () => {
    expect(run([videoOn, { type: 'seen' }]).phase).toBe('storing');
    const stored = run([videoOn, { type: 'seen' }, { type: 'stored' }]);
    expect(stored.phase).toBe('present');
    expect(run([videoOff, videoOn, { type: 'seen' }, { type: 'failed' }], stored).phase).toBe('present');
  });

  it('keeps storing when the video goes meanwhile, and looks again after a failed store only while there is video', () => {
    const storing = run([videoOn, { type: 'seen' }]);
    expect(run([videoOff]).phase).toBe('idle');
    expect(run([videoOff], storing).phase).toBe('storing');
    expect(run([videoOff, { type: 'stored' }], storing).phase).toBe('present');
    expect(run([{ type: 'storeFailed' }], storing).phase).toBe('looking');
    expect(run([videoOff, { type: 'storeFailed' }], storing).phase).toBe('idle');
  });

  it('gives up quietly for good when the detector cannot run', () => {
    const unavailable = run([videoOn, { type: 'failed' }]);
    expect(unavailable.phase).toBe('unavailable');
    expect(run([videoOff, videoOn, { type: 'seen' }], unavailable).phase).toBe('unavailable');
  });

  it('looks less often while no face is seen: 2, 2, 4, 8, then every 10 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(nextLookMs)).toEqual([2000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
