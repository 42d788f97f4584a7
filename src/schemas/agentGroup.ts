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
      errorMessage: { minLength: '请输入客服组名称', maxLength: '客服组名称不能超过50个字符' },
    },
    skills: { type: 'array', title: '技能', items: { type: 'string', maxLength: 50 }, maxItems: 50 },
    insurances: { type: 'array', title: '险种', items: { type: 'string', maxLength: 50 }, maxItems: 50 },
    agents: { type: 'array', title: '坐席', items: { type: 'string' }, maxItems: 5000, uniqueItems: true },
    tenant: { type: 'string', title: '公司' },
    orgAccount: { type: 'string', title: '机构' },
  },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: '请输入客服组名称' } },
} as const;
export type AgentGroupInput = FromSchema<typeof agentGroupSchema>;

export const agentGroupListColumns = ['name', 'skills', 'insurances', 'tenant', 'orgAccount'] as const;
