import { useSyncExternalStore } from 'react';

/**
 * Phones refuse to play sound the user has not tapped for. A hall video then plays muted, and one tap on any
 * offer to turn the sound on (the call's or a shared video's) gives it back to every video muted this way.
 */
const mutedByBrowser = new Set<HTMLMediaElement>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Plays with sound, or, refused, muted; answers once playing or refused for another reason. */
export async function playWithSound(media: HTMLMediaElement): Promise<void> {
  try {
    await media.play();
  } catch (err) {
    if (!(err instanceof DOMException && err.name === 'NotAllowedError')) return;
    media.muted = true;
    mutedByBrowser.add(media);
    changed();
    await media.play().catch(() => undefined);
  }
}

/** Within the user's tap: the sound of every video muted by the browser comes back. */
export function unmuteAll(): void {
  for (const media of mutedByBrowser) media.muted = false;
  mutedByBrowser.clear();
  changed();
}

/** Forgets a video that leaves the page. */
export function forgetMedia(media: HTMLMediaElement | null): void {
  if (media && mutedByBrowser.delete(media)) changed();
}

/** Whether this video plays muted because the browser refused its sound. */
export function useMutedByBrowser(media: HTMLMediaElement | null): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => media !== null && mutedByBrowser.has(media),
  );
}
