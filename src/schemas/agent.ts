/** Agent (user) — spec 1 §3 and the user form of §5. */
import type { FromSchema } from 'json-schema-to-ts';

export const CONCURRENCY_MESSAGE = '请输入1~99999之间的整数';

const agentFields = {
  loginName: {
    type: 'string',
    title: '账号',
    minLength: 1,
    maxLength: 50,
    pattern: '^\\S+$',
    errorMessage: { minLength: '请输入账号', maxLength: '账号不能超过50个字符', pattern: '账号不能包含空格' },
  },
  fullName: {
    type: 'string',
    title: '姓名',
    minLength: 1,
    maxLength: 50,
    errorMessage: { minLength: '请输入姓名', maxLength: '姓名不能超过50个字符' },
  },
  cellphone: {
    type: 'string',
    title: '手机号',
    pattern: '^$|^1[3-9]\\d{9}$',
    errorMessage: { pattern: '请输入正确的手机号' },
  },
  email: {
    type: 'string',
    title: '邮箱',
    anyOf: [{ maxLength: 0 }, { format: 'email' }],
    errorMessage: '请输入正确的邮箱',
  },
  agentRole: {
    type: 'string',
    title: '角色',
    minLength: 1,
    errorMessage: { minLength: '请选择角色' },
  },
  tenant: { type: 'string', title: '公司', errorMessage: { type: '请选择公司' } },
  orgAccount: { type: 'string', title: '机构', errorMessage: { type: '请选择机构' } },
  skillName: { type: 'array', title: '技能', items: { type: 'string', maxLength: 50 }, maxItems: 50 },
  callFiveConcurrency: {
    type: 'integer',
    title: '并发数',
    minimum: 1,
    maximum: 99999,
    errorMessage: { type: CONCURRENCY_MESSAGE, minimum: CONCURRENCY_MESSAGE, maximum: CONCURRENCY_MESSAGE },
  },
  enableVideo: { type: 'boolean', title: '视频权限' },
  publicEdit: { type: 'boolean', title: '公共编辑' },
  password: { type: 'string', title: '密码', maxLength: 200 },
  confirmPassword: { type: 'string', title: '确认密码', maxLength: 200 },
  encrypted: { type: 'boolean' },
} as const;

export const agentCreateSchema = {
  $id: 'agentCreate',
  type: 'object',
  properties: agentFields,
  required: ['loginName', 'fullName', 'agentRole', 'password', 'confirmPassword'],
  additionalProperties: false,
  errorMessage: {
    required: {
      loginName: '请输入账号',
      fullName: '请输入姓名',
      agentRole: '请选择角色',
      password: '请输入密码',
      confirmPassword: '请确认密码',
    },
  },
} as const;
export type AgentCreateInput = FromSchema<typeof agentCreateSchema>;

export const agentListColumns = ['loginName', 'fullName', 'cellphone', 'email', 'agentRole', 'tenant', 'orgAccount', 'createdAt'] as const;
export const agentListFilters = ['loginName', 'fullName', 'tenant', 'orgAccount'] as const;
export const agentSortable = ['createdAt', 'loginName', 'fullName'] as const;
export type AgentSortField = (typeof agentSortable)[number];

/** GET /api/agents/list (spec 1 §7.1). */
export const agentListQuerySchema = {
  $id: 'agentListQuery',
  type: 'object',
  properties: {
    pageIndex: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    orderBy: { type: 'string', enum: agentSortable, default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    tenant: { type: 'string' },
    orgAccount: { type: 'string' },
    loginName: { type: 'string', maxLength: 50 },
    fullName: { type: 'string', maxLength: 50 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type AgentListQuery = FromSchema<typeof agentListQuerySchema>;

export const serviceStatusSchema = {
  $id: 'serviceStatus',
  type: 'object',
  properties: { serviceStatus: { type: 'string', enum: ['idle', 'busy', 'afterCall', 'away'] } },
  required: ['serviceStatus'],
  additionalProperties: false,
  errorMessage: { required: { serviceStatus: '请选择状态' } },
} as const;

/** The self-settings modal (spec 1 §6): one's own name and contact details; role, tenant, organisation and skills are not one's own to change. */
export const agentSelfSchema = {
  $id: 'agentSelf',
  type: 'object',
  properties: {
    agentId: { type: 'string', minLength: 1 },
    fullName: agentFields.fullName,
    cellphone: agentFields.cellphone,
    email: agentFields.email,
  },
  required: ['agentId', 'fullName'],
  additionalProperties: false,
  errorMessage: { required: { fullName: '请输入姓名' } },
} as const;
export type AgentSelfInput = FromSchema<typeof agentSelfSchema>;
