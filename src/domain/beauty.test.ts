import { describe, expect, it } from 'vitest';
import { beautyFilter, beautyFromSliders } from './beauty';

describe('beauty', () => {
  it('sends the sliders divided by 10, within 1 to 10', () => {
    expect(beautyFromSliders({ beauty: 5, light: 10, ruddy: 1 })).toEqual({ beauty: 0.5, brightness: 1, ruddy: 0.1 });
    expect(beautyFromSliders({ beauty: 0, light: 99, ruddy: 5.4 })).toEqual({ beauty: 0.1, brightness: 1, ruddy: 0.5 });
  });

  it('leaves the camera untouched at the defaults and filters it otherwise', () => {
    expect(beautyFilter({ beauty: 0.5, brightness: 0.5, ruddy: 0.5 })).toBeNull();
    expect(beautyFilter({ beauty: 0.5, brightness: 1, ruddy: 0.5 })).toBe('blur(0px) brightness(1.3) saturate(1)');
    expect(beautyFilter({ beauty: 1, brightness: 0.1, ruddy: 1 })).toBe('blur(1.5px) brightness(0.76) saturate(1.4)');
  });
});
