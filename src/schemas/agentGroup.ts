/** Service group — spec 1 §3: agents of one tenant and organisation with skills and insurances. */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { orgAccountRefField, recordIdField, requiredName, tenantRefField } from './fields';
import { listQuerySchema } from './listQuery';

export const agentGroupSchema = {
  $id: 'agentGroup',
  type: 'object',
  properties: {
    name: {
      ...requiredName('客服组名称', 50, { required: '请输入客服组名称', tooLong: '客服组名称不能超过50个字符' }),
      'x-list': true,
      'x-filter': true,
    },
    tenant: { ...tenantRefField, 'x-filter': 'searchTenant' },
    orgAccount: { ...orgAccountRefField, 'x-filter': 'searchOrgAccount' },
    skills: { type: 'array', title: '技能', items: { type: 'string', maxLength: 50 }, maxItems: 50, 'x-list': true },
    insurances: {
      type: 'array',
      title: '险种',
      items: { type: 'string', maxLength: 50 },
      maxItems: 50,
      'x-list': true,
    },
    agents: {
      type: 'array',
      title: '坐席',
      items: { type: 'string' },
      maxItems: 5000,
      uniqueItems: true,
      'x-field': 'agentTransfer',
      'x-list': true,
    },
  },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: '请输入客服组名称' } },
} as const;
export type AgentGroupInput = FromSchema<typeof agentGroupSchema>;

/** PUT /api/agentGroup: the id and any of the form's fields. */
export const agentGroupUpdateSchema = {
  $id: 'agentGroupUpdate',
  type: 'object',
  properties: { id: recordIdField, ...agentGroupSchema.properties },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择客服组' } },
} as const;

export const agentGroupListQuerySchema = listQuerySchema('agentGroupListQuery', agentGroupSchema, [
  'createdAt',
  'name',
]);
export type AgentGroupListQuery = FromSchema<typeof agentGroupListQuerySchema>;

export const agentGroupCandidatesQuerySchema = {
  $id: 'agentGroupCandidatesQuery',
  type: 'object',
  properties: {
    tenant: { type: 'string', maxLength: 100 },
    orgAccount: { type: 'string', maxLength: 100 },
    keyword: { type: 'string', maxLength: 50 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;

/** An agent a group may hold, by account and name. */
export const agentGroupMemberSchema = recordOf({ _id: text, loginName: text, fullName: text });

/** A group as the API answers it: the form's texts, and its members, tenant and organisation with their names. */
export const agentGroupRecordSchema = recordOf({
  _id: text,
  name: text,
  skills: texts,
  insurances: texts,
  agents: { type: 'array', items: agentGroupMemberSchema },
  tenant: recordOf({ _id: text, name: text }),
  orgAccount: { ...recordOf({ _id: text, orgName: text }), type: ['object', 'null'] },
  createdAt: text,
});
export type AgentGroupRecord = FromSchema<typeof agentGroupRecordSchema>;

export { agentGroupPaths } from './resourcePaths';
