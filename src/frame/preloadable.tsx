import { lazy, useState, type ComponentType } from 'react';

/** A screen loaded when first opened, whose code can also be asked for ahead (`preload`). */
export type PreloadableScreen<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * Like React's lazy, except that a screen whose code has already arrived (asked for ahead, or opened before) is
 * drawn at once instead of through a Suspense fallback. React holds back what a Suspense boundary reveals by up to
 * 300 ms after its fallback showed, so every lazy screen of a fresh load waited that long once its code was there.
 * Whether a mount draws the loaded screen or the lazy one is decided once, so its element type never changes.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  function Screen(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload: () => fetchCode().then(() => undefined) });
}
