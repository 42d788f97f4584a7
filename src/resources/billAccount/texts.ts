/** The texts of BillPages. */
export const BILL_PAGES_TEXTS = {
  title: '计费账号',
  createTitle: '新建计费账号',
  created: '添加成功',
  saved: '保存成功!',
  deleted: '删除成功',
  kicked: '踢出成功',
  unlocked: '解冻成功',
  unlock: '解冻',
  confirmUnlock: '确定要解冻该计费账号吗？',
  assign: '分配租户',
  confirmDelete: '确定要删除该计费账号吗？',
  confirmKick: '确定要将该计费账号踢出吗？',
  exportName: '计费账号列表',
  kick: '踢出',
  remove: '删除',
} as const;
