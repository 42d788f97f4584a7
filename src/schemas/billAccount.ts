/** Billing account — spec 1 §3: a login with the tenants it bills. */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { accountFields, createdAtField, recordIdField, recordText, tenantRefRecord } from './fields';
import { idFilter, listQuerySchema } from './listQuery';

export const billAccountSchema = {
  $id: 'billAccount',
  type: 'object',
  properties: {
    loginName: { ...accountFields.loginName, 'x-list': true },
    password: accountFields.password,
    encrypted: accountFields.encrypted,
    tenantList: {
      type: 'array',
      title: '租户',
      items: { type: 'string' },
      maxItems: 1000,
      uniqueItems: true,
      'x-list': true,
      'x-hidden': true,
    },
    creator: { type: 'string', title: '创建人', readOnly: true, 'x-list': { source: 'creator.loginName' } },
    locked: accountFields.locked,
    createdAt: { ...createdAtField, 'x-list': true },
  },
  required: ['loginName', 'password'],
  additionalProperties: false,
  errorMessage: { required: { loginName: '请输入账号', password: '请输入密码' } },
} as const;

export const billAccountIdSchema = {
  $id: 'billAccountId',
  type: 'object',
  properties: { id: recordIdField },
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

export const billAccountListQuerySchema = listQuerySchema(
  'billAccountListQuery',
  billAccountSchema,
  ['createdAt', 'loginName'],
  { id: idFilter },
);
export type BillAccountListQuery = FromSchema<typeof billAccountListQuerySchema>;

const flag = { type: 'boolean' } as const;
const tenantRefs = { type: 'array', items: tenantRefRecord } as const;

/**
 * A billing account as the API answers it: the form's fields (locked after nine wrong passwords in a row,
 * until the platform admin unlocks it), its tenants and creator with their names.
 */
export const billAccountRecordSchema = recordOf({
  _id: recordText,
  loginName: recordText,
  tenantList: tenantRefs,
  creator: { ...recordOf({ _id: recordText, loginName: recordText }), type: ['object', 'null'] },
  status: flag,
  locked: flag,
  createdAt: recordText,
});
export type BillAccountRecord = FromSchema<typeof billAccountRecordSchema>;

/** GET /api/billAccount/tenant: the assignment dialog's choices, the tenants assigned and every tenant. */
export const billTenantChoicesSchema = recordOf({ assigned: tenantRefs, all: tenantRefs });

/** POST /api/billAccount/login: the billing account's own token. */
export const billSessionSchema = recordOf({ token: recordText });

const minutes = { type: 'integer' } as const;
/** GET /api/billAccount/usage: the minutes of each tenant the signed-in billing account pays for. */
export const billUsageSchema = recordOf({
  tenants: {
    type: 'array',
    items: recordOf({
      _id: recordText,
      name: recordText,
      totalTimeLimit: minutes,
      remainingTimeLimit: minutes,
      used: minutes,
    }),
  },
});
export type BillUsage = FromSchema<typeof billUsageSchema>;

export { billAccountPaths } from './resourcePaths';
