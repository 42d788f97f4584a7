/** Organisation — spec 1 §3; workingDayTime holds the morning then the afternoon. */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { createdAtField, recordIdField, requiredName, tenantRefField } from './fields';
import { listQuerySchema } from './listQuery';

const clock = {
  type: 'string',
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  errorMessage: { pattern: '请输入正确的时间' },
} as const;

export const orgAccountSchema = {
  $id: 'orgAccount',
  type: 'object',
  properties: {
    orgName: {
      ...requiredName('机构名称', 50, { required: '请输入机构名称', tooLong: '机构名称不能超过50个字符' }),
      'x-list': { sortable: true },
      'x-filter': true,
    },
    tenant: { ...tenantRefField, 'x-filter': 'searchTenant' },
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
    createdAt: { ...createdAtField, 'x-list': { sortable: true } },
  },
  required: ['orgName'],
  additionalProperties: false,
  errorMessage: { required: { orgName: '请输入机构名称' } },
} as const;
export type OrgAccountInput = FromSchema<typeof orgAccountSchema>;

/** PUT /api/organizations: the id and any of the form's fields; enabling and disabling send only the status. */
export const orgAccountUpdateSchema = {
  $id: 'orgAccountUpdate',
  type: 'object',
  properties: {
    id: recordIdField,
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

/** GET /api/organizations and its export (spec 1 §7.2). */
export const orgAccountListQuerySchema = listQuerySchema('orgAccountListQuery', orgAccountSchema, [
  'createdAt',
  'orgName',
]);
export type OrgAccountListQuery = FromSchema<typeof orgAccountListQuerySchema>;

export const idQuerySchema = {
  $id: 'idQuery',
  type: 'object',
  properties: { id: recordIdField, timestamp: { type: 'string' } },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择记录' } },
} as const;

/** An organisation as the API answers it: every field of the form, the tenant with its name. */
export const orgAccountRecordSchema = recordOf({
  _id: { type: 'string' },
  orgName: { type: 'string' },
  status: { type: 'boolean' },
  workingDayTime: {
    type: 'array',
    items: recordOf({ from: { type: 'string' }, end: { type: 'string' } }),
  },
  tenant: recordOf({ _id: { type: 'string' }, name: { type: 'string' } }),
  createdAt: { type: 'string' },
});
export type OrgAccountRecord = FromSchema<typeof orgAccountRecordSchema>;

export { orgAccountPaths } from './resourcePaths';
