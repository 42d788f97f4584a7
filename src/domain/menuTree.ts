/** Choosing a role's menus (spec 1 §2.3) from the catalogue of every menu the product has. */
import { agentMenus, offeredMenus, platformAdminMenus, tenantAdminMenus, type MenuEntry } from './menus';

/** Every group and entry of the standard menus offered today, groups in first-seen order, entries merged by key. */
export function menuCatalogue(
  sources: readonly (readonly MenuEntry[])[] = [agentMenus, tenantAdminMenus, platformAdminMenus].map((menus) =>
    offeredMenus(menus),
  ),
): MenuEntry[] {
  const groups = new Map<string, MenuEntry>();
  for (const menus of sources) {
    for (const group of menus) {
      const known = groups.get(group.key);
      if (!known) {
        groups.set(group.key, { ...group, subMenu: [...(group.subMenu ?? [])] });
        continue;
      }
      for (const item of group.subMenu ?? [])
        if (!known.subMenu?.some((k) => k.key === item.key)) known.subMenu?.push(item);
    }
  }
  return [...groups.values()];
}

const without = (entries: readonly MenuEntry[], key: string) => entries.filter((e) => e.key !== key);

/** In the order of the catalogue, so a role's menu reads the same whatever order it was ticked in. */
function ordered(menus: MenuEntry[], catalogue: readonly MenuEntry[]): MenuEntry[] {
  const rank = (key: string, list: readonly MenuEntry[]) => list.findIndex((e) => e.key === key);
  return [...menus]
    .sort((a, b) => rank(a.key, catalogue) - rank(b.key, catalogue))
    .map((group) => {
      const source = catalogue.find((c) => c.key === group.key)?.subMenu ?? [];
      return group.subMenu
        ? { ...group, subMenu: [...group.subMenu].sort((a, b) => rank(a.key, source) - rank(b.key, source)) }
        : group;
    });
}

/** Ticks or unticks a whole group: ticking takes every entry with all its buttons. */
export function toggleGroup(
  menus: readonly MenuEntry[],
  group: MenuEntry,
  catalogue: readonly MenuEntry[],
): MenuEntry[] {
  if (menus.some((m) => m.key === group.key)) return without(menus, group.key);
  return ordered([...menus, group], catalogue);
}

/** Ticks or unticks one entry of a group; a group left empty goes, a group ticked into comes. */
export function toggleEntry(
  menus: readonly MenuEntry[],
  group: MenuEntry,
  item: MenuEntry,
  catalogue: readonly MenuEntry[],
): MenuEntry[] {
  const current = menus.find((m) => m.key === group.key);
  const items = current?.subMenu ?? [];
  const nextItems = items.some((i) => i.key === item.key) ? without(items, item.key) : [...items, item];
  const rest = without(menus, group.key);
  if (nextItems.length === 0) return rest;
  return ordered([...rest, { ...group, subMenu: nextItems }], catalogue);
}

/** Ticks or unticks one button of an entry already chosen. */
export function toggleButton(
  menus: readonly MenuEntry[],
  groupKey: string,
  itemKey: string,
  button: string,
): MenuEntry[] {
  return menus.map((group) =>
    group.key !== groupKey
      ? group
      : {
          ...group,
          subMenu: (group.subMenu ?? []).map((item) => {
            if (item.key !== itemKey) return item;
            const buttons = item.buttons ?? [];
            return {
              ...item,
              buttons: buttons.includes(button) ? buttons.filter((b) => b !== button) : [...buttons, button],
            };
          }),
        },
  );
}
