import { describe, expect, it } from 'vitest';
import { canAccessPath, type MenuEntry } from './menus';
import { landingPath } from './landing';
import { menuCatalogue, toggleButton, toggleEntry, toggleGroup } from './menuTree';

describe('choosing a role menu', () => {
  const catalogue = menuCatalogue();
  const group = (key: string) => catalogue.find((g) => g.key === key) as MenuEntry;

  it('knows every group once, with the entries of every standard role', () => {
    const keys = catalogue.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    const settings = group('/setting').subMenu?.map((e) => e.key) ?? [];
    expect(settings).toEqual(
      expect.arrayContaining([
        '/accountSetting',
        '/mechanismSetting',
        '/customerServiceGroup',
        '/tenantSetting/list',
        '/billAccount',
      ]),
    );
  });

  it('builds a menu the shell follows: landing and route access', () => {
    let menus: MenuEntry[] = [];
    const settings = group('/setting');
    const users = settings.subMenu?.find((e) => e.key === '/accountSetting') as MenuEntry;
    menus = toggleEntry(menus, settings, users, catalogue);
    menus = toggleGroup(menus, group('/workbench'), catalogue);
    expect(menus.map((g) => g.key)).toEqual(['/workbench', '/setting']);
    expect(landingPath(menus)).toBe('/remoteMeeting/list');
    expect(canAccessPath(menus, '/accountSetting')).toBe(true);
    expect(canAccessPath(menus, '/mechanismSetting')).toBe(false);

    menus = toggleButton(menus, '/setting', '/accountSetting', 'delete');
    expect(menus[1]?.subMenu?.[0]?.buttons).not.toContain('delete');
    menus = toggleEntry(menus, settings, users, catalogue);
    expect(menus.map((g) => g.key)).toEqual(['/workbench']);
    expect(toggleGroup(menus, group('/workbench'), catalogue)).toEqual([]);
  });
});
