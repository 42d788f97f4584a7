/** Organisation — spec 1 §3; workingDayTime holds the morning then the afternoon. */
import type { FromSchema } from 'json-schema-to-ts';
import { paging, requiredName } from './fields';

const clock = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', errorMessage: { pattern: '请输入正确的时间' } } as const;

export const orgAccountSchema = {
  $id: 'orgAccount',
  type: 'object',
  properties: {
    orgName: {
      ...requiredName('机构名称', 50, { required: '请输入机构名称', tooLong: '机构名称不能超过50个字符' }),
      'x-list': { sortable: true },
      'x-filter': true,
    },
    tenant: { type: 'string', title: '公司', 'x-ref': 'tenant', 'x-list': { source: 'tenant.name' }, 'x-filter': 'searchTenant' },
    status: { type: 'boolean', title: '状态', default: true, 'x-list': true, 'x-filter': true },
    workingDayTime: {
      type: 'array',
      title: '工作时间',
      'x-field': 'workingTime',
      'x-list': true,
      maxItems: 2,
      errorMessage: { maxItems: '工作时间只有上午和下午两段' },
      items: {
        type: 'object',
        properties: { from: { ...clock, title: '开始' }, end: { ...clock, title: '结束' } },
        required: ['from', 'end'],
        additionalProperties: false,
        errorMessage: { required: { from: '请选择开始时间', end: '请选择结束时间' } },
      },
    },
    createdAt: { type: 'string', title: '创建时间', format: 'date-time', readOnly: true, 'x-list': { sortable: true } },
  },
  required: ['orgName'],
  additionalProperties: false,
  errorMessage: { required: { orgName: '请输入机构名称' } },
} as const;
export type OrgAccountInput = FromSchema<typeof orgAccountSchema>;

export const orgAccountListColumns = ['orgName', 'tenant', 'status', 'workingDayTime', 'createdAt'] as const;
export const orgAccountListFilters = ['searchTenant', 'orgName'] as const;

/** PUT /api/organizations: the id and any of the form's fields; enabling and disabling send only the status. */
export const orgAccountUpdateSchema = {
  $id: 'orgAccountUpdate',
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100 },
    orgName: orgAccountSchema.properties.orgName,
    tenant: orgAccountSchema.properties.tenant,
    status: { type: 'boolean' },
    workingDayTime: orgAccountSchema.properties.workingDayTime,
    createdAt: orgAccountSchema.properties.createdAt,
  },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择机构' } },
} as const;
export type OrgAccountUpdateInput = FromSchema<typeof orgAccountUpdateSchema>;

/** GET /api/organizations and its export (spec 1 §7.2). */
export const orgAccountListQuerySchema = {
  $id: 'orgAccountListQuery',
  type: 'object',
  properties: {
    ...paging(),
    orderBy: { type: 'string', enum: ['createdAt', 'orgName'], default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    searchTenant: { type: 'string', maxLength: 100 },
    orgName: { type: 'string', maxLength: 50 },
    status: { type: 'boolean' },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type OrgAccountListQuery = FromSchema<typeof orgAccountListQuerySchema>;

export const idQuerySchema = {
  $id: 'idQuery',
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 }, timestamp: { type: 'string' } },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择记录' } },
} as const;

export interface OrgAccountRecord {
  _id: string;
  orgName: string;
  status: boolean;
  workingDayTime: { from: string; end: string }[];
  tenant: { _id: string; name: string };
  createdAt: string;
}

export const orgAccountPaths = {
  base: '/api/organizations',
  one: '/api/organizations/:id',
  export: '/api/organizations/export',
} as const;
