/** Organisation — spec 1 §3; workingDayTime holds the morning then the afternoon. */
import type { FromSchema } from 'json-schema-to-ts';

const clock = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', errorMessage: { pattern: '请输入正确的时间' } } as const;

export const orgAccountSchema = {
  $id: 'orgAccount',
  type: 'object',
  properties: {
    orgName: {
      type: 'string',
      title: '机构名称',
      minLength: 1,
      maxLength: 50,
      'x-list': { sortable: true },
      'x-filter': true,
      errorMessage: { minLength: '请输入机构名称', maxLength: '机构名称不能超过50个字符' },
    },
    tenant: { type: 'string', title: '公司', 'x-ref': 'tenant', 'x-list': { source: 'tenant.name' }, 'x-filter': 'searchTenant' },
    status: { type: 'boolean', title: '状态', default: true, 'x-list': true, 'x-filter': true },
    workingDayTime: {
      type: 'array',
      title: '工作时间',
      'x-field': 'workingTime',
      'x-list': true,
      maxItems: 2,
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
