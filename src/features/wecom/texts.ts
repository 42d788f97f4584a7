/** The texts of the WeCom simulator's approval page (ours, docs/decisions.md). */
export const wecomSimulatorTexts = {
  title: '企业微信（本地模拟）',
  note: '此页面代替企业微信的扫码授权：选择一位企业成员，即代表该成员扫码并确认登录。',
  off: '企业微信模拟器未开启',
  corp: '企业',
  bound: '已绑定账号',
  unbound: '未绑定账号',
  approve: '确认登录',
  decline: '取消授权',
  badRedirect: '登录地址无效，请从企业微信登录页重新发起',
  empty: '该企业没有企业微信成员',
} as const;
