import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { wavSeconds, withExactSizes } from './wav';

describe('WAV sizes', () => {
  it("rewrites espeak-ng's placeholder sizes to the file's own, keeping its length", () => {
    const spoken = execFileSync('espeak-ng', ['-v', 'cmn', '--stdout', '您好']);
    expect(spoken.readUInt32LE(4)).toBeGreaterThan(spoken.length);
    const fixed = withExactSizes(spoken);
    expect(fixed.readUInt32LE(4)).toBe(fixed.length - 8);
    expect(fixed.readUInt32LE(40)).toBe(fixed.length - 44);
    expect(wavSeconds(fixed)).toBeCloseTo(wavSeconds(spoken), 5);
    expect(wavSeconds(fixed)).toBeGreaterThan(0.3);
  });

  it('refuses what is not a WAV', () => {
    expect(() => withExactSizes(Buffer.from('not a wav file at all'))).toThrow(/not a WAV/);
  });
});
