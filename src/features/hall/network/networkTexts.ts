import type { NetworkLevel } from '../../../domain/networkQuality';

/** The network's words (spec 2 §4.2), Chinese on both sides. */
export const networkTexts = {
  levels: { good: '良好', general: '一般', difference: '差', disconnected: '断开', unknown: '未知' } satisfies Record<
    NetworkLevel,
    string
  >,
  network: (name: string) => `${name}的网络`,
  me: '我',
  poor: (name: string) => `当前${name}的网络不佳`,
  offline: (name: string) => `当前${name}的网络异常`,
  ownOfflineTitle: '您的网络异常',
  ownOffline: '您的网络异常，请重新进入',
  secondsLeft: (seconds: number) => `${seconds}秒后关闭页面`,
  adviseAudio: '当前网络无法维持视频通话，建议切换为语音',
  switchToAudio: '切换为语音',
  keepVideo: '保持视频',
  adviseVideo: '网络已恢复，可以恢复视频通话',
  switchToVideo: '恢复视频',
  notNow: '暂不',
  otherAdvised: (name: string) => `${name}的网络无法维持视频，已建议切换为语音`,
  otherSwitchedToAudio: (name: string) => `${name}的网络不佳，已切换为语音通话`,
  otherSwitchedToVideo: (name: string) => `${name}已恢复视频通话`,
} as const;
