/**
 * The registry of the back-office's pages: every page of spec 1 §2.1 and §2.2, built or still to come.
 * The app's routes (src/App.tsx), the menus offered (offeredMenus in src/domain/menus.ts), the route guard
 * (src/layout/routeAccess.ts, isKnownPath) and the pages to come are all read from here. Data only: the
 * server reads it through src/domain/menus.ts; the screens themselves are named in src/app/screens.tsx.
 */

/** The screens a page can show; src/app/screens.tsx gives each its component. */
export type ScreenName =
  | 'login'
  | 'urlLogin'
  | 'permissionDenied'
  | 'error'
  | 'downloadVideo'
  | 'users'
  | 'userCreate'
  | 'userEdit'
  | 'orgs'
  | 'orgCreate'
  | 'orgEdit'
  | 'tenants'
  | 'tenantCreate'
  | 'tenantEdit'
  | 'charge'
  | 'roles'
  | 'roleCreate'
  | 'roleEdit'
  | 'groups'
  | 'groupCreate'
  | 'groupEdit'
  | 'bills'
  | 'billCreate'
  | 'documents'
  | 'documentEdit'
  | 'videos'
  | 'videoEdit'
  | 'products'
  | 'productCreate'
  | 'productEdit'
  | 'measurements'
  | 'measurementCreate'
  | 'measurementEdit'
  | 'sameScreen'
  | 'sameScreenCreate'
  | 'sameScreenDetail'
  | 'sameScreenRecords'
  | 'wechat'
  | 'callRecords'
  | 'meetings'
  | 'meetingDetail'
  | 'liveRecords'
  | 'liveRecordDetail'
  | 'fiveGSessions'
  | 'fiveGRecords'
  | 'fiveGDetail'
  | 'fiveGMaterials'
  | 'meetingRoom'
  | 'exhibitionHall'
  | 'qwEnd'
  | 'fiveGRoom'
  | 'handset'
  | 'dialer'
  | 'videoTemplates'
  | 'videoTemplateEditor'
  | 'videoTemplateAudits'
  | 'videoTemplateAuditEditor'
  | 'interactionTemplates'
  | 'interactionTemplateDetail'
  | 'materialImages'
  | 'contentTags'
  | 'timesManagement'
  | 'wecomTasks'
  | 'wecomTaskCreate'
  | 'wecomTaskDetail'
  | 'registerStats'
  | 'shareTemplates'
  | 'yxzx'
  | 'yxzxCreate'
  | 'yxzxEdit'
  | 'digitalHumans'
  | 'digitalHumanCreate'
  | 'digitalHumanEdit'
  | 'seatStatus'
  | 'monitoring'
  | 'systemSetting'
  | 'recordSyncs'
  | 'switchingCallConfig'
  | 'messageTemplates'
  | 'videoContents'
  | 'videoContentDetail'
  | 'videoContentAudits'
  | 'sop'
  | 'voiceBots'
  | 'videoBots'
  | 'videoBotDetail'
  | 'botEditor'
  | 'botPreview'
  | 'dynamicTemplates'
  | 'dynamicTemplateEditor'
  | 'dynamicVideos'
  | 'dynamicVideoDetail'
  | 'zgyeMaterials'
  | 'approvedTemplates'
  | 'deliveryTasks'
  | 'deliveryTaskDetail'
  | 'videoData'
  | 'richMediaShare'
  | 'simpleCallFive';

/** Where a page shows: on its own, on its own but signed in, or inside the main layout (menu and header). */
type Frame = 'alone' | 'signedIn' | 'layout';

export interface RoutePage {
  path: string;
  frame: Frame;
  screen: ScreenName;
  /** Every signed-in user may open it, whatever the role's menus. */
  everyone?: true;
}

/** A react-admin resource: its list at /name, create at /name/create, edit at /name/:id, and routes under /name. */
interface ResourcePage {
  resource: string;
  list: ScreenName;
  create?: ScreenName;
  edit?: ScreenName;
  routes?: { path: string; screen: ScreenName }[];
}

const alonePage = (path: string, screen: ScreenName, extra: Partial<RoutePage> = {}): RoutePage => ({
  path,
  frame: 'alone',
  screen,
  ...extra,
});
const signedInPage = (path: string, screen: ScreenName): RoutePage => ({ path, frame: 'signedIn', screen });
const layoutPage = (path: string, screen: ScreenName, extra: Partial<RoutePage> = {}): RoutePage => ({
  path,
  frame: 'layout',
  screen,
  ...extra,
});

/** The 5G call simulator's customer phone and dialer: pages of the app, outside the simulator's /callsvc. */
export const HANDSET_PAGE_PATH = '/handset';
export const DIALER_PAGE_PATH = '/dialer';
/** The handset page of one call: its key stands in for the customer's phone ringing. */
export const handsetLink = (phone: string, handsetKey: string) =>
  `${HANDSET_PAGE_PATH}?${new URLSearchParams({ phone, key: handsetKey }).toString()}`;

/** The pages outside react-admin's resources, in the order the app declares them. */
export const routePages: RoutePage[] = [
  alonePage('/user/login', 'login', { everyone: true }),
  alonePage('/user/permissionDenied', 'permissionDenied', { everyone: true }),
  alonePage('/secretfreelogin', 'urlLogin'),
  alonePage('/secretFreeLogin', 'urlLogin'),
  alonePage('/wechat', 'wechat'),
  signedInPage('/downloadVideo', 'downloadVideo'),
  signedInPage('/exhibitionHall/meetingList/:serviceId?/:token?', 'meetingRoom'),
  signedInPage('/fiveGCall/:serviceId', 'fiveGRoom'),
  layoutPage('/establishSameScreen/:isCopy', 'sameScreenCreate'),
  layoutPage('/sameScreenDetails/:serviceId/:from', 'sameScreenDetail'),
  layoutPage('/error', 'error', { everyone: true }),
  layoutPage('/exhibitionHall/:from', 'exhibitionHall'),
  layoutPage('/qwEnd', 'qwEnd', { everyone: true }),
  alonePage(HANDSET_PAGE_PATH, 'handset'),
  signedInPage(DIALER_PAGE_PATH, 'dialer'),
  layoutPage('/videoTemplate/configList', 'videoTemplates'),
  layoutPage('/videoTemplate/detail/:detailId/:isAudit', 'videoTemplateEditor'),
  layoutPage('/videoTemplate/auditList', 'videoTemplateAudits'),
  layoutPage('/videoTemplateAudit/edit/:templateId/:isAudit?', 'videoTemplateAuditEditor'),
  layoutPage('/interactionTemplate/configList', 'interactionTemplates'),
  layoutPage('/interactionTemplate/configDetail', 'interactionTemplateDetail'),
  layoutPage('/MaterialImageManagement/list/:type', 'materialImages'),
  layoutPage('/TagManagement/list/:type', 'contentTags'),
  layoutPage('/timesManagement', 'timesManagement'),
  layoutPage('/StatisticsRegister', 'registerStats'),
  ...['/wecomMassSendingTask', '/wecomMomentsTask'].flatMap((base) => [
    layoutPage(`${base}/list`, 'wecomTasks'),
    layoutPage(`${base}/create`, 'wecomTaskCreate'),
    layoutPage(`${base}/detail/:id`, 'wecomTaskDetail'),
  ]),
  layoutPage('/fifthGShareTemplate', 'shareTemplates'),
  layoutPage('/SitDownStatusManagement', 'seatStatus'),
  layoutPage('/monitoringData', 'monitoring'),
  layoutPage('/systemSetting', 'systemSetting'),
  layoutPage('/SitDownVideoList', 'recordSyncs'),
  layoutPage('/switchingCallConfig', 'switchingCallConfig'),
  layoutPage('/messageConfig/list', 'messageTemplates'),
  layoutPage('/videoContent/list', 'videoContents'),
  layoutPage('/videoContent/detail/:detailId/:isAudit', 'videoContentDetail'),
  layoutPage('/videoContent/auditList', 'videoContentAudits'),
  layoutPage('/sopIframe/:pageName', 'sop'),
  layoutPage('/VoiceBotManagement/list', 'voiceBots'),
  layoutPage('/VideoBotManagement/list', 'videoBots'),
  layoutPage('/VideoBotManagement/detail/:id', 'videoBotDetail'),
  layoutPage('/VideoBotManagement/editor/:id', 'botEditor'),
  signedInPage('/VideoBotManagement/webPreview', 'botPreview'),
  layoutPage('/DynamicTemplateManagement/list', 'dynamicTemplates'),
  layoutPage('/DynamicTemplateManagement/edit/:templateId/:isAudit?', 'dynamicTemplateEditor'),
  layoutPage('/DynamicVideoManagement/list', 'dynamicVideos'),
  layoutPage('/DynamicVideoManagement/edit/:templateId/:isAudit?', 'dynamicVideoDetail'),
  layoutPage('/zgyeManagement', 'zgyeMaterials'),
  layoutPage('/imageManagement', 'approvedTemplates'),
  ...['/richMediaTask', '/5gTask'].flatMap((base) => [
    layoutPage(`${base}/list`, 'deliveryTasks'),
    layoutPage(`${base}/detail/:taskId`, 'deliveryTaskDetail'),
  ]),
  alonePage('/videoData/:id', 'videoData'),
  alonePage('/richMediaShare', 'richMediaShare'),
  alonePage('/SimpleCallFive/:user/:psd', 'simpleCallFive'),
  alonePage('/SimpleCallFive', 'simpleCallFive'),
];

export const resourcePages: ResourcePage[] = [
  { resource: 'accountSetting', list: 'users', create: 'userCreate', edit: 'userEdit' },
  { resource: 'mechanismSetting', list: 'orgs', create: 'orgCreate', edit: 'orgEdit' },
  {
    resource: 'tenantSetting',
    list: 'tenants',
    create: 'tenantCreate',
    edit: 'tenantEdit',
    routes: [
      { path: 'list', screen: 'tenants' },
      { path: 'chargeSetting/:id/:name/:sys/:audioMin/:videoMin/:message/:compose/:payType', screen: 'charge' },
    ],
  },
  { resource: 'RoleAuthoritySetting', list: 'roles', create: 'roleCreate', edit: 'roleEdit' },
  { resource: 'customerServiceGroup', list: 'groups', create: 'groupCreate', edit: 'groupEdit' },
  { resource: 'billAccount', list: 'bills', create: 'billCreate' },
  { resource: 'materialManagement', list: 'documents', edit: 'documentEdit' },
  { resource: 'materialVideo', list: 'videos', edit: 'videoEdit' },
  { resource: 'productManagement', list: 'products', create: 'productCreate', edit: 'productEdit' },
  { resource: 'zhibaoManagement', list: 'measurements', create: 'measurementCreate', edit: 'measurementEdit' },
  { resource: 'YxzxManagement', list: 'yxzx', create: 'yxzxCreate', edit: 'yxzxEdit' },
  {
    resource: 'digitalHuman',
    list: 'digitalHumans',
    create: 'digitalHumanCreate',
    edit: 'digitalHumanEdit',
    routes: [{ path: 'list', screen: 'digitalHumans' }],
  },
  { resource: 'sameScreen', list: 'sameScreen' },
  { resource: 'recordSameScreen', list: 'sameScreenRecords' },
  { resource: 'callRecord', list: 'callRecords', routes: [{ path: 'list', screen: 'callRecords' }] },
  {
    resource: 'remoteMeeting',
    list: 'meetings',
    routes: [
      { path: 'list', screen: 'meetings' },
      { path: 'detail/:serviceId', screen: 'meetingDetail' },
    ],
  },
  {
    resource: 'liveRecording',
    list: 'liveRecords',
    routes: [
      { path: 'list', screen: 'liveRecords' },
      { path: 'detail/:serviceId', screen: 'liveRecordDetail' },
    ],
  },
  {
    resource: 'fifthGeneration',
    list: 'fiveGSessions',
    routes: [
      { path: 'list', screen: 'fiveGSessions' },
      { path: 'record', screen: 'fiveGRecords' },
      { path: 'detail/:serviceId', screen: 'fiveGDetail' },
    ],
  },
  { resource: 'fifthGenerationManagement', list: 'fiveGMaterials' },
];

/** The paths a resource answers, as react-admin routes them. */
export function resourcePaths(page: ResourcePage): string[] {
  const base = `/${page.resource}`;
  return [
    base,
    ...(page.create ? [`${base}/create`] : []),
    ...(page.edit ? [`${base}/:id`] : []),
    ...(page.routes ?? []).map((route) => `${base}/${route.path}`),
  ];
}

/** Routes whose screens exist: the pages a menu may offer. */
export const builtRoutes: string[] = [...routePages.map((page) => page.path), ...resourcePages.flatMap(resourcePaths)];

/** Paths every signed-in user may open, whatever the menu. */
export const everyonePaths: string[] = routePages.filter((page) => page.everyone).map((page) => page.path);

/**
 * The pages still to come: each names the area that will build it; until then no menu offers it and the
 * app treats it as unknown. A screen that lands moves its page from here into the lists above.
 */
type Area = 'administration' | 'workbench' | 'meetingHall' | 'content' | 'fiveG';

interface PendingRoute {
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
  ...alone('workbench', [['/user/loginWechat', '企业微信登录']]),
  ...alone('content', [['/richMedia', '富媒体']]),
  ...inLayout('content', [
    ['/digitalHuman/numberObserve/:resWebId', '数字人观测'],
    ['/digitalModalIframe', '数字人'],
    ['/tts/ttsManagement', '语音合成'],
    ['/groupManagement', '分组管理'],
    ['/imageAllocation', '形象分配'],
    ['/imageAllocationEdit', '形象分配编辑'],
  ]),
];
