/** The 5G screens (/fifthGeneration/list, /record, /detail/:serviceId): texts (spec 1 §2, spec 2 §2.3, §4.3). */
import { fiveGTexts } from '../../schemas/fiveG';

export const FIVE_G_RESOURCE = 'fifthGeneration';
/** The records' list is a resource of its own (its own filters); its name keeps the menu's first segment, which route access checks. */
export const FIVE_G_RECORD_RESOURCE = 'fifthGeneration/record';

/** Set when a room is opened from the 5G list (spec 2 §2.1: 'a local flag records that the 5G call list was used'). */
export const FIVE_G_FROM_LIST_KEY = 'fiveGFromList';

export const FIVE_G_TEXTS = {
  sessionsTitle: '5G会话',
  recordsTitle: '5G记录',
  detailTitle: '5G详情',
  start: '发起会话',
  starting: '正在发起…',
  enter: '进入会话',
  detail: '详情',
  back: '返回',
  exportName: fiveGTexts.exportName,
  basics: '会话信息',
  calls: '通话记录',
  shares: '共享记录',
  recording: '通话录屏',
  checkpoints: '双录记录',
  noCalls: '暂无通话',
  noShares: '暂无共享',
  flowId: '会话编号',
  customer: '客户',
  agent: '坐席',
  organisation: '机构',
  status: '状态',
  startedAt: '开始时间',
  endedAt: '结束时间',
  connectedAt: '接通时间',
  callType: '呼叫类型',
  endType: '挂断类型',
  talkTime: '通话时长',
  shareName: '共享内容',
  shareKind: '类型',
  notFound: '记录不存在或无权访问',
} as const;

export const SHARE_KIND_NAMES: Record<string, string> = { file: '5G素材', template: '模板素材', link: '链接' };
