/** The users screen's resource and texts (spec 1 §8). */
export const AGENT_RESOURCE = 'accountSetting';

export const USER_TEXTS = {
  title: '账号设置',
  createTitle: '新建用户',
  editTitle: '编辑用户',
  created: '创建账号成功！',
  edited: '编辑用户信息成功！',
  deleted: '删除账号成功！',
  kicked: '踢出坐席成功！',
  unbound: '解除绑定成功！',
  unlocked: '解冻成功',
  confirmDelete: '确定要删除该账号吗？',
  confirmKick: '确定要将该坐席踢出吗？',
  confirmUnbind: '确定要解除企业微信绑定吗？',
  confirmUnlock: '确定要解冻该账号吗？',
  edit: '编辑',
  delete: '删除',
  kick: '踢出',
  unbind: '解除绑定',
  unlock: '解冻',
  exportName: '用户列表',
  videoRight: '视频权限',
  videoOn: '开启视频权限成功',
  videoOff: '关闭视频权限成功',
} as const;
