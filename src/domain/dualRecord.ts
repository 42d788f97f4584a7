/**
 * 双录 (traceable sales, issue 30): what a recorded sale must hold, where its pauses and checkpoints fall in its
 * recording, and how a record reads as complete or not.
 */

/** What every 双录 session must show: the risk notice read out, the customer's confirmation, the customer's face. */
export const REQUIRED_CHECKPOINTS = ['riskNotice', 'confirmation', 'facePresent'] as const;
export type RequiredCheckpoint = (typeof REQUIRED_CHECKPOINTS)[number];

/** A record's 双录 state: not under 双录, still going on, ended with every checkpoint, or ended without one. */
export const DUAL_RECORD_STATES = ['complete', 'incomplete', 'ongoing', 'none'] as const;
export type DualRecordState = (typeof DUAL_RECORD_STATES)[number];
export const DUAL_RECORD_STATE_NAMES = ['双录完整', '双录不完整', '进行中', '-'];

export const dualRecordTexts = {
  paused: '录制已暂停',
  pause: '暂停录制',
  resume: '恢复录制',
  pauseTitle: '暂停录制',
  pauseReason: '暂停原因',
  reasonRequired: '请选择暂停原因',
  reasonUnknown: '暂停原因不在本公司的列表中',
  alreadyPaused: '录制已暂停',
  notPaused: '录制未暂停',
  pausedToast: '录制已暂停',
  resumedToast: '录制已恢复',
  roomEnded: '会话已结束',
  pauseReasons: '录制暂停原因',
  pauseReasonsHint: '坐席暂停录制时须从中选择一项，每行一个',
  pauseReasonsInvalid: '暂停原因每个不超过20个字符，最多20个',
  missing: '缺少',
  tracks: { composite: '合成画面', agent: '坐席画面', customer: '客户画面' },
  timeline: '录制时间轴',
  pauseGap: (seconds: number, reason: string) => `暂停 ${seconds} 秒（${reason}）`,
  recordingTimes: '录制时间',
  jumpTo: '从此处播放',
  complete: '双录完整',
} as const;

const REQUIRED_NAMES: Record<RequiredCheckpoint, string> = {
  riskNotice: '风险提示已读',
  confirmation: '客户确认',
  facePresent: '人脸在场',
};

/** '双录不完整（缺少：客户确认、人脸在场）' */
export const incompleteText = (missing: readonly RequiredCheckpoint[]) =>
  `双录不完整（缺少：${missing.map((kind) => REQUIRED_NAMES[kind]).join('、')}）`;

export const DEFAULT_PAUSE_REASONS = ['客户临时离开', '客户要求暂停', '网络中断', '其他'] as const;

export function stateOf(room: { dualRecord: boolean; ended: boolean; checkpointKinds: readonly string[] }): {
  state: DualRecordState;
  missing: RequiredCheckpoint[];
} {
  if (!room.dualRecord) return { state: 'none', missing: [] };
  const missing = REQUIRED_CHECKPOINTS.filter((kind) => !room.checkpointKinds.includes(kind));
  if (!room.ended) return { state: 'ongoing', missing };
  return { state: missing.length === 0 ? 'complete' : 'incomplete', missing };
}

/** A pause of the recording, in epoch milliseconds; `to` is null while it lasts. */
export interface PauseSpan {
  from: number;
  to: number | null;
}

/** The time a recording started at `start` had recorded by `at`: what passed, less the pauses before it. */
export function recordedMs(start: number, at: number, pauses: readonly PauseSpan[]): number {
  let paused = 0;
  for (const pause of pauses) {
    const from = Math.max(pause.from, start);
    const to = Math.min(pause.to ?? at, at);
    if (to > from) paused += to - from;
  }
  return Math.max(0, at - start - paused);
}

/** The pauses a room's log tells, in order: each pause event until the resume that follows it. */
export function pausesOf<E extends { event: string; at: number }>(events: readonly E[]): (PauseSpan & { start: E })[] {
  const spans: (PauseSpan & { start: E })[] = [];
  let open: (PauseSpan & { start: E }) | null = null;
  for (const event of events) {
    if (event.event === 'recordingPaused' && open === null) {
      open = { from: event.at, to: null, start: event };
      spans.push(open);
    } else if (event.event === 'recordingResumed' && open !== null) {
      open.to = event.at;
      open = null;
    }
  }
  return spans;
}
