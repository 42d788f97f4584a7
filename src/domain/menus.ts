/**
 * Role menus (spec 1 §2.3, §2.4, §6): entries keyed by route, grouped one level deep.
 * Route access is decided by the first path segment against the segments of every key.
 */
import { isVideoSellsTenant } from './tenants';
import { builtRoutes, everyonePaths } from './pages';

export interface MenuEntry {
  key: string;
  pageName: string;
  iconType?: string;
  subMenu?: MenuEntry[];
  buttons?: string[];
  hideInMenu?: boolean;
}

const entry = (key: string, pageName: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  key,
  pageName,
  ...extra,
});
const hidden = (key: string, pageName: string): MenuEntry => entry(key, pageName, { hideInMenu: true });
const crud = ['add', 'edit', 'delete'];

const workbench = entry('/workbench', '工作台', {
  iconType: 'DesktopOutlined',
  subMenu: [
    entry('/remoteMeeting/list', '远程会议'),
    entry('/fifthGeneration/list', '5G会话'),
    hidden('/exhibitionHall/meetingList', '会议大厅'),
    hidden('/fiveGCall', '5G通话'),
    hidden('/sameScreen', '同屏'),
    hidden('/establishSameScreen', '发起同屏'),
    hidden('/sameScreenDetails', '同屏详情'),
    hidden('/recordSameScreen', '同屏记录'),
    hidden('/SimpleCallFive', '5G任务'),
  ],
});

const records = entry('/businessRecord', '业务记录', {
  iconType: 'ProfileOutlined',
  subMenu: [
    entry('/callRecord/list', '通话记录', { buttons: ['export'] }),
    entry('/fifthGeneration/record', '5G记录'),
    hidden('/liveRecording/list', '直播记录'),
  ],
});

const resources = entry('/resource', '资源管理', {
  iconType: 'FolderOutlined',
  subMenu: [
    entry('/zhibaoManagement', '测评素材', { buttons: crud }),
    entry('/materialManagement', '文件素材', { buttons: crud }),
    entry('/productManagement', '链接素材', { buttons: crud }),
    entry('/zgyeManagement', '展业素材', { buttons: crud }),
    entry('/YxzxManagement', '营销中心', { buttons: crud }),
    entry('/materialVideo', '视频素材', { buttons: crud }),
    entry('/fifthGenerationManagement', '5G素材', { buttons: crud }),
    entry('/fifthGShareTemplate', '5G分享模板', { buttons: ['edit'] }),
    entry('/digitalHuman/list', '数字人素材', { buttons: crud }),
    entry('/imageManagement', '数字人模板', { buttons: crud }),
  ],
});

const sop = entry('/sop', 'SOP管理', {
  iconType: 'PartitionOutlined',
  subMenu: [
    entry('/sopIframe/template', '模板'),
    entry('/sopIframe/workflow', '工作流'),
    entry('/sopIframe/words', '话术库'),
  ],
});

const operations = entry('/operation', '运营', {
  iconType: 'BarChartOutlined',
  subMenu: [entry('/monitoringData', '监控统计', { buttons: ['export'] }), entry('/timesManagement', '时段管理')],
});

/** Spec 3 §1: agents create WeCom mass-sending and moments tasks; the create and detail pages are hidden from the menu. */
const wecom = entry('/wecom', '企业微信', {
  iconType: 'MessageOutlined',
  subMenu: [
    entry('/wecomMassSendingTask/list', '企微群发任务'),
    hidden('/wecomMassSendingTask/create', '新建企微群发任务'),
    hidden('/wecomMassSendingTask/detail', '企微群发任务详情'),
    entry('/wecomMomentsTask/list', '企微朋友圈任务'),
    hidden('/wecomMomentsTask/create', '新建企微朋友圈任务'),
    hidden('/wecomMomentsTask/detail', '企微朋友圈任务详情'),
  ],
});

const settings = (extra: MenuEntry[]): MenuEntry =>
  entry('/setting', '设置', {
    iconType: 'SettingOutlined',
    subMenu: [
      entry('/accountSetting', '账号设置', { buttons: [...crud, 'kickOut', 'unlock'] }),
      entry('/mechanismSetting', '机构设置', { buttons: crud }),
      ...extra,
    ],
  });

const robots = entry('/robot', '智能机器人', {
  iconType: 'RobotOutlined',
  subMenu: [
    entry('/5gTask/list', '5G任务'),
    hidden('/5gTask/detail', '新建5G任务'),
    entry('/richMediaTask/list', '富媒体任务'),
    hidden('/richMediaTask/detail', '新建富媒体任务'),
  ],
});

const content = entry('/content', '内容管理', {
  iconType: 'AppstoreOutlined',
  subMenu: [
    entry('/videoTemplate/configList', '视频模板配置'),
    entry('/interactionTemplate/configList', '互动模板配置'),
    entry('/videoContent/list', '视频内容'),
    entry('/DynamicVideoManagement/list', '动态视频'),
    hidden('/DynamicTemplateManagement/list', '动态模板'),
    hidden('/videoTemplateAudit/edit', '模板审核编辑'),
    hidden('/TagManagement/list', '标签管理'),
    hidden('/MaterialImageManagement/list', '素材图片'),
    hidden('/videoData', '视频数据'),
  ],
});

/** Spec 3 §1: agents create templates and content and submit them for audit, which is not theirs to do. */
const agentContent = entry('/content', '内容管理', {
  iconType: 'AppstoreOutlined',
  subMenu: (content.subMenu ?? []).filter((item) => item.key !== '/videoTemplateAudit/edit'),
});

const audits = entry('/audit', '内容审核', {
  iconType: 'AuditOutlined',
  subMenu: [entry('/videoTemplate/auditList', '视频模板审核'), entry('/videoContent/auditList', '视频内容审核')],
});

const monitoring = entry('/monitor', '资源监控', {
  iconType: 'MonitorOutlined',
  // Spec 3 §1: managers monitor call errors (监控统计), seat status and the recording queue.
  subMenu: [
    entry('/monitoringData', '监控统计', { buttons: ['export'] }),
    entry('/SitDownVideoList', '录制队列'),
    entry('/SitDownStatusManagement', '坐席状态'),
  ],
});

const communication = entry('/communication', '通讯管理', {
  iconType: 'PhoneOutlined',
  subMenu: [entry('/switchingCallConfig', '转人工配置')],
});

const conversations = entry('/conversation', '会话管理', {
  iconType: 'MessageOutlined',
  subMenu: [entry('/VoiceBotManagement/list', '语音机器人'), entry('/VideoBotManagement/list', '视频机器人')],
});

const adminRecords = entry('/businessRecord', '业务记录', {
  iconType: 'ProfileOutlined',
  subMenu: [
    entry('/callRecord/list', '通话记录', { buttons: ['export'] }),
    entry('/recordSameScreen', '同屏记录', { buttons: ['export'] }),
    hidden('/sameScreenDetails', '同屏详情'),
    entry('/liveRecording/list', '直播记录'),
    entry('/fifthGeneration/record', '5G记录', { buttons: ['export'] }),
  ],
});

/** The materials admins manage (spec 1 §1: files and H5 links, and 5G materials with the 5G share cards), from the agent's resource group. */
const managedMaterials = [
  '/zhibaoManagement',
  '/materialManagement',
  '/productManagement',
  '/materialVideo',
  '/fifthGenerationManagement',
  '/fifthGShareTemplate',
];
const adminResources = entry('/resource', '资源管理', {
  iconType: 'FolderOutlined',
  subMenu: (resources.subMenu ?? []).filter((item) => managedMaterials.includes(item.key)),
});

/** Digital humans and voices (issue 28): tenant and platform admins manage avatars, their groups and allotment, and the voices. */
const digitalHumanAdmin = [
  entry('/imageAllocation', '形象分配', { buttons: [...crud, 'allot'] }),
  hidden('/imageAllocationEdit', '形象分配编辑'),
  entry('/groupManagement', '分组管理', { buttons: crud }),
  entry('/tts/ttsManagement', '语音合成', { buttons: ['edit'] }),
];
const managerResources = entry('/resource', '资源管理', {
  iconType: 'FolderOutlined',
  subMenu: [...(adminResources.subMenu ?? []), ...digitalHumanAdmin],
});

/** The spec's default agent menu. */
export const agentMenus: MenuEntry[] = [
  workbench,
  records,
  resources,
  agentContent,
  sop,
  operations,
  wecom,
  settings([]),
];

/** The spec's admin menu set, with the records every admin reads. */
export const orgAdminMenus: MenuEntry[] = [
  robots,
  content,
  audits,
  settings([entry('/systemSetting', '系统设置'), entry('/timesManagement', '时段管理')]),
  monitoring,
  communication,
  conversations,
  adminRecords,
  adminResources,
  sop,
];

export const tenantAdminMenus: MenuEntry[] = [
  robots,
  content,
  audits,
  settings([
    entry('/systemSetting', '系统设置'),
    entry('/customerServiceGroup', '客服组', { buttons: crud }),
    entry('/messageConfig/list', '消息配置'),
    entry('/timesManagement', '时段管理'),
    entry('/accessLog', '访问日志'),
  ]),
  monitoring,
  communication,
  conversations,
  adminRecords,
  managerResources,
  sop,
];

export const platformAdminMenus: MenuEntry[] = [
  robots,
  content,
  audits,
  settings([
    entry('/systemSetting', '系统设置'),
    entry('/tenantSetting/list', '租户管理', { buttons: [...crud, 'recharge'] }),
    hidden('/tenantSetting/chargeSetting', '充值设置'),
    entry('/RoleAuthoritySetting', '角色权限', { buttons: crud }),
    entry('/customerServiceGroup', '客服组', { buttons: crud }),
    entry('/billAccount', '计费账号', { buttons: ['add', 'delete', 'kickOut'] }),
    entry('/messageConfig/list', '消息配置'),
    entry('/timesManagement', '时段管理'),
    entry('/StatisticsRegister', '注册统计'),
    entry('/accessLog', '访问日志'),
  ]),
  monitoring,
  communication,
  conversations,
  adminRecords,
  managerResources,
];

/** Paths every signed-in user may open, whatever the menu. */
export const EXEMPT_PATHS: readonly string[] = everyonePaths;

function firstSegment(path: string): string {
  return path.split(/[/?#]/).find((part) => part !== '') ?? '';
}

/** First path segments of every key, hidden entries included. */
export function menuSegments(menus: readonly MenuEntry[]): Set<string> {
  const segments = new Set<string>();
  const walk = (entries: readonly MenuEntry[]) => {
    for (const item of entries) {
      segments.add(firstSegment(item.key));
      if (item.subMenu) walk(item.subMenu);
    }
  };
  walk(menus);
  return segments;
}

export function canAccessPath(menus: readonly MenuEntry[], path: string): boolean {
  if (EXEMPT_PATHS.some((exempt) => path === exempt || path.startsWith(`${exempt}/`))) return true;
  return menuSegments(menus).has(firstSegment(path));
}

const segmentsOf = (path: string) => path.split('/').filter((part) => part !== '');

/** A key names one of the routes when it is the start of one, a parameter standing for any segment. */
export function leadsToRoute(key: string, routes: readonly string[]): boolean {
  return routeMatcher(routes)(key);
}

/**
 * One matcher per list of routes, its patterns split once and its answers kept by key: every row of a
 * list of agents carries its role's menus, and each entry asks the same question of every route.
 */
const MAX_KEPT_ANSWERS = 4096;
const matchers = new WeakMap<readonly string[], (key: string) => boolean>();

function routeMatcher(routes: readonly string[]): (key: string) => boolean {
  const known = matchers.get(routes);
  if (known) return known;
  const patterns = routes.map(segmentsOf);
  const answers = new Map<string, boolean>();
  const matcher = (key: string): boolean => {
    const answered = answers.get(key);
    if (answered !== undefined) return answered;
    const wanted = segmentsOf(key);
    const leads = patterns.some(
      (pattern) =>
        wanted.length <= pattern.length &&
        wanted.every((part, i) => pattern[i] === part || pattern[i]?.startsWith(':')),
    );
    // Keys come from stored roles; a bound keeps odd ones from piling up.
    if (answers.size >= MAX_KEPT_ANSWERS) answers.clear();
    answers.set(key, leads);
    return leads;
  };
  matchers.set(routes, matcher);
  return matcher;
}

/**
 * What a role's menus offer today: entries whose page is not built yet are left out, and so are groups
 * left without entries. A role keeps its stored menus, so a page offered later appears by itself.
 */
export function offeredMenus(menus: readonly MenuEntry[], built: readonly string[] = builtRoutes): MenuEntry[] {
  const leads = routeMatcher(built);
  return menus.flatMap((item) => {
    if (!item.subMenu) return leads(item.key) ? [item] : [];
    const subMenu = offeredMenus(item.subMenu, built);
    return subMenu.length > 0 ? [{ ...item, subMenu }] : [];
  });
}

/** Whether a path's first segment belongs to a page of the product, offered to this user or not. */
export function isKnownPath(path: string, built: readonly string[] = builtRoutes): boolean {
  const first = firstSegment(path);
  return built.some((route) => firstSegment(route) === first);
}

/** Entries the video-sales tenant names in its own words (spec 1 §1: 同屏 where others say 会议). */
const VIDEO_SELLS_NAMES: Readonly<Record<string, string>> = { '/remoteMeeting/list': '远程同屏' };

/**
 * Entries the video-sales tenant does without: its product links are of the measurement type (spec 1 §1), so
 * 链接素材 already lists what 测评素材 would list a second time.
 */
const VIDEO_SELLS_OMITTED: ReadonlySet<string> = new Set(['/zhibaoManagement']);

/** The role's menus as the tenant's users read them. */
export function menusInTenantWords(menus: readonly MenuEntry[], tenantCode: string | null | undefined): MenuEntry[] {
  if (!isVideoSellsTenant(tenantCode)) return [...menus];
  const inWords = (items: readonly MenuEntry[]): MenuEntry[] =>
    items
      .filter((item) => !VIDEO_SELLS_OMITTED.has(item.key))
      .map((item) => ({
        ...item,
        pageName: VIDEO_SELLS_NAMES[item.key] ?? item.pageName,
        ...(item.subMenu ? { subMenu: inWords(item.subMenu) } : {}),
      }));
  return inWords(menus);
}
