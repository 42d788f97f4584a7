/** The tenants screen (/tenantSetting/list) and its charge page: resource and texts (spec 1 §8). */
export const TENANT_RESOURCE = 'tenantSetting';

export const TENANT_TEXTS = {
  title: '租户管理',
  createTitle: '新建租户',
  editTitle: '编辑租户',
  chargeTitle: '充值设置',
  created: '添加成功',
  edited: '编辑成功',
  enabled: '启用成功',
  disabled: '禁用成功',
  saved: '保存成功!',
  recharged: '充值成功!',
  confirmEnable: '确定要启用该租户吗？',
  confirmDisable: '确定要禁用该租户吗？禁用后该租户的用户将无法登录',
  edit: '编辑',
  enable: '启用',
  disable: '禁用',
  basicSet: '基础设置',
  recharge: '充值',
  minutes: '充值时长(分钟)',
  minutesRule: '请输入1~10000000之间的整数',
  total: '总时长',
  remaining: '剩余时长',
  used: '已用时长',
  exportName: '租户列表',
  /** The storage quota column of a tenant without its own (TENANT_STORAGE_QUOTA_GB applies). */
  defaultQuota: '默认',
  minutesUnit: '分钟',
} as const;

/** The basic settings of a tenant's billing (the fields the charge route carries). */
export const BASIC_SET_FIELDS = [
  { key: 'audioMin', label: '音频单价(元/分钟)' },
  { key: 'videoMin', label: '视频单价(元/分钟)' },
  { key: 'message', label: '短信单价(元/条)' },
  { key: 'compose', label: '合成单价(元/分钟)' },
  { key: 'payType', label: '付费方式' },
] as const;
export type BasicSetKey = (typeof BASIC_SET_FIELDS)[number]['key'];
