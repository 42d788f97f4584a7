/** The call history (/callRecord/list): resource and texts (spec 1 §2.5, §4, §7.3). */
import { callRecordTexts } from '../../schemas/callRecord';

export const CALL_RECORD_TEXTS = {
  title: '通话记录',
  allTab: '全部',
  exportName: callRecordTexts.exportName,
  detail: '详情',
  video: '视频',
  evaluation: '评价',
  mergedVideo: '合成视频',
  videoTitle: '通话视频',
  evaluationTitle: '客户评价',
  mergedTitle: '合成视频',
  noVideo: callRecordTexts.noVideo,
  noEvaluation: callRecordTexts.noEvaluation,
  merged: callRecordTexts.merged,
  merging: '正在合成视频…',
  loading: '加载中…',
  close: '关闭',
  checkpoints: '双录记录',
  noCheckpoints: '暂无双录记录',
  noRoom: '该通话未进入房间，没有可校验的录像与留痕',
  score: (score: number) => `${score}星`,
  part: (index: number, agent: string, length: string) => `第${index}段 · ${agent} · ${length}`,
  partTab: (index: number) => `第${index}段`,
} as const;

/** The texts of SopCheckpoints. */
export const SOP_CHECKPOINTS_TEXTS = {
  at: '录像时间',
  kind: '类型',
  script: '话术',
  keyword: '确认关键词',
  text: '对话内容',
} as const;
