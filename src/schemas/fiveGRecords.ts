/** The 5G session and record lists and their export: filters, queries and the columns' view. */
import type { FromSchema } from 'json-schema-to-ts';
import { orgAccountRefField, paging, tenantRefField } from './fields';
import { CALL_TYPE_NAMES, SESSION_STATUSES, SESSION_STATUS_NAMES, fiveGTexts } from './fiveGTexts';

const recordFilters = {
  userName: { type: 'string', maxLength: 30 },
  userPhone: { type: 'string', maxLength: 20 },
  agent: { type: 'string', maxLength: 50 },
  searchOrgAccount: { type: 'string', maxLength: 100 },
  searchTenant: { type: 'string', maxLength: 100 },
  status: { type: 'string', enum: SESSION_STATUSES, errorMessage: fiveGTexts.statusInvalid },
  beginTime: { type: 'string', format: 'date-time', errorMessage: fiveGTexts.beginTimeInvalid },
  endTime: { type: 'string', format: 'date-time', errorMessage: fiveGTexts.endTimeInvalid },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  orderBy: { type: 'string', enum: ['startedAt'], default: 'startedAt' },
  timestamp: { type: 'string' },
} as const;

/** GET list and record: the sessions in the caller's scope, filtered. */
export const fiveGListQuerySchema = {
  $id: 'fiveGListQuery',
  type: 'object',
  properties: { ...paging(), ...recordFilters },
  additionalProperties: false,
} as const;
export const fiveGExportQuerySchema = {
  $id: 'fiveGExportQuery',
  type: 'object',
  properties: recordFilters,
  additionalProperties: false,
} as const;
export type FiveGExportQuery = FromSchema<typeof fiveGExportQuerySchema>;

/** The session and record lists (schema-ui) and the export: columns, filters and titles. */
export const fiveGRecordView = {
  type: 'object',
  properties: {
    flowId: { type: 'string', title: '会话编号', 'x-list': true },
    userName: { type: 'string', title: '客户姓名', maxLength: 30, 'x-list': true, 'x-filter': 'userName' },
    userPhone: {
      type: 'string',
      title: '客户手机号',
      maxLength: 20,
      'x-list': true,
      'x-filter': 'userPhone',
      'x-pii': 'phone',
      'x-reveal': 'serviceRoom',
    },
    agent: {
      type: 'string',
      title: '坐席',
      maxLength: 50,
      'x-list': { source: 'agent.fullName' },
      'x-filter': 'agent',
    },
    orgAccount: { ...orgAccountRefField, 'x-filter': 'searchOrgAccount' },
    tenant: { ...tenantRefField, 'x-filter': 'searchTenant' },
    callType: {
      type: 'string',
      title: '呼叫类型',
      enum: ['video', 'audio'],
      'x-enumNames': CALL_TYPE_NAMES,
      'x-list': true,
    },
    status: {
      type: 'string',
      title: '状态',
      enum: SESSION_STATUSES,
      'x-enumNames': SESSION_STATUS_NAMES,
      'x-list': true,
    },
    endType: { type: 'string', title: '挂断类型', 'x-list': true },
    talkSeconds: { type: 'string', title: '通话时长', 'x-list': true },
    startedAt: { type: 'string', title: '开始时间', format: 'date-time', 'x-list': true },
    endedAt: { type: 'string', title: '结束时间', format: 'date-time', 'x-list': true },
  },
} as const;
