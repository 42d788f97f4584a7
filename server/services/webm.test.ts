import { describe, expect, it } from 'vitest';
import { piecesOf, sampleRecording } from '../../tests/support/sampleWebm';
import { isWebmHead, mayStartWebm, WebmClock, withDuration } from './webm';

const clockOf = (pieces: Buffer[]) => {
  const clock = new WebmClock();
  for (const piece of pieces) clock.push(piece);
  return clock;
};

describe('webm recordings', () => {
  it('recognises a webm head and refuses other bytes', () => {
    expect(isWebmHead(sampleRecording(1000))).toBe(true);
    expect(isWebmHead(Buffer.from('not a video at all, just text'))).toBe(false);
    expect(isWebmHead(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(false);
  });

  it('takes a first piece that holds only the start of a webm head, and nothing else', () => {
    const bytes = sampleRecording(1000);
    for (const size of [1, 3, 10, 40, bytes.length]) expect(mayStartWebm(bytes.subarray(0, size))).toBe(true);
    expect(mayStartWebm(Buffer.from([0x1a, 0x46]))).toBe(false);
    expect(mayStartWebm(Buffer.from('hello world'))).toBe(false);
    const matroska = Buffer.from(bytes);
    matroska.write('mkvx', matroska.indexOf('webm'), 'latin1');
    expect(mayStartWebm(matroska)).toBe(false);
  });

  it('finds the length however the bytes are cut', () => {
    const bytes = sampleRecording(4300, { stepMs: 100, payload: 700 });
    for (const size of [1, 7, 333, 4096, bytes.length]) expect(clockOf(piecesOf(bytes, size)).durationMs).toBe(4300);
  });

  it('writes the length into the Info so a player knows it at once', () => {
    const bytes = sampleRecording(2500);
    const fixed = withDuration(bytes.subarray(0, 200), 2500);
    expect(fixed).not.toBeNull();
    const duration = fixed!.indexOf(Buffer.from([0x44, 0x89, 0x88]));
    expect(duration).toBeGreaterThan(0);
    expect(fixed!.readDoubleBE(duration + 3)).toBe(2500);
    // The rest of the stream still reads the same after the longer head.
    expect(clockOf([fixed!, bytes.subarray(200)]).durationMs).toBe(2500);
    expect(withDuration(fixed!, 2500)).toBeNull();
  });
});
