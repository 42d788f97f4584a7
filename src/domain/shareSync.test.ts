import { describe, expect, it } from 'vitest';
import {
  clampPage,
  drivesShare,
  followerPage,
  followerTurned,
  followHref,
  followsPresenter,
  presenterTurned,
  readShareSync,
  type FollowerPaging,
  sameSite,
  scrollFraction,
  scrollPosition,
} from './shareSync';

describe('same-screen control of a share', () => {
  it('gives the customer the control by default and the agent when chosen', () => {
    expect(drivesShare('customer', 'client')).toBe(true);
    expect(drivesShare('agent', 'client')).toBe(false);
    expect(drivesShare('agent', 'agent')).toBe(true);
    expect(drivesShare('customer', 'agent')).toBe(false);
  });

  it('puts a taller or shorter screen at the same place along the page', () => {
    const fraction = scrollFraction(600, 2200, 1000);
    expect(fraction).toBe(0.5);
    expect(scrollPosition(fraction, 3000, 800)).toBe(1100);
    expect(scrollFraction(50, 500, 800)).toBe(0);
    expect(scrollPosition(2, 1000, 400)).toBe(600);
    expect(scrollPosition(Number.NaN, 1000, 400)).toBe(0);
  });

  it('keeps a page number within the document', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(1, 0)).toBe(1);
  });

  it('reads only well-formed reports and clamps what it reads', () => {
    expect(readShareSync(null)).toBeNull();
    expect(readShareSync({ scroll: { x: 0, y: 1 } })).toBeNull();
    expect(readShareSync({ startedAt: 't', scroll: { x: -1, y: 3 }, page: 2, hello: true })).toEqual({
      startedAt: 't',
      scroll: { x: 0, y: 1 },
      page: 2,
      hello: true,
    });
    expect(
      readShareSync({ startedAt: 't', field: { index: -1, value: 'x' }, media: { playing: 'yes', time: 1 }, href: 5 }),
    ).toEqual({ startedAt: 't' });
    expect(readShareSync({ startedAt: 't', home: true })).toEqual({ startedAt: 't', home: true });
    expect(readShareSync({ startedAt: 't', home: 'yes' })).toEqual({ startedAt: 't' });
    expect(
      readShareSync({ startedAt: 't', field: { index: 1, value: '张三' }, media: { playing: true, time: 3.5 } }),
    ).toEqual({
      startedAt: 't',
      field: { index: 1, value: '张三', checked: false },
      media: { playing: true, time: 3.5 },
    });
  });

  it('follows the controller only to pages of the same site', () => {
    const site = 'http://hall.test';
    expect(followHref('http://hall.test/demo/a.html', '/demo/b.html', site)).toBe('http://hall.test/demo/b.html');
    expect(followHref('http://hall.test/demo/a.html', 'http://hall.test/demo/a.html', site)).toBeNull();
    expect(followHref('http://hall.test/demo/a.html', 'https://evil.test/', site)).toBeNull();
    expect(sameSite('/demo/products/a.html', site)).toBe(true);
    expect(sameSite('https://example.com/x', site)).toBe(false);
  });

  it("lets a follower page on its own, keeps it there while the presenter turns, and follows again at the presenter's page", () => {
    let paging: FollowerPaging = { presenter: 2, own: null };
    expect(followerPage(paging)).toBe(2);
    paging = followerTurned(paging, 1, 5);
    expect([followerPage(paging), followsPresenter(paging)]).toEqual([1, false]);
    paging = presenterTurned(paging, 3, 5);
    expect([followerPage(paging), paging.presenter]).toEqual([1, 3]);
    paging = followerTurned(paging, 9, 5);
    expect(followerPage(paging)).toBe(5);
    paging = followerTurned(paging, 3, 5);
    expect([followerPage(paging), followsPresenter(paging)]).toEqual([3, true]);
    paging = presenterTurned(paging, 4, 5);
    expect(followerPage(paging)).toBe(4);
    expect(followerPage(presenterTurned({ presenter: 4, own: 2 }, 2, 5))).toBe(2);
    expect(followsPresenter(presenterTurned({ presenter: 4, own: 2 }, 2, 5))).toBe(true);
  });

  it("reads a follower's page", () => {
    expect(readShareSync({ startedAt: 't', viewing: 3.7 })).toEqual({ startedAt: 't', viewing: 3 });
    expect(readShareSync({ startedAt: 't', viewing: 'x' })).toEqual({ startedAt: 't' });
  });
});
