/** Billing account — spec 1 §3: a login with the tenants it bills. */
import type { FromSchema } from 'json-schema-to-ts';

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
    createdAt: { type: 'string', title: '创建时间', format: 'date-time', readOnly: true, 'x-list': true },
  },
  required: ['loginName', 'password'],
  additionalProperties: false,
  errorMessage: { required: { loginName: '请输入账号', password: '请输入密码' } },
} as const;
export type BillAccountInput = FromSchema<typeof billAccountSchema>;

export const billAccountListColumns = ['loginName', 'tenantList', 'creator', 'createdAt'] as const;
