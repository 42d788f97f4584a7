/**
 * The monitoring dashboard (spec 3 §2 "Monitoring dashboard", §3 "Monitoring stats", §9): four stat groups
 * over rooms and what their pages reported, by China day and organisation, default the last 7 days.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { RoomEventKind } from './roomEvent';
import { nullableText, recordOf } from './answers';
import { paging, recordText } from './fields';

export const monitoringPaths = {
  statistics: '/api/mediaMonitor/statistics',
  list: '/api/mediaMonitor/list',
  export: '/api/mediaMonitor/export',
} as const;

/** GET statistics, list and export: the window (ISO instants) and what narrows it. */
export const monitoringQuerySchema = {
  $id: 'monitoringQuery',
  type: 'object',
  properties: {
    ...paging(),
    beginTime: { type: 'string', format: 'date-time', errorMessage: '开始时间不正确' },
    endTime: { type: 'string', format: 'date-time', errorMessage: '结束时间不正确' },
    searchTenant: { type: 'string', maxLength: 100 },
    searchOrgAccount: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type MonitoringQuery = FromSchema<typeof monitoringQuerySchema>;

/** Which room events each figure counts (docs/decisions.md "Operations"). */
export const MONITOR_EVENTS = {
  netError: ['networkOffline'],
  sdkError: ['sdkError', 'phoneVoiceUnavailable', 'phoneVideoUnavailable', 'systemTooOld'],
  serviceError: ['serviceError'],
  linkError: ['shareFailed'],
  shareStarted: ['shareStarted'],
  screenLoginError: ['syncLoginError', 'customerEntryTimeout'],
  screenBreakError: ['syncScreenNetworkOffline'],
} as const satisfies Record<string, readonly RoomEventKind[]>;

const figure = { type: 'number' } as const;
const figuresProperties = {
  rs1: recordOf({ serviceRoomTotal: figure, errorRoomTotal: figure, errPercent: figure }),
  rs2: recordOf({ netError: figure, sdkError: figure, serviceError: figure, total: figure }),
  rs3: recordOf({ linkError: figure, linkErrorPercent: figure, shareTotal: figure }),
  rs4: recordOf({ screenLoginError: figure, screenBreakError: figure, total: figure }),
} as const;

/** One day of one organisation. */
export const monitoringRowSchema = recordOf({
  ...figuresProperties,
  _id: recordText,
  day: recordText,
  orgAccountId: nullableText,
  orgName: recordText,
  tenantName: recordText,
});
export type MonitoringRow = FromSchema<typeof monitoringRowSchema>;

export const monitoringStatisticsSchema = recordOf({
  ...figuresProperties,
  /** The same figures per day, oldest first, for the charts. */
  days: { type: 'array', items: recordOf({ ...figuresProperties, day: recordText }) },
});
export type MonitoringStatistics = FromSchema<typeof monitoringStatisticsSchema>;
/** The four groups, of a row, a day or the whole window. */
export type MonitoringFigures = Omit<MonitoringStatistics, 'days'>;

/** The raw counts a row is made of. */
export interface MonitoringCounts {
  rooms: number;
  errorRooms: number;
  netError: number;
  sdkError: number;
  serviceError: number;
  linkError: number;
  shareStarted: number;
  screenLoginError: number;
  screenBreakError: number;
}

/** A percentage with two decimals; 0 when nothing was counted. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/** The four groups from the counts: a share that failed is an attempt too. */
export function figuresOf(c: MonitoringCounts): MonitoringFigures {
  const shareTotal = c.shareStarted + c.linkError;
  return {
    rs1: { serviceRoomTotal: c.rooms, errorRoomTotal: c.errorRooms, errPercent: percent(c.errorRooms, c.rooms) },
    rs2: {
      netError: c.netError,
      sdkError: c.sdkError,
      serviceError: c.serviceError,
      total: c.netError + c.sdkError + c.serviceError,
    },
    rs3: { linkError: c.linkError, linkErrorPercent: percent(c.linkError, shareTotal), shareTotal },
    rs4: {
      screenLoginError: c.screenLoginError,
      screenBreakError: c.screenBreakError,
      total: c.screenLoginError + c.screenBreakError,
    },
  };
}

export const emptyCounts = (): MonitoringCounts => ({
  rooms: 0,
  errorRooms: 0,
  netError: 0,
  sdkError: 0,
  serviceError: 0,
  linkError: 0,
  shareStarted: 0,
  screenLoginError: 0,
  screenBreakError: 0,
});

export function addCounts(a: MonitoringCounts, b: MonitoringCounts): MonitoringCounts {
  const sum = emptyCounts();
  for (const key of Object.keys(sum) as (keyof MonitoringCounts)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** Titles of the groups, figures and export columns. */
export const monitoringTexts = {
  rs1: '会话统计',
  rs2: '异常统计',
  rs3: '链接共享',
  rs4: '同屏统计',
  serviceRoomTotal: '会话总数',
  errorRoomTotal: '异常会话数',
  errPercent: '异常会话占比(%)',
  netError: '网络异常',
  sdkError: 'SDK异常',
  serviceError: '服务异常',
  total: '合计',
  linkError: '链接异常',
  linkErrorPercent: '链接异常占比(%)',
  shareTotal: '共享总数',
  screenLoginError: '同屏登录异常',
  screenBreakError: '同屏中断',
  day: '日期',
  orgName: '机构',
  tenantName: '公司',
  fileName: '监控统计',
  chartNoData: '暂无数据',
  chartLoading: '加载中…',
} as const;
