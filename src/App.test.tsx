// @vitest-environment jsdom
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { landOnFirstPage } from './layout/LandingRedirect';
import { clearSession, storeAgent } from './session/session';
import type { AgentRecord } from './schemas/api';
import {
  agentMenus,
  leadsToRoute,
  offeredMenus,
  orgAdminMenus,
  platformAdminMenus,
  tenantAdminMenus,
  type MenuEntry,
} from './domain/menus';
import { landingPath } from './domain/landing';
import { builtRoutes, pendingRoutes } from './domain/pages';

/** Spec 1 §2.1 and §2.2, as written there. */
const specRoutes = [
  '/user/permissionDenied',
  '/user/login',
  '/wechat',
  '/exhibitionHall/meetingList/:serviceId?/:token?',
  '/fiveGCall/:serviceId',
  '/user/loginWechat',
  '/secretfreelogin',
  '/richMedia',
  '/VideoBotManagement/webPreview',
  '/richMediaShare',
  '/SimpleCallFive/:user/:psd',
  '/downloadVideo',
  '/remoteMeeting/list',
  '/remoteMeeting/detail/:serviceId',
  '/liveRecording/list',
  '/liveRecording/detail/:serviceId',
  '/exhibitionHall/:from',
  '/callRecord/list',
  '/recordSameScreen',
  '/sameScreen',
  '/establishSameScreen/:isCopy',
  '/sameScreenDetails/:serviceId/:from',
  '/5gTask/list',
  '/5gTask/detail/:taskId',
  '/fifthGeneration/list',
  '/fifthGeneration/record',
  '/fifthGeneration/detail/:serviceId',
  '/fifthGenerationManagement',
  '/fifthGShareTemplate',
  '/SimpleCallFive',
  '/richMediaTask/list',
  '/richMediaTask/detail/:taskId',
  '/videoTemplate/configList',
  '/videoTemplate/detail/:detailId/:isAudit',
  '/videoContent/list',
  '/videoContent/detail/:detailId/:isAudit',
  '/interactionTemplate/configList',
  '/interactionTemplate/configDetail',
  '/videoTemplate/auditList',
  '/videoContent/auditList',
  '/videoTemplateAudit/edit/:templateId/:isAudit?',
  '/DynamicTemplateManagement/list',
  '/DynamicTemplateManagement/edit/:templateId/:isAudit?',
  '/DynamicVideoManagement/list',
  '/DynamicVideoManagement/edit/:templateId/:isAudit?',
  '/TagManagement/list/:type',
  '/MaterialImageManagement/list/:type',
  '/videoData/:id',
  '/materialVideo',
  '/materialManagement',
  '/productManagement',
  '/zgyeManagement',
  '/YxzxManagement',
  '/zhibaoManagement',
  '/digitalHuman/list',
  '/digitalHuman/numberObserve/:resWebId',
  '/digitalModalIframe',
  '/tts/ttsManagement',
  '/imageManagement',
  '/groupManagement',
  '/imageAllocation',
  '/imageAllocationEdit',
  '/VoiceBotManagement/list',
  '/VideoBotManagement/list',
  '/VideoBotManagement/detail/:id',
  '/VideoBotManagement/editor/:id',
  '/wecomMassSendingTask/list',
  '/wecomMassSendingTask/create',
  '/wecomMassSendingTask/detail/:id',
  '/wecomMomentsTask/list',
  '/wecomMomentsTask/create',
  '/wecomMomentsTask/detail/:id',
  '/accountSetting',
  '/systemSetting',
  '/customerServiceGroup',
  '/tenantSetting/list',
  '/tenantSetting/chargeSetting/:id/:name/:sys/:audioMin/:videoMin/:message/:compose/:payType',
  '/RoleAuthoritySetting',
  '/mechanismSetting',
  '/StatisticsRegister',
  '/monitoringData',
  '/switchingCallConfig',
  '/SitDownStatusManagement',
  '/SitDownVideoList',
  '/messageConfig/list',
  '/timesManagement',
  '/qwEnd',
  '/sopIframe/:pageName',
  '/error',
  '/secretFreeLogin',
];

type Props = { children?: ReactNode; path?: string; name?: string; list?: unknown; create?: unknown; edit?: unknown };

/** The paths the app's route elements answer, read from the element tree App renders. */
function renderedPaths(node: ReactNode, base = ''): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const { props, type } = child as ReactElement<Props>;
    if (type === Route) return [`${base}/${props.path ?? ''}`.replace(/\/+/g, '/')];
    if (type === Resource) {
      const own = `/${props.name ?? ''}`;
      const views = [
        ...(props.list ? [own] : []),
        ...(props.create ? [`${own}/create`] : []),
        ...(props.edit ? [`${own}/:id`] : []),
      ];
      return [...views, ...renderedPaths(props.children, own)];
    }
    if (type === CustomRoutes) return renderedPaths(props.children, base);
    return renderedPaths(props.children, base);
  });
}

const rendered = renderedPaths(App());
const pending = pendingRoutes.map((r) => r.path);
const standardMenus = { agentMenus, orgAdminMenus, tenantAdminMenus, platformAdminMenus };
const leaves = (menus: readonly MenuEntry[]): string[] =>
  menus.flatMap((item) => (item.subMenu ? leaves(item.subMenu) : [item.key]));

describe('the pages of the app', () => {
  it('are what the app renders, each once', () => {
    expect(rendered).toContain('/user/login');
    expect(rendered).toContain('/accountSetting/:id');
    expect(new Set(rendered).size).toBe(rendered.length);
    expect([...rendered].sort()).toEqual([...builtRoutes].sort());
  });

  it('cover every route of spec 1 §2.1 and §2.2, rendered or still to come', () => {
    const known = new Set([...rendered, ...pending]);
    expect(specRoutes.filter((path) => !known.has(path))).toEqual([]);
    expect(pending.filter((path) => !specRoutes.includes(path))).toEqual([]);
  });

  it('list a page still to come only while the app does not render it, and once', () => {
    expect(pending.filter((path) => rendered.includes(path))).toEqual([]);
    expect(new Set(pending).size).toBe(pending.length);
  });

  it('back every menu entry: with a rendered page, or a page still to come', () => {
    for (const [name, menus] of Object.entries(standardMenus)) {
      expect(
        leaves(menus).filter((key) => !leadsToRoute(key, [...rendered, ...pending])),
        name,
      ).toEqual([]);
    }
  });

  it('back every entry a menu offers today with a rendered page, the landing page included', () => {
    for (const [name, menus] of Object.entries(standardMenus)) {
      const offered = offeredMenus(menus);
      expect(
        leaves(offered).filter((key) => !leadsToRoute(key, rendered)),
        name,
      ).toEqual([]);
      expect(leadsToRoute(landingPath(offered) ?? '-', rendered), name).toBe(true);
    }
  });
});

describe('a fresh load of "/"', () => {
  const signIn = (menus: MenuEntry[]) => {
    document.cookie = 'token=t; path=/';
    storeAgent({
      _id: 'a1',
      loginName: 'agent',
      agentRole: { level: '1', menus },
      tenant: null,
    } as unknown as AgentRecord);
  };
  afterEach(() => {
    clearSession();
    window.history.replaceState(null, '', '/');
  });

  it('starts at the landing page of the signed-in role before the app draws', () => {
    signIn(agentMenus);
    window.history.replaceState(null, '', '/');
    landOnFirstPage();
    expect(window.location.pathname).toBe(landingPath(agentMenus));
    expect(window.location.pathname).not.toBe('/');
  });

  it('leaves any other page, and "/" without a session, where they are', () => {
    signIn(agentMenus);
    window.history.replaceState(null, '', '/callRecord/list');
    landOnFirstPage();
    expect(window.location.pathname).toBe('/callRecord/list');
    clearSession();
    window.history.replaceState(null, '', '/');
    landOnFirstPage();
    expect(window.location.pathname).toBe('/');
  });
});
