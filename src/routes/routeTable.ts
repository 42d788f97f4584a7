/**
 * Every route of spec 1 §2.1 and §2.2. A route whose screen is not built yet names the area that will
 * build it; until then no menu offers it and the app treats it as unknown. A test lists them, so this
 * list only shrinks. Menus offer only the built routes (offeredMenus in src/domain/menus.ts).
 */
export type Area = 'administration' | 'workbench' | 'meetingHall' | 'content' | 'fiveG';

export interface PendingRoute {
  path: string;
  page: string;
  area: Area;
  /** Inside the main layout (menu and header) or on its own. */
  layout: boolean;
}

const inLayout = (area: Area, entries: [string, string][]): PendingRoute[] =>
  entries.map(([path, page]) => ({ path, page, area, layout: true }));
const alone = (area: Area, entries: [string, string][]): PendingRoute[] =>
  entries.map(([path, page]) => ({ path, page, area, layout: false }));

export const pendingRoutes: PendingRoute[] = [
  ...alone('workbench', [
    ['/user/loginWechat', '企业微信登录'],
  ]),
  ...alone('fiveG', [
    ['/fiveGCall/:serviceId', '5G通话'],
    ['/SimpleCallFive/:user/:psd', '5G互动视频营销平台'],
  ]),
  ...alone('content', [
    ['/richMedia', '富媒体'],
    ['/VideoBotManagement/webPreview', '视频机器人预览'],
    ['/richMediaShare', '富媒体分享'],
  ]),
  ...inLayout('fiveG', [
    ['/5gTask/list', '5G任务'],
    ['/5gTask/detail/:taskId', '5G任务详情'],
    ['/fifthGeneration/list', '5G会话'],
    ['/fifthGeneration/record', '5G记录'],
    ['/fifthGeneration/detail/:serviceId', '5G详情'],
    ['/fifthGenerationManagement', '5G素材'],
    ['/fifthGShareTemplate', '5G分享模板'],
    ['/SimpleCallFive', '5G任务'],
  ]),
  ...inLayout('content', [
    ['/richMediaTask/list', '富媒体任务'],
    ['/richMediaTask/detail/:taskId', '富媒体任务详情'],
    ['/videoTemplate/configList', '视频模板配置'],
    ['/videoTemplate/detail/:detailId/:isAudit', '视频模板详情'],
    ['/videoContent/list', '视频内容'],
    ['/videoContent/detail/:detailId/:isAudit', '视频内容详情'],
    ['/interactionTemplate/configList', '互动模板配置'],
    ['/interactionTemplate/configDetail', '互动模板详情'],
    ['/videoTemplate/auditList', '视频模板审核'],
    ['/videoContent/auditList', '视频内容审核'],
    ['/videoTemplateAudit/edit/:templateId/:isAudit?', '模板审核编辑'],
    ['/DynamicTemplateManagement/list', '动态模板'],
    ['/DynamicTemplateManagement/edit/:templateId/:isAudit?', '动态模板编辑'],
    ['/DynamicVideoManagement/list', '动态视频'],
    ['/DynamicVideoManagement/edit/:templateId/:isAudit?', '动态视频编辑'],
    ['/TagManagement/list/:type', '标签管理'],
    ['/MaterialImageManagement/list/:type', '素材图片'],
    ['/videoData/:id', '视频数据'],
    ['/zgyeManagement', '展业素材'],
    ['/YxzxManagement', '营销中心'],
    ['/digitalHuman/list', '数字人素材'],
    ['/digitalHuman/numberObserve/:resWebId', '数字人观测'],
    ['/digitalModalIframe', '数字人'],
    ['/tts/ttsManagement', '语音合成'],
    ['/imageManagement', '数字人模板'],
    ['/groupManagement', '分组管理'],
    ['/imageAllocation', '形象分配'],
    ['/imageAllocationEdit', '形象分配编辑'],
    ['/VoiceBotManagement/list', '语音机器人'],
    ['/VideoBotManagement/list', '视频机器人'],
    ['/VideoBotManagement/detail/:id', '视频机器人详情'],
    ['/VideoBotManagement/editor/:id', '视频机器人编辑'],
    ['/wecomMassSendingTask/list', '企微群发任务'],
    ['/wecomMassSendingTask/create', '新建企微群发任务'],
    ['/wecomMassSendingTask/detail/:id', '企微群发任务详情'],
    ['/wecomMomentsTask/list', '企微朋友圈任务'],
    ['/wecomMomentsTask/create', '新建企微朋友圈任务'],
    ['/wecomMomentsTask/detail/:id', '企微朋友圈任务详情'],
    ['/StatisticsRegister', '注册统计'],
    ['/monitoringData', '监控统计'],
    ['/switchingCallConfig', '转人工配置'],
    ['/SitDownStatusManagement', '坐席状态'],
    ['/SitDownVideoList', '录制队列'],
    ['/messageConfig/list', '消息配置'],
    ['/timesManagement', '时段管理'],
    ['/sopIframe/:pageName', 'SOP'],
    ['/systemSetting', '系统设置'],
  ]),
];

/** Routes whose screens exist (rendered in App.tsx): the pages a menu may offer. */
export const builtRoutes = ['/downloadVideo', '/error', '/exhibitionHall/meetingList/:serviceId?/:token?', '/exhibitionHall/:from', '/qwEnd', '/user/login', '/user/permissionDenied', '/secretfreelogin', '/secretFreeLogin', '/accountSetting', '/mechanismSetting',
  '/RoleAuthoritySetting', '/customerServiceGroup', '/billAccount', '/tenantSetting/list', '/tenantSetting/chargeSetting/:id/:name/:sys/:audioMin/:videoMin/:message/:compose/:payType',
  '/materialManagement', '/materialVideo', '/productManagement', '/zhibaoManagement',
  '/wechat', '/sameScreen', '/establishSameScreen/:isCopy', '/sameScreenDetails/:serviceId/:from', '/recordSameScreen',
  '/remoteMeeting/list', '/remoteMeeting/detail/:serviceId', '/liveRecording/list', '/liveRecording/detail/:serviceId', '/callRecord/list'];
