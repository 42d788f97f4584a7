/** The video template screens (/videoTemplate/configList, /videoTemplate/auditList, the editor): paths and texts (spec 3 §2, §8). */
export const VIDEO_TEMPLATE_RESOURCE = 'videoTemplate';
/** The audit list reads the same records from its own path; named under /videoTemplate, whose menus grant it. */
export const VIDEO_TEMPLATE_AUDIT_RESOURCE = 'videoTemplate/auditList';

export const VIDEO_TEMPLATE_TEXTS = {
  listTitle: '视频模板配置',
  auditTitle: '视频模板审核',
  create: '新建模板',
  edit: '编辑',
  view: '查看',
  submit: '提交审核',
  remove: '删除',
  audit: '审核',
  approve: '通过',
  reject: '驳回',
  confirmSubmit: '确定提交该模板审核吗？',
  confirmRemove: '确定删除该模板吗？',
  confirmApprove: '确定审核通过该模板吗？',
  rejectTitle: '驳回原因',
  rejectLabel: '请输入驳回原因',
  cancel: '取消',
} as const;
