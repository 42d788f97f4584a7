/** The texts of WecomTasks. */
export const WECOM_TASKS_TEXTS = {
  create: '新建任务',
  name: '任务名称',
  content: '发送内容',
  linkTitle: '链接标题（选填）',
  linkUrl: '链接地址（选填）',
  recipients: '选择客户',
  submit: '创建',
  cancel: '取消',
  detail: '详情',
  actions: '操作',
  progress: '发送进度',
  customer: '客户',
  status: '状态',
  reason: '原因',
  sentAt: '发送时间',
  createdAt: '创建时间',
  empty: '暂无任务',
  noSends: '暂无发送记录',
} as const;

/** The texts of WecomLinkPicker. */
export const WECOM_LINK_PICKER_TEXTS = {
  open: '选择链接',
  title: '选择链接',
  videos: '展业素材',
  links: '链接素材',
  search: '搜索名称',
  name: '名称',
  address: '链接地址',
  actions: '操作',
  pick: '选择',
  close: '关闭',
  emptyVideos: '暂无审核通过的视频内容',
  emptyLinks: '暂无可用的链接素材',
} as const;
