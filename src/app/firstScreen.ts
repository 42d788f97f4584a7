import { landingPath } from '../domain/landing';
import { pageLink } from '../domain/pages';
import { MeetingList } from '../resources/remoteMeeting';
import { storedAgent } from '../session/session';

/**
 * The code of the page agents land on after signing in (their meetings), asked for beside the app's own on a fresh
 * load of that page or of "/" (which leads there), so that it does not wait for the app to render before it is
 * even asked for. Where "/" leads is read from the stored session's menus; a guess that turns out wrong only
 * loads a screen early.
 */
const FIRST_SCREENS: ReadonlyArray<[string, { preload(): Promise<void> }]> = [[pageLink('meetings'), MeetingList]];

/** The page a fresh load of `pathname` shows: "/" leads to the stored session's landing page. */
function firstPage(pathname: string): string | null {
  if (pathname !== '/') return pathname;
  return landingPath(storedAgent()?.agentRole.menus ?? []);
}

/** Asks for the first screen's code; resolves once it is there (or at once for a page with nothing to ask for). */
export function preloadFirstScreen(pathname: string): Promise<void> {
  const page = firstPage(pathname);
  const screen = FIRST_SCREENS.find(([path]) => path === page)?.[1];
  return screen ? screen.preload().catch(() => undefined) : Promise.resolve();
}
