/**
 * Spec 1 §1: the page title follows the entry. Hosts listed in VITE_LIVE_HOSTS are the 1v1 live back-office;
 * `?entry=star` marks the adjacent-star index and `?entry=common` the common one, which the tab keeps for later
 * pages; everything else is the common index.
 */
export const ENTRY_TYPES = ['common', 'star', 'live'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** The entry an address names by its host or query, or null where it names none and the tab's own choice stands. */
export function entryOfAddress(hostname: string, search: string, liveHosts: readonly string[]): EntryType | null {
  if (liveHosts.includes(hostname)) return 'live';
  const fromQuery = new URLSearchParams(search).get('entry');
  return fromQuery === 'star' || fromQuery === 'common' ? fromQuery : null;
}

/** The live hosts as VITE_LIVE_HOSTS lists them (comma-separated). */
export const liveHostsOf = (list: string | undefined): string[] => (list ?? '').split(',').filter(Boolean);

/**
 * The login page drawn at build time for each entry, inside the built web app, and the live hosts it was built
 * for: the server sends the drawn page of the entry an address names (scripts/drawnPages.ts writes them).
 */
export const drawnLoginFile = (entry: EntryType) => `drawn/login-${entry}.html`;
export const DRAWN_HOSTS_FILE = 'drawn/hosts.json';
