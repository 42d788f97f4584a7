/** Agent (user) — spec 1 §3 and the user form of §5. */
import type { FromSchema } from 'json-schema-to-ts';
import {
  accountFields,
  createdAtField,
  OPTIONAL_MOBILE_PATTERN,
  orgAccountRefField,
  recordIdField,
  requiredName,
  ROLE_CHOICE_PATTERN,
  tenantRefField,
} from './fields';
import { listQuerySchema } from './listQuery';

const CONCURRENCY_MESSAGE = '请输入1~99999之间的整数';
export const IMAGE_TOO_LARGE_TEXT = '图片必须小于5MB!';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Recommended sizes of the live-system images (spec 1 §5). */
const LIVE_IMAGE_SIZES = { coverUrl: '534x682', titleUrl: '750x422', bookingUserHead: '204x204' } as const;
/** Tenants of this system are the live system; their users carry a shop (spec 1 §3, §5). */
export const LIVE_USE_SYSTEM = 'live';

const imageUrl = <S extends string>(title: string, message: string, size: S) =>
  ({
    type: 'string',
    title,
    description: `建议尺寸 ${size}，jpg、jpeg、png格式，小于5MB`,
    minLength: 1,
    maxLength: 1000,
    'x-group': 'live',
    'x-image': true,
    errorMessage: { minLength: message },
  }) as const;

const agentFields = {
  loginName: { ...accountFields.loginName, 'x-list': { sortable: true } },
  fullName: {
    ...requiredName('姓名', 50, { required: '请输入姓名', tooLong: '姓名不能超过50个字符' }),
    'x-list': { sortable: true },
    'x-filter': true,
  },
  cellphone: {
    type: 'string',
    title: '手机号',
    pattern: OPTIONAL_MOBILE_PATTERN,
    'x-list': true,
    errorMessage: { pattern: '请输入正确的手机号' },
  },
  email: {
    type: 'string',
    title: '邮箱',
    maxLength: 100,
    pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    'x-list': true,
    errorMessage: { pattern: '请输入正确的邮箱', maxLength: '请输入正确的邮箱' },
  },
  agentRole: {
    type: 'string',
    title: '角色',
    pattern: ROLE_CHOICE_PATTERN,
    'x-ref': 'sysRole',
    'x-list': { source: 'agentRole.roleName' },
    errorMessage: { pattern: '请选择角色' },
  },
  tenant: { ...tenantRefField, 'x-filter': true, errorMessage: { type: '请选择公司' } },
  orgAccount: { ...orgAccountRefField, 'x-filter': true, errorMessage: { type: '请选择机构' } },
  skillName: { type: 'array', title: '技能', items: { type: 'string', minLength: 1, maxLength: 50 }, maxItems: 50 },
  callFiveConcurrency: {
    type: 'integer',
    title: '并发数',
    minimum: 1,
    maximum: 99999,
    errorMessage: { type: CONCURRENCY_MESSAGE, minimum: CONCURRENCY_MESSAGE, maximum: CONCURRENCY_MESSAGE },
  },
  enableVideo: { type: 'boolean', title: '视频权限', 'x-list': true },
  publicEdit: { type: 'boolean', title: '公共编辑' },
  password: accountFields.password,
  confirmPassword: { type: 'string', title: '确认密码', maxLength: 1000, 'x-createOnlyHidden': true },
  encrypted: accountFields.encrypted,
  shopName: {
    ...requiredName('店铺名称', 20, { required: '请输入店铺名称', tooLong: '店铺名称不能超过20个字符' }),
    'x-group': 'live',
  },
  shopAddress: {
    ...requiredName('店铺地址', 30, { required: '请输入店铺地址', tooLong: '店铺地址不能超过30个字符' }),
    'x-group': 'live',
  },
  slogan: {
    ...requiredName('宣传语', 20, { required: '请输入宣传语', tooLong: '宣传语不能超过20个字符' }),
    'x-group': 'live',
  },
  coverUrl: imageUrl('封面图', '请上传封面图', LIVE_IMAGE_SIZES.coverUrl),
  titleUrl: imageUrl('预约头图', '请上传预约头图', LIVE_IMAGE_SIZES.titleUrl),
  bookingUserHead: imageUrl('头像', '请上传头像', LIVE_IMAGE_SIZES.bookingUserHead),
  locked: accountFields.locked,
  createdAt: { ...createdAtField, 'x-list': { sortable: true } },
} as const;

/** The live-system fields, kept in the agent's extraData. */
export const LIVE_FIELDS = ['shopName', 'shopAddress', 'slogan', 'coverUrl', 'titleUrl', 'bookingUserHead'] as const;
type LiveField = (typeof LIVE_FIELDS)[number];
export const LIVE_REQUIRED_TEXT: Record<LiveField, string> = {
  shopName: '请输入店铺名称',
  shopAddress: '请输入店铺地址',
  slogan: '请输入宣传语',
  coverUrl: '请上传封面图',
  titleUrl: '请上传预约头图',
  bookingUserHead: '请上传头像',
};

/** The user form (spec 1 §5): also the body of POST /api/agents and the columns of the user list. */
export const agentCreateSchema = {
  $id: 'agentCreate',
  type: 'object',
  // Defaults fill the create form and a created account; an edit changes only what it names.
  properties: {
    ...agentFields,
    callFiveConcurrency: { ...agentFields.callFiveConcurrency, default: 1 },
    enableVideo: { ...agentFields.enableVideo, default: true },
    publicEdit: { ...agentFields.publicEdit, default: false },
  },
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

/** PUT /api/agents: any of the form's fields, the login name only unchanged, a password only to replace it. */
export const agentUpdateSchema = {
  $id: 'agentUpdate',
  type: 'object',
  properties: { ...agentFields, agentId: recordIdField },
  required: ['agentId'],
  additionalProperties: false,
  errorMessage: { required: { agentId: '请选择用户' } },
} as const;

const agentSortable = ['createdAt', 'loginName', 'fullName'] as const;
export type AgentSortField = (typeof agentSortable)[number];

export const agentActionSchema = {
  $id: 'agentAction',
  type: 'object',
  properties: { agentId: recordIdField, siteCode: { type: 'string', maxLength: 50 } },
  required: ['agentId'],
  additionalProperties: false,
  errorMessage: { required: { agentId: '请选择用户' } },
} as const;

/** GET /api/agents/:agentId. */
export const agentIdParamsSchema = {
  type: 'object',
  properties: { agentId: { type: 'string' } },
  required: ['agentId'],
} as const;

export const agentDeleteQuerySchema = {
  $id: 'agentDeleteQuery',
  type: 'object',
  properties: { agentId: recordIdField, timestamp: { type: 'string' } },
  required: ['agentId'],
  additionalProperties: false,
  errorMessage: { required: { agentId: '请选择用户' } },
} as const;

/** GET /api/agents/list (spec 1 §7.1). */
export const agentListQuerySchema = listQuerySchema('agentListQuery', agentCreateSchema, agentSortable);

export const serviceStatusSchema = {
  $id: 'serviceStatus',
  type: 'object',
  properties: { serviceStatus: { type: 'string', enum: ['idle', 'busy', 'afterCall', 'away'] } },
  required: ['serviceStatus'],
  additionalProperties: false,
  errorMessage: { required: { serviceStatus: '请选择状态' } },
} as const;

export { agentPaths } from './resourcePaths';
