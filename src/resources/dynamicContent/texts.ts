/** The dynamic template and dynamic video screens (spec 3 §2 /DynamicTemplateManagement, /DynamicVideoManagement). */
export const DYNAMIC_TEMPLATE_RESOURCE = 'DynamicTemplateManagement';
export const DYNAMIC_VIDEO_RESOURCE = 'DynamicVideoManagement';

export const dynamicRoutes = {
  templates: '/DynamicTemplateManagement/list',
  template: (id: string, audit = false) =>
    `/DynamicTemplateManagement/edit/${encodeURIComponent(id)}${audit ? '/1' : ''}`,
  videos: '/DynamicVideoManagement/list',
  video: (id: string, audit = false) => `/DynamicVideoManagement/edit/${encodeURIComponent(id)}${audit ? '/1' : ''}`,
} as const;

export const DYNAMIC_TEXTS = {
  templatesTitle: '动态模板',
  videosTitle: '动态视频',
  detailTitle: '动态视频详情',
  auditTitle: '动态视频审核',
  create: '新建动态视频',
  name: '视频名称',
  template: '动态模板',
  noTemplate: '暂无审核通过的动态模板',
  recipient: '客户名称',
  recipients: '客户数',
  submitter: '提交人',
  submittedAt: '提交时间',
  actions: '操作',
  noneWaiting: '暂无待审核的动态视频',
  addRecipient: '添加客户',
  removeRecipient: '移除',
  view: '查看',
  audit: '审核',
  submit: '提交审核',
  retry: '重试',
  remove: '删除',
  approve: '通过',
  reject: '驳回',
  confirmSubmit: '确定提交该动态视频审核吗？',
  confirmRemove: '确定删除该动态视频吗？',
  cancel: '取消',
  confirm: '确定',
  progress: (ready: number, total: number) => `已生成 ${ready}/${total}`,
  failed: (count: number) => `${count}个生成失败`,
  customer: '客户',
} as const;
