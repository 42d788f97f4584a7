// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>你好，{name}</p>;

const drawn = (Screen: React.ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>加载中</p>}>
      <Screen name="张晓明" />
    </Suspense>,
  );

afterEach(cleanup);

describe('a preloadable screen', () => {
  it('whose code arrived before it is drawn shows at once, with no fallback in between', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Screen = preloadable(load);
    await Screen.preload();
    drawn(Screen);
    expect(screen.getByText('你好，张晓明')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drawn before its code arrives shows the fallback, then the screen, asking for the code once', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Screen = preloadable(load);
    const preloaded = Screen.preload();
    drawn(Screen);
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => {
      arrive(Greeting);
      await preloaded;
    });
    expect(await screen.findByText('你好，张晓明')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('whose code failed to arrive asks again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    drawn(Screen);
    expect(screen.getByText('你好，张晓明')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
