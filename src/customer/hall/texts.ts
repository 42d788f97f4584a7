import type { RoomMediaTexts } from '../../features/hall';
import { appZhCN } from '../../i18n/appZhCN';

/** The room's media words are the back-office's zh-CN ones, kept in one place. */
const media: RoomMediaTexts = { ...appZhCN.room, confirm: appZhCN.common.confirm };

/** The customer's pages speak Chinese: they are opened from a link on a customer's phone. */
export const customerTexts = {
  media,
  callTitle: '视频客服',
  callIntro: '填写信息后即可与专属顾问视频通话',
  name: '姓名',
  phone: '手机号',
  call: '发起视频通话',
  cancel: '取消呼叫',
  waiting: '正在为您接通顾问，请稍候…',
  position: (n: number) => `您当前排在第 ${n} 位`,
  ringing: '顾问的电话正在响铃…',
  cancelled: '您已取消呼叫',
  missed: '当前暂无顾问接听，请稍后再试',
  again: '重新呼叫',
  connected: (name: string) => `已接通顾问：${name}`,
  inviteNumber: '会议号',
  hangUp: '挂断',
  hangUpQuestion: '确定要挂断吗？',
  ended: '会话已结束',
  /** A guest (joined by the number) hung up: the session goes on without this page. */
  left: '您已离开会话',
  agentChanged: (name: string) => `已为您转接至顾问：${name}`,
  rate: '请为本次服务评价',
  comment: '您的建议（选填）',
  submit: '提交评价',
  thanks: '感谢您的评价',
  sameScreenTitle: '同屏服务',
  sameScreenAgent: (name: string) => (name.trim() === '' ? '您的专属顾问' : `您的专属顾问：${name}`),
  joinTitle: '加入会议',
  joinIntro: '请输入顾问提供的12位会议号',
  join: '加入',
  back: '返回',
  tenantMissing: '链接不完整，请向顾问重新获取链接',
} as const;
