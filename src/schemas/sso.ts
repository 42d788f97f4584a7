/**
 * Cloud single sign-on (spec 1 §7.1: POST huawei/login, auth/zgyeLogin, auth/wxCorpLogin) over OpenID Connect. Each
 * tenant may configure one identity provider per kind: its issuer, client id and secret. Without an issuer, the
 * built-in local identity provider stands in while simulators are on.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';

export const SSO_KINDS = ['huawei', 'zgye', 'wxCorp'] as const;
export type SsoKind = (typeof SSO_KINDS)[number];

export const ssoTexts = {
  unknownTenant: '企业编号不存在',
  notOffered: '该企业未开通此登录方式',
  expired: '单点登录已失效，请重新登录',
  providerDown: '身份提供方暂不可用，请稍后重试',
  providerRefused: '身份提供方拒绝了本次登录',
  notProvisioned: '该账号未开通，请联系管理员',
  noDefaultOrg: '自动开通账号需选择默认机构',
  localOff: '本地身份提供方未开启，请填写身份提供方地址',
  issuerInvalid: '身份提供方地址应为 http(s) 地址',
  secretRequired: '请填写客户端密钥',
  clientIdRequired: '请填写客户端 ID',
  matchClaimInvalid: '匹配字段应为字母、数字或下划线组成的字段名',
  saved: '保存成功',
} as const;

const kind = { type: 'string', enum: SSO_KINDS } as const;

/** POST /api/auth/sso/start: which tenant (its code) and which kind of sign-on. */
export const ssoStartSchema = {
  type: 'object',
  properties: { tenant: { type: 'string', minLength: 1, maxLength: 64 }, kind },
  required: ['tenant', 'kind'],
  additionalProperties: false,
} as const;

/** The spec's sign-on calls: the provider's answer, as it came back to /user/sso/:kind. */
export const ssoCallbackSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 2048 },
    state: { type: 'string', minLength: 1, maxLength: 256 },
    iss: { type: 'string', maxLength: 512 },
  },
  required: ['code', 'state'],
  additionalProperties: false,
} as const;
export type SsoCallback = FromSchema<typeof ssoCallbackSchema>;

/** GET /api/auth/sso/providers?tenant=: the kinds a tenant offers on its login page. */
export const ssoOfferedQuerySchema = {
  type: 'object',
  properties: { tenant: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['tenant'],
} as const;

/** GET /api/ssoProviders: the platform admin names the tenant. */
export const ssoProvidersQuerySchema = {
  type: 'object',
  properties: { tenant: { type: 'string', format: 'uuid' } },
} as const;

/** PUT /api/ssoProviders: a tenant admin's setting of one kind; a blank secret keeps the stored one. */
export const ssoProviderWriteSchema = {
  type: 'object',
  properties: {
    kind,
    enabled: { type: 'boolean' },
    issuer: { type: ['string', 'null'], maxLength: 512, errorMessage: ssoTexts.issuerInvalid },
    clientId: { type: 'string', minLength: 1, maxLength: 256, errorMessage: ssoTexts.clientIdRequired },
    clientSecret: { type: 'string', maxLength: 512 },
    matchClaim: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z_][A-Za-z0-9_.:-]*$',
      errorMessage: ssoTexts.matchClaimInvalid,
    },
    autoCreate: { type: 'boolean' },
    defaultOrgId: { type: ['string', 'null'], format: 'uuid' },
    tenant: { type: 'string', format: 'uuid' },
  },
  required: ['kind', 'enabled', 'issuer', 'clientId', 'matchClaim', 'autoCreate', 'defaultOrgId'],
  additionalProperties: false,
} as const;
export type SsoProviderWrite = FromSchema<typeof ssoProviderWriteSchema>;

const kindList = { type: 'array', items: kind } as const;

/** GET /api/auth/sso/providers: the kinds a tenant offers. */
export const ssoOfferedSchema = recordOf({ kinds: kindList });

/** POST /api/auth/sso/start: the provider's authorization address to go to. */
export const ssoStartedSchema = recordOf({ url: { type: 'string' } });

/** A kind's setting as the admin sees it: the secret never leaves the server. */
const ssoProviderViewSchema = recordOf({
  kind,
  configured: { type: 'boolean' },
  enabled: { type: 'boolean' },
  issuer: nullableText,
  clientId: { type: 'string' },
  hasSecret: { type: 'boolean' },
  matchClaim: { type: 'string' },
  autoCreate: { type: 'boolean' },
  defaultOrgId: nullableText,
});
export type SsoProviderView = FromSchema<typeof ssoProviderViewSchema>;

/** GET /api/ssoProviders: every kind's setting, where a provider sends its answers, and the local issuer. */
export const ssoProviderListSchema = recordOf({
  /** Where a provider sends its answers, to register with it. */
  redirectUris: recordOf({ huawei: { type: 'string' }, zgye: { type: 'string' }, wxCorp: { type: 'string' } }),
  /** The local identity provider's issuer while it serves, else null. */
  localIssuer: nullableText,
  list: { type: 'array', items: ssoProviderViewSchema },
});
export type SsoProviderList = FromSchema<typeof ssoProviderListSchema>;

export const ssoPaths = {
  offered: '/api/auth/sso/providers',
  start: '/api/auth/sso/start',
  /** The spec's calls, one per kind. */
  huaweiLogin: '/api/huawei/login',
  zgyeLogin: '/api/auth/zgyeLogin',
  wxCorpLogin: '/api/auth/wxCorpLogin',
  providers: '/api/ssoProviders',
} as const;

/** The spec's call that finishes each kind of sign-on. */
export const ssoSignOnPaths: Record<SsoKind, string> = {
  huawei: ssoPaths.huaweiLogin,
  zgye: ssoPaths.zgyeLogin,
  wxCorp: ssoPaths.wxCorpLogin,
};

/** Where the local identity provider is mounted while simulators are on. */
export const LOCAL_IDP_PATH = '/oidc';
