import { useEffect } from 'react';
import { entryOfAddress, liveHostsOf, type EntryType } from '../domain/entry';

const ENTRY_KEY = 'entryType';

/** The entry of this tab: the address's (remembered for the tab when it names one by query), else the tab's. */
function entryType(location: Location = window.location): EntryType {
  const named = entryOfAddress(location.hostname, location.search, liveHostsOf(import.meta.env.VITE_LIVE_HOSTS));
  if (named === 'live') return named;
  if (named) sessionStorage.setItem(ENTRY_KEY, named);
  return sessionStorage.getItem(ENTRY_KEY) === 'star' ? 'star' : 'common';
}

/**
 * Sets document.title for the entry type and returns it; the sign-in app translates without react-admin. A page
 * drawn ahead at build time names its entry, as it has no address to read it from.
 */
export function usePageTitle(translate: (key: string) => string, entry?: EntryType): string {
  const title = translate(`app.title.${entry ?? entryType()}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
