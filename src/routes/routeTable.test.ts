import { describe, expect, it } from 'vitest';
import { builtRoutes, pendingRoutes } from './routeTable';

/** Spec 1 §2.1 and §2.2, as written there. */
const specRoutes = [
  '/user/permissionDenied', '/user/login', '/wechat', '/exhibitionHall/meetingList/:serviceId?/:token?', '/fiveGCall/:serviceId',
  '/user/loginWechat', '/secretfreelogin', '/richMedia', '/VideoBotManagement/webPreview', '/richMediaShare',
  '/SimpleCallFive/:user/:psd', '/downloadVideo',
  '/remoteMeeting/list', '/remoteMeeting/detail/:serviceId', '/liveRecording/list', '/liveRecording/detail/:serviceId',
  '/exhibitionHall/:from', '/callRecord/list', '/recordSameScreen', '/sameScreen', '/establishSameScreen/:isCopy',
  '/sameScreenDetails/:serviceId/:from', '/5gTask/list', '/5gTask/detail/:taskId', '/fifthGeneration/list',
  '/fifthGeneration/record', '/fifthGeneration/detail/:serviceId', '/fifthGenerationManagement', '/fifthGShareTemplate',
  '/SimpleCallFive', '/richMediaTask/list', '/richMediaTask/detail/:taskId', '/videoTemplate/configList',
  '/videoTemplate/detail/:detailId/:isAudit', '/videoContent/list', '/videoContent/detail/:detailId/:isAudit',
  '/interactionTemplate/configList', '/interactionTemplate/configDetail', '/videoTemplate/auditList', '/videoContent/auditList',
  '/videoTemplateAudit/edit/:templateId/:isAudit?', '/DynamicTemplateManagement/list',
  '/DynamicTemplateManagement/edit/:templateId/:isAudit?', '/DynamicVideoManagement/list',
  '/DynamicVideoManagement/edit/:templateId/:isAudit?', '/TagManagement/list/:type', '/MaterialImageManagement/list/:type',
  '/videoData/:id', '/materialVideo', '/materialManagement', '/productManagement', '/zgyeManagement', '/YxzxManagement',
  '/zhibaoManagement', '/digitalHuman/list', '/digitalHuman/numberObserve/:resWebId', '/digitalModalIframe',
  '/tts/ttsManagement', '/imageManagement', '/groupManagement', '/imageAllocation', '/imageAllocationEdit',
  '/VoiceBotManagement/list', '/VideoBotManagement/list', '/VideoBotManagement/detail/:id', '/VideoBotManagement/editor/:id',
  '/wecomMassSendingTask/list', '/wecomMassSendingTask/create', '/wecomMassSendingTask/detail/:id', '/wecomMomentsTask/list',
  '/wecomMomentsTask/create', '/wecomMomentsTask/detail/:id', '/accountSetting', '/systemSetting', '/customerServiceGroup',
  '/tenantSetting/list', '/tenantSetting/chargeSetting/:id/:name/:sys/:audioMin/:videoMin/:message/:compose/:payType',
  '/RoleAuthoritySetting', '/mechanismSetting', '/StatisticsRegister', '/monitoringData', '/switchingCallConfig',
  '/SitDownStatusManagement', '/SitDownVideoList', '/messageConfig/list', '/timesManagement', '/qwEnd',
  '/sopIframe/:pageName', '/error', '/secretFreeLogin',
];

/** The routes still waiting for their screens. A screen that lands removes its route here and there. */
const stillPending = {
  administration: [] as string[],
  workbench: 1,
  meetingHall: 0,
  fiveG: 10,
  content: 50,
};

describe('the route table', () => {
  it('has every route of spec 1 §2.1 and §2.2', () => {
    const known = new Set([...builtRoutes, ...pendingRoutes.map((r) => r.path)]);
    expect(specRoutes.filter((path) => !known.has(path))).toEqual([]);
  });

  it('lists the routes still waiting for their screens', () => {
    const byArea = (area: string) => pendingRoutes.filter((r) => r.area === area).map((r) => r.path);
    expect(byArea('administration')).toEqual(stillPending.administration);
    expect(byArea('workbench')).toHaveLength(stillPending.workbench);
    expect(byArea('meetingHall')).toHaveLength(stillPending.meetingHall);
    expect(byArea('fiveG')).toHaveLength(stillPending.fiveG);
    expect(byArea('content')).toHaveLength(stillPending.content);
  });

  it('does not list a route twice', () => {
    const paths = pendingRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
