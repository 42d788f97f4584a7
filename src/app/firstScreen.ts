import { pageLink } from '../domain/pages';

/**
 * The code of the page agents land on after signing in (their meetings),
 * requested beside the app's own on a fresh load of such a page, so that it does not wait for the app to
 * render before it is even asked for. The modules are those the pages' lazy views load, so each chunk is
 * fetched once.
 */
const FIRST_SCREENS: ReadonlyArray<[string, () => Promise<unknown>]> = [
  [pageLink('meetings'), () => import('../resources/remoteMeeting/MeetingList')],
];

export function preloadFirstScreen(pathname: string): void {
  for (const [path, load] of FIRST_SCREENS) if (path === pathname) void load().catch(() => undefined);
}
