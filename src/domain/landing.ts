/**
 * Where a signed-in user lands (spec 1 §2.4), apart from the rest of the menus so that the first script of a page
 * can tell it from the stored session without loading them.
 */
import type { MenuEntry } from './menus';

/** Spec 1 §2.4: the first sub-menu key of the first menu, or the first menu's key when it has none. */
export function landingPath(menus: readonly MenuEntry[]): string | null {
  const first = shownMenus(menus)[0];
  if (!first) return null;
  const sub = first.subMenu?.find((item) => !item.hideInMenu);
  return sub ? sub.key : first.key;
}

/** The entries the menu shows: not hidden, and a group only with an entry it shows. */
export function shownMenus(menus: readonly MenuEntry[]): MenuEntry[] {
  return menus.filter((item) => !item.hideInMenu && (!item.subMenu || item.subMenu.some((sub) => !sub.hideInMenu)));
}
