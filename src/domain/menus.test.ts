import { describe, expect, it } from 'vitest';
import { agentMenus, canAccessPath, landingPath, menuSegments, orgAdminMenus, platformAdminMenus, tenantAdminMenus } from './menus';

describe('menus', () => {
  it('lands on the first sub-menu of the first menu', () => {
    expect(landingPath(agentMenus)).toBe('/remoteMeeting/list');
    expect(landingPath(tenantAdminMenus)).toBe('/5gTask/list');
    expect(landingPath([{ key: '/accountSetting', pageName: '账号设置' }])).toBe('/accountSetting');
    expect(landingPath([])).toBeNull();
  });

  it('grants a route by its first segment, hidden entries included', () => {
    expect(canAccessPath(agentMenus, '/callRecord/list')).toBe(true);
    expect(canAccessPath(agentMenus, '/exhibitionHall/meetingList/123')).toBe(true);
    expect(canAccessPath(agentMenus, '/tenantSetting/list')).toBe(false);
    expect(canAccessPath(platformAdminMenus, '/tenantSetting/chargeSetting/1/a/b/1/1/m/c/p')).toBe(true);
  });

  it('exempts login, permission denied and the enterprise end page', () => {
    expect(canAccessPath([], '/user/login')).toBe(true);
    expect(canAccessPath([], '/user/permissionDenied')).toBe(true);
    expect(canAccessPath([], '/qwEnd')).toBe(true);
    expect(canAccessPath([], '/accountSetting')).toBe(false);
  });

  it('collects segments from groups and their entries', () => {
    const segments = menuSegments(agentMenus);
    expect(segments.has('remoteMeeting')).toBe(true);
    expect(segments.has('sopIframe')).toBe(true);
  });
});

describe('the same-screen records', () => {
  it('open /recordSameScreen, every record in scope, for admins rather than the agent list /sameScreen', () => {
    for (const menus of [orgAdminMenus, tenantAdminMenus, platformAdminMenus]) {
      const records = menus.find((group) => group.key === '/businessRecord')?.subMenu ?? [];
      expect(records.find((item) => item.pageName === '同屏记录')).toMatchObject({ key: '/recordSameScreen', buttons: ['export'] });
      expect(canAccessPath(menus, '/sameScreenDetails/1/recordSameScreen')).toBe(true);
      expect(canAccessPath(menus, '/sameScreen')).toBe(false);
    }
    expect(canAccessPath(agentMenus, '/recordSameScreen')).toBe(true);
  });
});

describe('the materials', () => {
  it('are granted to agents and admins, without moving the admins landing', () => {
    const paths = ['/materialManagement', '/materialVideo', '/productManagement', '/zhibaoManagement'];
    for (const menus of [agentMenus, orgAdminMenus, tenantAdminMenus, platformAdminMenus]) {
      expect(paths.filter((path) => !canAccessPath(menus, path))).toEqual([]);
    }
    expect(landingPath(orgAdminMenus)).toBe('/5gTask/list');
    expect(landingPath(platformAdminMenus)).toBe('/5gTask/list');
  });
});
