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
  | 'ssoCallback'
  | 'wecomLogin'
  | 'wecomSimulator'
  | 'permissionDenied'
  | 'error'
  | 'downloadVideo'
  | 'tenants'
  | 'charge'
  | 'sameScreenCreate'
  | 'sameScreenDetail'
  | 'wechat'
  | 'callRecords'
  | 'meetings'
  | 'meetingDetail'
  | 'liveRecords'
  | 'liveRecordDetail'
  | 'fiveGSessions'
  | 'fiveGRecords'
  | 'fiveGDetail'
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
  | 'digitalHumans'
  | 'digitalHumanObserve'
  | 'digitalHumanPlayer'
  | 'seatStatus'
  | 'monitoring'
  | 'systemSetting'
  | 'accessLog'
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
  | 'richMedia'
  | 'simpleCallFive'
  | 'avatars'
  | 'avatarAllotment'
  | 'avatarGroups'
  | 'voices';

/** Where a page shows: on its own, on its own but signed in, or inside the main layout (menu and header). */
type Frame = 'alone' | 'signedIn' | 'layout';

export interface RoutePage<P extends string = string> {
  path: P;
  frame: Frame;
  screen: ScreenName;
  /** Every signed-in user may open it, whatever the role's menus. */
  everyone?: true;
}

/**
 * A page of a react-admin resource, named by its path's first segment: the list at /name, create at
 * /name/create and edit at /name/:id are views the resource's folder gives (its ResourceProps); any other
 * page under /name is a route of the resource, with its screen.
 */
interface ResourcePageOf<P extends string = string> {
  path: P;
  frame: 'resource';
  screen?: ScreenName;
}

/** A resource as the App declares it: its name and the routes under it besides its views. */
interface ResourcePage {
  resource: string;
  routes: { path: string; screen: ScreenName }[];
}

const page =
  (frame: Frame) =>
  <const P extends `/${string}`>(path: P, screen: ScreenName, everyone?: 'everyone'): RoutePage<P> => ({
    path,
    frame,
    screen,
    ...(everyone ? { everyone: true } : {}),
  });
const alonePage = page('alone');
const signedInPage = page('signedIn');
const layoutPage = page('layout');
const resourceView = <const P extends `/${string}`>(path: P): ResourcePageOf<P> => ({ path, frame: 'resource' });
const resourceRoute = <const P extends `/${string}`>(path: P, screen: ScreenName): ResourcePageOf<P> => ({
  path,
  frame: 'resource',
  screen,
});

/** A page of the customer's app (src/customer): no sign-in, no back-office; that app routes it. */
interface CustomerPage<P extends string = string> {
  path: P;
  frame: 'customer';
}
const customerPage = <const P extends `/${string}`>(path: P): CustomerPage<P> => ({ path, frame: 'customer' });

/**
 * Every page by the name links use (pageLink): each path is written here and nowhere else. The back-office's
 * pages outside react-admin's resources come first, in the order the app declares them; the customer's last
 * (/videoData/:id is both apps' page: the back-office's route serves it, and the customer's bundle draws it).
 */
const pages = {
  login: alonePage('/user/login', 'login', 'everyone'),
  permissionDenied: alonePage('/user/permissionDenied', 'permissionDenied', 'everyone'),
  urlLogin: alonePage('/secretfreelogin', 'urlLogin'),
  urlLoginCamel: alonePage('/secretFreeLogin', 'urlLogin'),
  ssoCallback: alonePage('/user/sso/:kind', 'ssoCallback'),
  wecomLogin: alonePage('/user/loginWechat', 'wecomLogin'),
  wecomSimulator: alonePage('/wecomSimulator/authorize', 'wecomSimulator'),
  wechat: alonePage('/wechat', 'wechat'),
  downloadVideo: signedInPage('/downloadVideo', 'downloadVideo'),
  meetingHall: signedInPage('/exhibitionHall/meetingList/:serviceId?/:token?', 'meetingRoom'),
  fiveGRoom: signedInPage('/fiveGCall/:serviceId', 'fiveGRoom'),
  sameScreenCreate: layoutPage('/establishSameScreen/:isCopy', 'sameScreenCreate'),
  sameScreenDetail: layoutPage('/sameScreenDetails/:serviceId/:from', 'sameScreenDetail'),
  error: layoutPage('/error', 'error', 'everyone'),
  exhibitionHall: layoutPage('/exhibitionHall/:from', 'exhibitionHall'),
  qwEnd: layoutPage('/qwEnd', 'qwEnd', 'everyone'),
  handset: alonePage('/handset', 'handset'),
  dialer: signedInPage('/dialer', 'dialer'),
  videoTemplates: layoutPage('/videoTemplate/configList', 'videoTemplates'),
  videoTemplateEditor: layoutPage('/videoTemplate/detail/:detailId/:isAudit', 'videoTemplateEditor'),
  videoTemplateAudits: layoutPage('/videoTemplate/auditList', 'videoTemplateAudits'),
  videoTemplateAuditEditor: layoutPage('/videoTemplateAudit/edit/:templateId/:isAudit?', 'videoTemplateAuditEditor'),
  interactionTemplates: layoutPage('/interactionTemplate/configList', 'interactionTemplates'),
  interactionTemplateDetail: layoutPage('/interactionTemplate/configDetail', 'interactionTemplateDetail'),
  materialImages: layoutPage('/MaterialImageManagement/list/:type', 'materialImages'),
  contentTags: layoutPage('/TagManagement/list/:type', 'contentTags'),
  timesManagement: layoutPage('/timesManagement', 'timesManagement'),
  registerStats: layoutPage('/StatisticsRegister', 'registerStats'),
  wecomMassTasks: layoutPage('/wecomMassSendingTask/list', 'wecomTasks'),
  wecomMassTaskCreate: layoutPage('/wecomMassSendingTask/create', 'wecomTaskCreate'),
  wecomMassTaskDetail: layoutPage('/wecomMassSendingTask/detail/:id', 'wecomTaskDetail'),
  wecomMomentsTasks: layoutPage('/wecomMomentsTask/list', 'wecomTasks'),
  wecomMomentsTaskCreate: layoutPage('/wecomMomentsTask/create', 'wecomTaskCreate'),
  wecomMomentsTaskDetail: layoutPage('/wecomMomentsTask/detail/:id', 'wecomTaskDetail'),
  shareTemplates: layoutPage('/fifthGShareTemplate', 'shareTemplates'),
  seatStatus: layoutPage('/SitDownStatusManagement', 'seatStatus'),
  monitoring: layoutPage('/monitoringData', 'monitoring'),
  systemSetting: layoutPage('/systemSetting', 'systemSetting'),
  accessLog: layoutPage('/accessLog', 'accessLog'),
  recordSyncs: layoutPage('/SitDownVideoList', 'recordSyncs'),
  switchingCallConfig: layoutPage('/switchingCallConfig', 'switchingCallConfig'),
  messageTemplates: layoutPage('/messageConfig/list', 'messageTemplates'),
  videoContents: layoutPage('/videoContent/list', 'videoContents'),
  videoContentDetail: layoutPage('/videoContent/detail/:detailId/:isAudit', 'videoContentDetail'),
  videoContentAudits: layoutPage('/videoContent/auditList', 'videoContentAudits'),
  sop: layoutPage('/sopIframe/:pageName', 'sop'),
  voiceBots: layoutPage('/VoiceBotManagement/list', 'voiceBots'),
  videoBots: layoutPage('/VideoBotManagement/list', 'videoBots'),
  videoBotDetail: layoutPage('/VideoBotManagement/detail/:id', 'videoBotDetail'),
  botEditor: layoutPage('/VideoBotManagement/editor/:id', 'botEditor'),
  botPreview: signedInPage('/VideoBotManagement/webPreview', 'botPreview'),
  dynamicTemplates: layoutPage('/DynamicTemplateManagement/list', 'dynamicTemplates'),
  dynamicTemplateEditor: layoutPage('/DynamicTemplateManagement/edit/:templateId/:isAudit?', 'dynamicTemplateEditor'),
  dynamicVideos: layoutPage('/DynamicVideoManagement/list', 'dynamicVideos'),
  dynamicVideoDetail: layoutPage('/DynamicVideoManagement/edit/:templateId/:isAudit?', 'dynamicVideoDetail'),
  zgyeMaterials: layoutPage('/zgyeManagement', 'zgyeMaterials'),
  approvedTemplates: layoutPage('/imageManagement', 'approvedTemplates'),
  avatars: layoutPage('/imageAllocation', 'avatars'),
  avatarAllotment: layoutPage('/imageAllocationEdit', 'avatarAllotment'),
  avatarGroups: layoutPage('/groupManagement', 'avatarGroups'),
  voices: layoutPage('/tts/ttsManagement', 'voices'),
  richMediaTasks: layoutPage('/richMediaTask/list', 'deliveryTasks'),
  richMediaTaskDetail: layoutPage('/richMediaTask/detail/:taskId', 'deliveryTaskDetail'),
  fiveGTasks: layoutPage('/5gTask/list', 'deliveryTasks'),
  fiveGTaskDetail: layoutPage('/5gTask/detail/:taskId', 'deliveryTaskDetail'),
  videoData: alonePage('/videoData/:id', 'videoData'),
  richMediaShare: alonePage('/richMediaShare', 'richMediaShare'),
  digitalHumanPlayer: alonePage('/digitalModalIframe', 'digitalHumanPlayer'),
  richMedia: signedInPage('/richMedia', 'richMedia', 'everyone'),
  simpleCallFiveSignIn: alonePage('/SimpleCallFive/:user/:psd', 'simpleCallFive'),
  simpleCallFive: alonePage('/SimpleCallFive', 'simpleCallFive'),

  users: resourceView('/accountSetting'),
  userCreate: resourceView('/accountSetting/create'),
  userEdit: resourceView('/accountSetting/:id'),
  orgs: resourceView('/mechanismSetting'),
  orgCreate: resourceView('/mechanismSetting/create'),
  orgEdit: resourceView('/mechanismSetting/:id'),
  tenantsRoot: resourceView('/tenantSetting'),
  tenantCreate: resourceView('/tenantSetting/create'),
  tenantEdit: resourceView('/tenantSetting/:id'),
  tenants: resourceRoute('/tenantSetting/list', 'tenants'),
  charge: resourceRoute(
    '/tenantSetting/chargeSetting/:id/:name/:sys/:audioMin/:videoMin/:message/:compose/:payType',
    'charge',
  ),
  roles: resourceView('/RoleAuthoritySetting'),
  roleCreate: resourceView('/RoleAuthoritySetting/create'),
  roleEdit: resourceView('/RoleAuthoritySetting/:id'),
  groups: resourceView('/customerServiceGroup'),
  groupCreate: resourceView('/customerServiceGroup/create'),
  groupEdit: resourceView('/customerServiceGroup/:id'),
  bills: resourceView('/billAccount'),
  billCreate: resourceView('/billAccount/create'),
  documents: resourceView('/materialManagement'),
  documentEdit: resourceView('/materialManagement/:id'),
  videos: resourceView('/materialVideo'),
  videoEdit: resourceView('/materialVideo/:id'),
  products: resourceView('/productManagement'),
  productCreate: resourceView('/productManagement/create'),
  productEdit: resourceView('/productManagement/:id'),
  measurements: resourceView('/zhibaoManagement'),
  measurementCreate: resourceView('/zhibaoManagement/create'),
  measurementEdit: resourceView('/zhibaoManagement/:id'),
  yxzx: resourceView('/YxzxManagement'),
  yxzxCreate: resourceView('/YxzxManagement/create'),
  yxzxEdit: resourceView('/YxzxManagement/:id'),
  digitalHumansRoot: resourceView('/digitalHuman'),
  digitalHumanCreate: resourceView('/digitalHuman/create'),
  digitalHumanEdit: resourceView('/digitalHuman/:id'),
  digitalHumans: resourceRoute('/digitalHuman/list', 'digitalHumans'),
  digitalHumanObserve: resourceRoute('/digitalHuman/numberObserve/:resWebId', 'digitalHumanObserve'),
  sameScreen: resourceView('/sameScreen'),
  sameScreenRecords: resourceView('/recordSameScreen'),
  callRecordsRoot: resourceView('/callRecord'),
  callRecords: resourceRoute('/callRecord/list', 'callRecords'),
  meetingsRoot: resourceView('/remoteMeeting'),
  meetings: resourceRoute('/remoteMeeting/list', 'meetings'),
  meetingDetail: resourceRoute('/remoteMeeting/detail/:serviceId', 'meetingDetail'),
  liveRecordsRoot: resourceView('/liveRecording'),
  liveRecords: resourceRoute('/liveRecording/list', 'liveRecords'),
  liveRecordDetail: resourceRoute('/liveRecording/detail/:serviceId', 'liveRecordDetail'),
  fiveGSessionsRoot: resourceView('/fifthGeneration'),
  fiveGSessions: resourceRoute('/fifthGeneration/list', 'fiveGSessions'),
  fiveGRecords: resourceRoute('/fifthGeneration/record', 'fiveGRecords'),
  fiveGDetail: resourceRoute('/fifthGeneration/detail/:serviceId', 'fiveGDetail'),
  fiveGMaterials: resourceView('/fifthGenerationManagement'),

  customerCall: customerPage('/customer/call'),
  customerBot: customerPage('/customer/bot'),
  customerJoin: customerPage('/customer/join'),
  customerBooking: customerPage('/customer/booking'),
  customerRoom: customerPage('/customer/room/:serviceId'),
  customerSameScreen: customerPage('/customer/sameScreen/:serviceId'),
  miniProgramSimulator: customerPage('/customer/miniProgram'),
} as const;

type Pages = typeof pages;
export type PageName = keyof Pages;

/** The segments of a path, and the names of its `:name` (required) and `:name?` (optional) parameters. */
type Segment<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segment<Rest> : P;
type RequiredParam<P extends string> =
  Segment<P> extends infer S ? (S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never) : never;
type OptionalParam<P extends string> =
  Segment<P> extends infer S ? (S extends `:${infer Name}?` ? Name : never) : never;
type ParamValue = string | number;
type QueryValue = string | number | null | undefined;

export type PageParams<N extends PageName> = { [K in RequiredParam<Pages[N]['path']>]: ParamValue } & {
  [K in OptionalParam<Pages[N]['path']>]?: ParamValue | null;
};
type LinkArgs<N extends PageName> = [RequiredParam<Pages[N]['path']>] extends [never]
  ? [params?: PageParams<N>, query?: Record<string, QueryValue>]
  : [params: PageParams<N>, query?: Record<string, QueryValue>];

/** The path pattern of a page, as the router declares it (`:name` parameters unfilled). */
export const pagePath = <N extends PageName>(name: N): Pages[N]['path'] => pages[name].path;

/**
 * The address of a page: its path with every `:name` filled (encoded); an optional parameter left out
 * drops its segment; then the query, its empty values left out. A required parameter missing is refused.
 */
export function pageLink<N extends PageName>(name: N, ...[params, query]: LinkArgs<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue | null | undefined>;
  const path = pages[name].path
    .split('/')
    .flatMap((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return [segment];
      const value = values[param[1] ?? ''];
      if (value === undefined || value === null || value === '') {
        if (param[2]) return [];
        throw new Error(`pageLink('${name}'): ${param[1]} is missing`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([key, value]) =>
      value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

type AnyPage = RoutePage | ResourcePageOf | CustomerPage;
const backOffice: (RoutePage | ResourcePageOf)[] = Object.values<AnyPage>(pages).filter(
  (p): p is RoutePage | ResourcePageOf => p.frame !== 'customer',
);

/** The pages outside react-admin's resources, in the order the app declares them. */
export const routePages: RoutePage[] = backOffice.filter((p): p is RoutePage => p.frame !== 'resource');

/** The resources, each with its routes besides its views, in the order of the registry. */
export const resourcePages: ResourcePage[] = backOffice
  .filter((p): p is ResourcePageOf => p.frame === 'resource')
  .reduce<ResourcePage[]>((resources, { path, screen }) => {
    const [name = '', ...rest] = path.slice(1).split('/');
    let entry = resources.find((r) => r.resource === name);
    if (!entry) resources.push((entry = { resource: name, routes: [] }));
    if (screen) entry.routes.push({ path: rest.join('/'), screen });
    return resources;
  }, []);

/** Routes whose screens exist: the pages a menu may offer. */
export const builtRoutes: string[] = backOffice.map((p) => p.path);

/** Paths every signed-in user may open, whatever the menu. */
export const everyonePaths: string[] = routePages.filter((p) => p.everyone).map((p) => p.path);

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

/** Every page of the spec is built (issue 28 finished the last); a new one to come is listed here first. */
export const pendingRoutes: PendingRoute[] = [];

/** Every path the registry holds, the customer's included. */
export const registryPaths: string[] = Object.values<{ path: string }>(pages).map((p) => p.path);
