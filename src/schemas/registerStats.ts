/** Registration statistics (/StatisticsRegister, spec 1 §2.2): accounts created per China day and organisation, with export. */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';

export const registerStatsTexts = {
  dateInvalid: '请选择正确的日期',
  rangeTooLong: '查询范围不能超过366天',
  fileName: '注册统计',
} as const;

const dateField = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: registerStatsTexts.dateInvalid,
} as const;

export const registerStatsQuerySchema = {
  $id: 'registerStatsQuery',
  type: 'object',
  properties: {
    startTime: dateField,
    endTime: dateField,
    searchTenant: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  required: ['startTime', 'endTime'],
  additionalProperties: false,
  errorMessage: { required: { startTime: registerStatsTexts.dateInvalid, endTime: registerStatsTexts.dateInvalid } },
} as const;
export type RegisterStatsQuery = FromSchema<typeof registerStatsQuerySchema>;

/** One day of one organisation: how many accounts were created. */
const registerStatsRowSchema = recordOf({
  day: { type: 'string' },
  tenantName: { type: 'string' },
  orgName: { type: 'string' },
  count: { type: 'integer' },
});
export type RegisterStatsRow = FromSchema<typeof registerStatsRowSchema>;

/** GET statisticsRegister: the rows and how many accounts they count in all. */
export const registerStatsSchema = recordOf({
  list: { type: 'array', items: registerStatsRowSchema },
  total: { type: 'integer' },
});

export const registerStatsColumns = [
  { key: 'day', title: '日期' },
  { key: 'tenantName', title: '公司' },
  { key: 'orgName', title: '机构' },
  { key: 'count', title: '注册账号数' },
] as const;

export const registerStatsPaths = {
  list: '/api/statisticsRegister',
  export: '/api/statisticsRegister/export',
} as const;
