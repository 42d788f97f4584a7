/** The room screens (/remoteMeeting, /liveRecording): resources and texts (spec 1 §2.2, §2.5). */
export const MEETING_RESOURCE = 'remoteMeeting';
export const LIVE_RESOURCE = 'liveRecording';

export const ROOM_TEXTS = {
  meetingTitle: '远程会议',
  meetingDetailTitle: '会议详情',
  liveTitle: '直播记录',
  liveDetailTitle: '直播详情',
  allTab: '全部',
  detail: '详情',
  back: '返回',
  notFound: '记录不存在或无权访问',
  roomSection: '会话信息',
  callSection: '来电信息',
  videoSection: '会话视频',
  checkpoints: '双录记录',
  evaluation: '客户评价',
  endedBy: '结束方',
  noCall: '无来电信息',
} as const;

/** Who ended a room, as the detail page names it. */
export const ENDED_BY_NAMES: Record<string, string> = { agent: '坐席', user: '客户', transfer: '转接' };
