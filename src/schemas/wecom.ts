/**
 * WeCom (企业微信) sign-in and the signed-in member's WeCom calls (spec 1 §2.1 /user/loginWechat, §7.1
 * agents/bindWxUserId, weixin/corpUserInfo, weixin/corpContactList; spec 2 §7.1 weixin/corpSendContactMessage).
 * Texts the spec does not give are ours (docs/decisions.md).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { recordIdField, staffPhoneText } from './fields';
import { wecomContactSchema, wecomTaskTexts } from './wecomTask';

export const wecomTexts = {
  notConfigured: wecomTaskTexts.notConfigured,
  loginNotConfigured: '企业微信登录未配置',
  tenantRequired: '请输入企业代码',
  tenantUnknown: '企业代码不存在',
  stateInvalid: '登录请求已失效，请重新发起企业微信登录',
  codeInvalid: '企业微信授权已失效，请重新扫码登录',
  unbound: '该企业微信账号未绑定系统账号，请联系管理员绑定',
  wxUserIdInvalid: '请输入正确的企业微信账号',
  wxUserIdTaken: '该企业微信账号已绑定其他用户',
  bound: '绑定成功！',
  notOwnMember: '只能查看自己的企业微信信息',
  contactUnknown: '只能选择您的企业微信客户',
  contentRequired: '请输入发送内容',
  contentTooLong: '发送内容不能超过1000个字符',
  linkUrl: '请输入正确的链接地址',
  sent: '发送成功，待成员在企业微信中确认发送',
  memberUnknown: '企业微信成员不存在',
} as const;

/** A WeCom user id: letters, digits and _ . @ -, as WeCom allows them (1–64). */
const wxUserIdField = {
  type: 'string',
  pattern: '^[A-Za-z0-9_.@-]{1,64}$',
  errorMessage: wecomTexts.wxUserIdInvalid,
} as const;

/** POST /api/user/loginWechat/start: where the browser goes to approve, for the tenant named by its code. */
export const wecomLoginStartSchema = {
  $id: 'wecomLoginStart',
  type: 'object',
  properties: {
    tenant: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '\\S',
      errorMessage: { minLength: wecomTexts.tenantRequired, pattern: wecomTexts.tenantRequired },
    },
    /** The page runs in WeCom's own browser: its OAuth page rather than the QR page. */
    inWecom: { type: 'boolean' },
  },
  required: ['tenant'],
  additionalProperties: false,
  errorMessage: { required: { tenant: wecomTexts.tenantRequired } },
} as const;

/** POST /api/user/loginWechat: the code and state WeCom sent back to the page. */
export const wecomLoginSchema = {
  $id: 'wecomLogin',
  type: 'object',
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 512, errorMessage: wecomTexts.codeInvalid },
    state: { type: 'string', minLength: 1, maxLength: 128, errorMessage: wecomTexts.stateInvalid },
  },
  required: ['code', 'state'],
  additionalProperties: false,
  errorMessage: { required: { code: wecomTexts.codeInvalid, state: wecomTexts.stateInvalid } },
} as const;

/** POST /api/agents/bindWxUserId */
export const bindWxUserIdSchema = {
  $id: 'bindWxUserId',
  type: 'object',
  properties: { agentId: recordIdField, wxUserId: wxUserIdField },
  required: ['agentId', 'wxUserId'],
  additionalProperties: false,
  errorMessage: { required: { agentId: '请选择用户', wxUserId: wecomTexts.wxUserIdInvalid } },
} as const;

/** GET /api/weixin/corpContactList and corpUserInfo: the spec's corpId, userId and appCode, which only narrow. */
export const corpQuerySchema = {
  $id: 'corpQuery',
  type: 'object',
  properties: {
    corpId: { type: 'string', maxLength: 64 },
    userId: { type: 'string', maxLength: 64 },
    appCode: { type: 'string', maxLength: 64 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type CorpQuery = FromSchema<typeof corpQuerySchema>;

/** POST /api/weixin/corpSendContactMessage: a text, with a link if wanted, to one of the member's contacts. */
export const corpSendContactMessageSchema = {
  $id: 'corpSendContactMessage',
  type: 'object',
  properties: {
    externalUserId: { type: 'string', minLength: 1, maxLength: 64, errorMessage: wecomTexts.contactUnknown },
    content: {
      type: 'string',
      minLength: 1,
      maxLength: 1000,
      pattern: '\\S',
      errorMessage: {
        minLength: wecomTexts.contentRequired,
        pattern: wecomTexts.contentRequired,
        maxLength: wecomTexts.contentTooLong,
      },
    },
    title: { type: 'string', maxLength: 64 },
    url: { type: 'string', maxLength: 500, pattern: '^(https?://\\S+)?$', errorMessage: wecomTexts.linkUrl },
  },
  required: ['externalUserId', 'content'],
  additionalProperties: false,
  errorMessage: { required: { externalUserId: wecomTexts.contactUnknown, content: wecomTexts.contentRequired } },
} as const;

/** POST /api/wecomSimulator/approve: the simulator's page approves as one member. */
export const wecomSimulatorApproveSchema = {
  $id: 'wecomSimulatorApprove',
  type: 'object',
  properties: { tenant: { type: 'string', minLength: 1, maxLength: 64 }, userId: wxUserIdField },
  required: ['tenant', 'userId'],
  additionalProperties: false,
  errorMessage: { required: { tenant: wecomTexts.tenantRequired, userId: wecomTexts.memberUnknown } },
} as const;

export const wecomSimulatorMembersQuerySchema = {
  $id: 'wecomSimulatorMembersQuery',
  type: 'object',
  properties: { tenant: { type: 'string', minLength: 1, maxLength: 64 }, timestamp: { type: 'string' } },
  required: ['tenant'],
  additionalProperties: false,
  errorMessage: { required: { tenant: wecomTexts.tenantRequired } },
} as const;

const text = { type: 'string' } as const;

/** A member of the corp, as WeCom's user/get describes them. */
const wecomMemberFields = {
  userId: text,
  name: text,
  mobile: staffPhoneText,
  position: nullableText,
  department: { type: 'array', items: { type: 'integer' } },
  avatar: nullableText,
} as const;

/** The signed-in agent's WeCom member info (weixin/corpUserInfo). */
export const corpUserInfoSchema = recordOf({ ...wecomMemberFields, corpId: text, appCode: nullableText });
export type CorpUserInfo = FromSchema<typeof corpUserInfoSchema>;
/** A member of the corp, as WeCom's user/get describes them. */
export type WecomMember = Omit<CorpUserInfo, 'corpId' | 'appCode'>;

/** The signed-in agent's external contacts (weixin/corpContactList). */
export const corpContactListSchema = recordOf({
  corpId: text,
  userId: text,
  appCode: nullableText,
  list: { type: 'array', items: wecomContactSchema },
});
export type CorpContactList = FromSchema<typeof corpContactListSchema>;

/** A member the simulator's page offers, and whether an agent of the tenant is bound to them. */
const simulatedMemberSchema = recordOf({ userId: text, name: text, bound: { type: 'boolean' } });
export type SimulatedMember = FromSchema<typeof simulatedMemberSchema>;

/** The simulator's members of a tenant's corp. */
export const simulatedMembersSchema = recordOf({ corpId: text, list: { type: 'array', items: simulatedMemberSchema } });

export const wecomPaths = {
  loginStart: '/api/user/loginWechat/start',
  login: '/api/user/loginWechat',
  corpUserInfo: '/api/weixin/corpUserInfo',
  corpContactList: '/api/weixin/corpContactList',
  corpSendContactMessage: '/api/weixin/corpSendContactMessage',
  simulatorMembers: '/api/wecomSimulator/members',
  simulatorApprove: '/api/wecomSimulator/approve',
} as const;
