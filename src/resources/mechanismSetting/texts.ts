/** The organisations screen (/mechanismSetting): resource and texts (spec 1 §8). */
export const ORG_RESOURCE = 'mechanismSetting';

export const ORG_TEXTS = {
  title: '机构设置',
  createTitle: '新建机构',
  editTitle: '编辑机构',
  created: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  enabled: '启用成功',
  disabled: '禁用成功',
  confirmDelete: '确定要删除该机构吗？',
  confirmEnable: '确定要启用该机构吗？',
  confirmDisable: '确定要禁用该机构吗？',
  edit: '编辑',
  delete: '删除',
  enable: '启用',
  disable: '禁用',
  exportName: '机构列表',
} as const;
