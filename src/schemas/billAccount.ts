/** Billing account — spec 1 §3: a login with the tenants it bills. */
import type { FromSchema } from 'json-schema-to-ts';
import { paging } from './fields';

export const billAccountSchema = {
  $id: 'billAccount',
  type: 'object',
  properties: {
    loginName: {
      type: 'string',
      title: '账号',
      minLength: 1,
      maxLength: 50,
      pattern: '^\\S+$',
      'x-list': true,
      'x-filter': true,
      'x-createOnly': true,
      errorMessage: { minLength: '请输入账号', maxLength: '账号不能超过50个字符', pattern: '账号不能包含空格' },
    },
    password: { type: 'string', title: '密码', maxLength: 1000, 'x-createOnlyHidden': true },
    encrypted: { type: 'boolean', 'x-hidden': true },
    tenantList: { type: 'array', title: '租户', items: { type: 'string' }, maxItems: 1000, uniqueItems: true, 'x-list': true, 'x-hidden': true },
    creator: { type: 'string', title: '创建人', readOnly: true, 'x-list': { source: 'creator.loginName' } },
    locked: { type: 'boolean', title: '锁定', readOnly: true, 'x-list': true },
    createdAt: { type: 'string', title: '创建时间', format: 'date-time', readOnly: true, 'x-list': true },
  },
  required: ['loginName', 'password'],
  additionalProperties: false,
  errorMessage: { required: { loginName: '请输入账号', password: '请输入密码' } },
} as const;
export type BillAccountInput = FromSchema<typeof billAccountSchema>;

export const billAccountListColumns = ['loginName', 'tenantList', 'creator', 'locked', 'createdAt'] as const;

export const billAccountIdSchema = {
  $id: 'billAccountId',
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择计费账号' } },
} as const;

/** PUT /api/billAccount: the tenant-assignment dialog. */
export const billAccountAssignSchema = {
  $id: 'billAccountAssign',
  type: 'object',
  properties: { id: billAccountIdSchema.properties.id, tenantList: billAccountSchema.properties.tenantList },
  required: ['id', 'tenantList'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择计费账号', tenantList: '请选择租户' } },
} as const;

export const billLoginSchema = {
  $id: 'billLogin',
  type: 'object',
  properties: {
    loginName: { type: 'string', minLength: 1, maxLength: 50 },
    password: { type: 'string', minLength: 1, maxLength: 1000 },
    encrypted: { type: 'boolean' },
  },
  required: ['loginName', 'password'],
  additionalProperties: false,
  errorMessage: { required: { loginName: '请输入账号', password: '请输入密码' } },
} as const;

export const billAccountListQuerySchema = {
  $id: 'billAccountListQuery',
  type: 'object',
  properties: {
    ...paging(),
    orderBy: { type: 'string', enum: ['createdAt', 'loginName'], default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    loginName: { type: 'string', maxLength: 50 },
    id: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type BillAccountListQuery = FromSchema<typeof billAccountListQuerySchema>;

export interface BillAccountRecord {
  _id: string;
  loginName: string;
  tenantList: { _id: string; name: string }[];
  creator: { _id: string; loginName: string } | null;
  status: boolean;
  /** Nine wrong passwords in a row; the platform admin unlocks it. */
  locked: boolean;
  createdAt: string;
}

export interface BillUsage {
  tenants: { _id: string; name: string; totalTimeLimit: number; remainingTimeLimit: number; used: number }[];
}

export const billAccountPaths = {
  base: '/api/billAccount',
  list: '/api/billAccount/list',
  one: '/api/billAccount/:id',
  export: '/api/billAccount/export',
  tenant: '/api/billAccount/tenant',
  remove: '/api/billAccount/delete',
  kickOut: '/api/billAccount/kickOut',
  login: '/api/billAccount/login',
  unlock: '/api/billAccount/unlock',
  usage: '/api/billAccount/usage',
} as const;
