/** What the hall says as a session begins and ends (spec 2 §4.1, §8); Chinese on both sides, as hallTexts. */
import type { HallVariant } from '../../HallContext';

const noun = (variant: HallVariant) => (variant === 'videoSells' ? '同屏' : '会话');

export const lifecycleTexts = {
  ended: '会话已结束',
  enterFailed: '进入同屏大厅失败，请重新开始',
  joinFailed: '加入失败，请重新加入会议',
  syncLoginError: '对方同屏连接失败，请重新共享',
  alreadyOpen: (variant: HallVariant) => `您当前已有进入的${noun(variant)}，请勿重复进入`,
  noticeTitle: '提示',
  notifyEnd: (seconds: number) => `剩余通话时长不足，会话将在 ${seconds} 秒后自动结束`,
  notifySingleEnd: (seconds: number) => `本次会话时长即将达到上限，将在 ${seconds} 秒后自动结束`,
  continue: '继续',
  exit: '退出',
  qwEndTitle: '会话已结束',
  qwEndHint: '您可以关闭此页面，返回企业微信',
  backToList: '返回会议列表',
  noRoom: '您当前没有进行中的会话',
  noSameScreen: '您当前没有进行中的同屏',
  backToSameScreen: '返回同屏列表',
} as const;
