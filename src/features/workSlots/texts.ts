import type { SlotBooking } from '../../schemas/workSlot';

/** The texts of TimesManagement. */
export const TIMES_MANAGEMENT_TEXTS = {
  title: '时段管理',
  agent: '坐席',
  hint: '点击时段开启或关闭预约；已预约的时段不能关闭。',
  open: '可预约',
  closed: '未开放',
  past: '已过',
  link: '预约链接',
  copy: '复制链接',
  copied: '已复制',
  bookings: '预约',
  cancelBooking: '取消预约',
  cancelConfirm: (b: SlotBooking) => `确定取消${b.userName}（${b.userPhone}）的预约吗？该时段将重新开放预约。`,
  cancelled: '预约已取消',
  newBooking: '新预约：',
  byCustomer: '客户',
  bookingCancelled: '已取消预约：',
  start: '开始',
} as const;
