/** The texts of /user/loginWechat, WeCom's sign-in (ours where spec 1 gives none, docs/decisions.md). */
export const wecomLoginTexts = {
  title: '企业微信登录',
  tenant: '企业代码',
  tenantHelp: '请输入您所在企业的代码',
  scan: '企业微信扫码登录',
  inWecom: '企业微信授权登录',
  signingIn: '正在登录…',
  failed: '企业微信登录失败',
  cancelled: '已取消企业微信授权',
  retry: '重新登录',
  passwordLogin: '账号密码登录',
} as const;
