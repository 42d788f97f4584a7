/** The video content screens (/videoContent/list, /videoContent/detail, /videoContent/auditList): paths and texts (spec 3 §2, §8). */
export const VIDEO_CONTENT_RESOURCE = 'videoContent';
export const VIDEO_CONTENT_AUDIT_RESOURCE = 'videoContent/auditList';

export const VIDEO_CONTENT_TEXTS = {
  listTitle: '视频内容',
  auditTitle: '视频内容审核',
  detailTitle: '视频内容详情',
  create: '新建视频内容',
  name: '视频名称',
  template: '视频模板',
  noTemplate: '暂无审核通过的模板',
  view: '查看',
  submit: '提交审核',
  remove: '删除',
  retry: '重试',
  audit: '审核',
  confirmSubmit: '确定提交该视频内容审核吗？',
  confirmRemove: '确定删除该视频内容吗？',
  confirmApprove: '确定审核通过该视频内容吗？',
  cancel: '取消',
  confirm: '确定',
  back: '返回',
} as const;

/** The texts of ShareButton. */
export const SHARE_BUTTON_TEXTS = {
  share: '分享',
  title: '分享预览',
  hint: '客户扫码或打开链接即可在手机上预览；只展示审核通过的版本。',
  qrAlt: '分享二维码',
  copy: '复制链接',
  copied: '复制成功',
  close: '关闭',
} as const;
