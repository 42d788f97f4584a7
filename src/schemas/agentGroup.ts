/** Service group — spec 1 §3: agents of one tenant and organisation with skills and insurances. */
import type { FromSchema } from 'json-schema-to-ts';

export const agentGroupSchema = {
  $id: 'agentGroup',
  type: 'object',
  properties: {
    name: {
      type: 'string',
      title: '客服组名称',
      minLength: 1,
      maxLength: 50,
      'x-list': true,
      'x-filter': true,
      errorMessage: { minLength: '请输入客服组名称', maxLength: '客服组名称不能超过50个字符' },
    },
    tenant: { type: 'string', title: '公司', 'x-ref': 'tenant', 'x-list': { source: 'tenant.name' }, 'x-filter': 'searchTenant' },
    orgAccount: { type: 'string', title: '机构', 'x-ref': 'orgAccount', 'x-list': { source: 'orgAccount.orgName' }, 'x-filter': 'searchOrgAccount' },
    skills: { type: 'array', title: '技能', items: { type: 'string', maxLength: 50 }, maxItems: 50, 'x-list': true },
    insurances: { type: 'array', title: '险种', items: { type: 'string', maxLength: 50 }, maxItems: 50, 'x-list': true },
    agents: { type: 'array', title: '坐席', items: { type: 'string' }, maxItems: 5000, uniqueItems: true, 'x-field': 'agentTransfer', 'x-list': true },
  },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: '请输入客服组名称' } },
} as const;
export type AgentGroupInput = FromSchema<typeof agentGroupSchema>;

export const agentGroupListColumns = ['name', 'skills', 'insurances', 'tenant', 'orgAccount'] as const;
