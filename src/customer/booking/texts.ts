import { dayLabel } from '../../domain/workSlots';
import type { BookingRecord } from '../../schemas/workSlot';

/** The texts of BookingPage. */
export const BOOKING_PAGE_TEXTS = {
  title: '预约顾问',
  chooseSlot: '请选择预约时段',
  none: '暂无可预约的时段',
  name: '姓名',
  phone: '手机号',
  submit: '立即预约',
  keepLink: '保存此链接，可随时取消预约：',
  cancel: '取消预约',
  cancelled: '预约已取消，该时段已重新开放',
  yourBooking: '您的预约',
  done: (b: BookingRecord) =>
    `预约成功：${dayLabel(b.workDate)} ${b.workStartTime}-${b.workEndTime}，顾问${b.agent.fullName}将准时为您服务`,
} as const;
