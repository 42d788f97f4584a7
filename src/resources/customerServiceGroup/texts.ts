/** The texts of GroupPages. */
export const GROUP_PAGES_TEXTS = {
  title: '客服组',
  createTitle: '新建客服组',
  editTitle: '编辑客服组',
  created: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  confirmDelete: '确定要删除该客服组吗？',
  exportName: '客服组列表',
  edit: '编辑',
  remove: '删除',
} as const;
