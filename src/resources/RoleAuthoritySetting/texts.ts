/** The texts of RolePages. */
export const ROLE_PAGES_TEXTS = {
  title: '角色权限',
  createTitle: '新建角色',
  editTitle: '编辑角色',
  created: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  confirmDelete: '确定要删除该角色吗？',
  exportName: '角色列表',
  edit: '编辑',
  remove: '删除',
} as const;
