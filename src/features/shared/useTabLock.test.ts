// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HALL_LOCK_STALE_MS } from '../../domain/hallLock';
import { useTabLock } from './useTabLock';

const KEY = 'test.tabLock';

/** Another tab of the browser writing its lock, as this tab's storage event reports it. */
function anotherTabTakes() {
  const value = JSON.stringify({ pageId: 'other-tab', serviceId: 's1', beatAt: Date.now() });
  localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
}

describe('useTabLock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lets one page hold the lock, refuses a second, and frees it when the holder goes', async () => {
    const first = renderHook(() => useTabLock(KEY, 's1'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(first.result.current).toBe('held');
    const second = renderHook(() => useTabLock(KEY, 's1'));
    expect(second.result.current).toBe('refused');
    first.unmount();
    const third = renderHook(() => useTabLock(KEY, 's2'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(third.result.current).toBe('held');
  });

  it('takes over a lock its holder stopped renewing', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ pageId: 'crashed', serviceId: 's1', beatAt: Date.now() - HALL_LOCK_STALE_MS }),
    );
    const page = renderHook(() => useTabLock(KEY, 's1'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(page.result.current).toBe('held');
  });

  it('yields to a newer page only when asked to', async () => {
    const keeps = renderHook(() => useTabLock(KEY, 's1'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(anotherTabTakes);
    expect(keeps.result.current).toBe('held');
    keeps.unmount();
    localStorage.clear();

    const yields = renderHook(() => useTabLock(KEY, 's1', { yieldsToNewer: true }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(yields.result.current).toBe('held');
    act(anotherTabTakes);
    expect(yields.result.current).toBe('refused');
  });

  it('with the browser’s Web Locks, holds at once without a settling wait, and still refuses a second page', async () => {
    // One claim at a time, in the order asked, as the browser's lock manager grants them.
    let queue: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (_name: string, work: () => unknown) => {
        const granted = queue.then(work);
        queue = granted.catch(() => undefined);
        return granted;
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    try {
      const first = renderHook(() => useTabLock(KEY, 's1'));
      const second = renderHook(() => useTabLock(KEY, 's1'));
      await act(() => Promise.resolve());
      expect(first.result.current).toBe('held');
      expect(second.result.current).toBe('refused');
      first.unmount();
      const third = renderHook(() => useTabLock(KEY, 's2'));
      await act(() => Promise.resolve());
      expect(third.result.current).toBe('held');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
