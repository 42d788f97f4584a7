/**
 * The meeting hall's words (spec 2 §2.2, §4.1, §8). The hall speaks Chinese on both sides, as the spec
 * gives it; the video-sales tenant says 同屏 where the others say 会话.
 */
import type { HallVariant } from './HallContext';

const noun = (variant: HallVariant) => (variant === 'videoSells' ? '同屏' : '会话');

export const hallTexts = {
  inviteNumber: (variant: HallVariant) => (variant === 'videoSells' ? '同屏号' : '会话号'),
  elapsed: '通话时长',
  microphone: '麦克风',
  camera: '摄像头',
  beauty: '美颜',
  beautyLevel: '美颜',
  light: '美白',
  ruddy: '红润',
  whiteboard: '白板',
  share: '共享',
  invite: '邀请',
  backHome: '返回首页',
  scripts: '话术库',
  assistant: '实时辅助',
  endShare: '结束共享',
  end: (variant: HallVariant) => `结束${noun(variant)}`,
  endQuestion: (variant: HallVariant) => `您确认结束${noun(variant)}吗？`,
  refresh: '刷新',
  confirm: '确定',
  cancel: '取消',
  tip: '提示',
  ended: '会话已结束',
  eventLog: '会议信息',
  noEvents: '暂无会议信息',
  panelTitles: {
    '1': '共享',
    '2': '文档',
    '3': '视频',
    '4': '测算',
    '5': '数字人',
    zgye: '资料',
    yxzx: '营销中心',
  } as Record<string, string>,
  closePanel: '收起',
  copied: '复制成功',
  copy: '复制邀请',
  copyFailed: '复制失败，请手动复制',
  inviteText: '邀请内容',
  inviteTitle: '邀请客户',
  inviteSms: '短信邀请',
  inviteQr: '扫码加入',
  smsSent: '发送短信成功',
  customer: '客户',
  agent: '坐席',
  host: '（主持人）',
} as const;
