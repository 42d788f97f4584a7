import { describe, expect, it } from 'vitest';
import { builtRoutes } from './pages';
import {
  agentMenus,
  canAccessPath,
  isKnownPath,
  leadsToRoute,
  menuSegments,
  menusInTenantWords,
  offeredMenus,
  orgAdminMenus,
  platformAdminMenus,
  tenantAdminMenus,
  type MenuEntry,
} from './menus';
import { landingPath, shownMenus } from './landing';

const entry = (key: string): MenuEntry => ({ key, pageName: key });

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
      expect(records.find((item) => item.pageName === '同屏记录')).toMatchObject({
        key: '/recordSameScreen',
        buttons: ['export'],
      });
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

describe('the menus offered today', () => {
  const standard = { agentMenus, orgAdminMenus, tenantAdminMenus, platformAdminMenus };
  const keys = (menus: readonly MenuEntry[]): string[] =>
    menus.flatMap((item) => (item.subMenu ? keys(item.subMenu) : [item.key]));

  it('leave out entries of pages not built yet, and groups left empty', () => {
    const built = ['/remoteMeeting/list', '/exhibitionHall/meetingList/:serviceId?/:token?', '/accountSetting'];
    const menus: MenuEntry[] = [
      {
        key: '/workbench',
        pageName: '工作台',
        subMenu: [
          entry('/remoteMeeting/list'),
          entry('/fifthGeneration/list'),
          { ...entry('/exhibitionHall/meetingList'), hideInMenu: true },
        ],
      },
      { key: '/sop', pageName: 'SOP管理', subMenu: [entry('/sopIframe/template')] },
      entry('/accountSetting'),
      entry('/monitoringData'),
    ];
    expect(keys(offeredMenus(menus, built))).toEqual([
      '/remoteMeeting/list',
      '/exhibitionHall/meetingList',
      '/accountSetting',
    ]);
    expect(offeredMenus(menus, built).map((item) => item.key)).toEqual(['/workbench', '/accountSetting']);
  });

  it('take a key as the start of a route whose parameters stand for any segment', () => {
    const built = ['/tenantSetting/chargeSetting/:id/:name', '/exhibitionHall/:from'];
    expect(
      keys(
        offeredMenus(
          [entry('/tenantSetting/chargeSetting'), entry('/exhibitionHall/sameScreen'), entry('/tenantSetting/other')],
          built,
        ),
      ),
    ).toEqual(['/tenantSetting/chargeSetting', '/exhibitionHall/sameScreen']);
  });

  it('land every standard role on a built page and keep its access to built pages', () => {
    for (const [name, menus] of Object.entries(standard)) {
      const offered = offeredMenus(menus);
      expect(
        keys(offered).filter((key) => !leadsToRoute(key, builtRoutes)),
        name,
      ).toEqual([]);
      expect(
        builtRoutes.some((route) => route.startsWith(landingPath(offered) ?? '-')),
        name,
      ).toBe(true);
    }
    expect(landingPath(offeredMenus(agentMenus))).toBe('/remoteMeeting/list');
    expect(landingPath(offeredMenus(platformAdminMenus))).toBe('/5gTask/list');
    expect(canAccessPath(offeredMenus(platformAdminMenus), '/tenantSetting/chargeSetting/1/a/b/1/1/m/c/p')).toBe(true);
    expect(canAccessPath(offeredMenus(agentMenus), '/exhibitionHall/meetingList/123')).toBe(true);
  });

  it('show a group only with an entry it shows', () => {
    const menus: MenuEntry[] = [
      { key: '/hidden', pageName: '隐藏', subMenu: [{ ...entry('/sameScreen'), hideInMenu: true }] },
      { key: '/setting', pageName: '设置', subMenu: [entry('/accountSetting')] },
    ];
    expect(shownMenus(menus).map((item) => item.key)).toEqual(['/setting']);
    expect(landingPath(menus)).toBe('/accountSetting');
  });

  it('tell a path of a page of ours from an unknown one by its first segment', () => {
    expect(isKnownPath('/tenantSetting/list')).toBe(true);
    expect(isKnownPath('/accountSetting/12/edit')).toBe(true);
    expect(isKnownPath('/no/such/page')).toBe(false);
    expect(isKnownPath('/messageConfig/list')).toBe(true);
  });
});

describe("the menus in the tenant's words", () => {
  it('name the remote meetings 远程同屏 for the video-sales tenant only', () => {
    const names = (tenantCode: string) =>
      menusInTenantWords(agentMenus, tenantCode).flatMap((group) => (group.subMenu ?? []).map((item) => item.pageName));
    expect(names('cmb_videoSells')).toContain('远程同屏');
    expect(names('cmb_videoSells')).not.toContain('远程会议');
    expect(names('demo')).toContain('远程会议');
  });

  it('give the video-sales tenant one list of its measurement links, 链接素材, and no 测评素材 listing them again', () => {
    const keys = (tenantCode: string) =>
      menusInTenantWords(agentMenus, tenantCode).flatMap((group) => (group.subMenu ?? []).map((item) => item.key));
    expect(keys('cmb_videoSells')).toContain('/productManagement');
    expect(keys('cmb_videoSells')).not.toContain('/zhibaoManagement');
    expect(keys('demo')).toEqual(expect.arrayContaining(['/productManagement', '/zhibaoManagement']));
  });
});
