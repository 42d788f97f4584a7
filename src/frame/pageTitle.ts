import { useEffect } from 'react';

type EntryType = 'common' | 'star' | 'live';

const ENTRY_KEY = 'entryType';

/**
 * Spec 1 §1: the title follows the entry. `?entry=star` marks the adjacent-star index (kept for the
 * tab); hosts listed in VITE_LIVE_HOSTS are the 1v1 live back-office; everything else is the common index.
 */
function entryType(location: Location = window.location): EntryType {
  const liveHosts = (import.meta.env.VITE_LIVE_HOSTS ?? '').split(',').filter(Boolean);
  if (liveHosts.includes(location.hostname)) return 'live';
  const fromQuery = new URLSearchParams(location.search).get('entry');
  if (fromQuery === 'star' || fromQuery === 'common') sessionStorage.setItem(ENTRY_KEY, fromQuery);
  return sessionStorage.getItem(ENTRY_KEY) === 'star' ? 'star' : 'common';
}

/** Sets document.title for the entry type and returns it; the sign-in app translates without react-admin. */
export function usePageTitle(translate: (key: string) => string): string {
  const title = translate(`app.title.${entryType()}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
