import { describe, expect, it } from 'vitest';
import { mayChangeMedia, shareRefusal, showsEndShare } from './fiveGRoom';

describe('5G room sharing rules', () => {
  it('shares only during a connected video call that is not switching', () => {
    expect(shareRefusal({ status: 2, video: true, changing: false })).toBeNull();
    expect(shareRefusal({ status: 1, video: true, changing: false })).toBe('notConnected');
    expect(shareRefusal({ status: 0, video: true, changing: false })).toBe('notConnected');
    expect(shareRefusal({ status: 2, video: false, changing: false })).toBe('videoOnly');
    expect(shareRefusal({ status: 2, video: true, changing: true })).toBe('switching');
  });

  it('refuses switching media while sharing', () => {
    expect(mayChangeMedia(true)).toBe(false);
    expect(mayChangeMedia(false)).toBe(true);
  });

  it('shows the end-share button only while sharing in a connected call', () => {
    expect(showsEndShare(true, 2)).toBe(true);
    expect(showsEndShare(true, 1)).toBe(false);
    expect(showsEndShare(false, 2)).toBe(false);
  });
});
