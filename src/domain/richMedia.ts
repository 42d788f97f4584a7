/**
 * /richMedia (spec 1 §2.1 "Rich media"): the rich-media work a role's menus offer, gathered on one page: the
 * delivery tasks first, then the content they send (templates, videos, dynamic videos) and their audits.
 */
import type { MenuEntry } from './menus';
import { pagePath, type PageName } from './pages';

/** The rich-media pages in the order the page shows them; a role has one when its menu offers its path. */
const RICH_MEDIA_PAGES = [
  'richMediaTasks',
  'fiveGTasks',
  'videoTemplates',
  'interactionTemplates',
  'videoContents',
  'dynamicVideos',
  'videoTemplateAudits',
  'videoContentAudits',
] as const satisfies readonly PageName[];
type RichMediaPageName = (typeof RICH_MEDIA_PAGES)[number];

export interface RichMediaEntry {
  page: RichMediaPageName;
  key: string;
  /** What the role's menu calls it. */
  pageName: string;
}

/** The entries a role's menus offer (shown in the menu, not hidden), named as its menu names them. */
export function richMediaEntries(menus: readonly MenuEntry[]): RichMediaEntry[] {
  const offered = new Map<string, string>();
  const walk = (entries: readonly MenuEntry[]) => {
    for (const item of entries) {
      if (!item.hideInMenu) offered.set(item.key, item.pageName);
      if (item.subMenu && !item.hideInMenu) walk(item.subMenu);
    }
  };
  walk(menus);
  return RICH_MEDIA_PAGES.map((page) => ({ page, key: pagePath(page) as string }))
    .filter((entry) => offered.has(entry.key))
    .map((entry) => ({ ...entry, pageName: offered.get(entry.key)! }));
}
