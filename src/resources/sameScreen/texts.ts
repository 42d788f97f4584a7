/** The same-screen screens (/sameScreen, /establishSameScreen, /recordSameScreen, /sameScreenDetails, /wechat): paths and texts (spec 1 §8). */
import { serviceWebTexts } from '../../schemas/serviceWeb';

export const SAME_SCREEN_RESOURCE = 'sameScreen';

/** Where a screen of this area lives; the detail page returns to the page it was opened from. */
export const sameScreenRoutes = {
  list: '/sameScreen',
  records: '/recordSameScreen',
  create: (copy: boolean) => `/establishSameScreen/${copy ? 1 : 0}`,
  detail: (serviceId: string, from: 'sameScreen' | 'recordSameScreen') =>
    `/sameScreenDetails/${encodeURIComponent(serviceId)}/${from}`,
} as const;

export const SAME_SCREEN_TEXTS = {
  listTitle: '同屏',
  recordsTitle: '同屏记录',
  createTitle: '发起同屏',
  detailTitle: '同屏详情',
  wechatTitle: '同屏列表',
  start: '发起同屏',
  records: '同屏记录',
  copyInvite: '复制邀请',
  invite: '邀请',
  sendSms: '发送短信',
  qrCode: '二维码',
  end: '结束',
  detail: '详情',
  copyRecord: '复制同屏',
  back: '返回',
  confirmEnd: '确定要结束该同屏吗？',
  copied: '复制成功',
  copyFailed: '复制失败，请手动复制',
  created: serviceWebTexts.created,
  closed: serviceWebTexts.closed,
  smsSent: serviceWebTexts.smsSent,
  smsTitle: '发送邀请短信',
  phones: '手机号',
  phonesHint: '可输入多个手机号，用逗号、空格或换行分隔',
  send: '发送',
  cancel: '取消',
  qrTitle: '二维码',
  qrHint: '客户扫描二维码或打开下面的链接即可加入同屏',
  qrAlt: '邀请链接二维码',
  copyLink: '复制链接',
  noLinks: '暂无可用的同屏链接，请先在链接素材中添加',
  addLinks: '去添加链接',
  allStatuses: '全部',
  exportName: '同屏记录',
} as const;
