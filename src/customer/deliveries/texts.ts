/** The texts of HoldToSpeak. */
export const HOLD_TEXTS = {
  hold: '按住说话',
  release: '松开发送',
  recognising: '识别中…',
  hint: '按住下方按钮说出您的回答，松开即发送；也可以直接点选',
  tooShort: '说话时间太短，请按住说话',
  notHeard: '没有听清，请再说一次',
  noMicrophone: '无法使用麦克风，请点选回答',
} as const;

/** The texts of VideoDataPage. */
export const VIDEO_DATA_PAGE_TEXTS = {
  play: '播放',
  playing: '播放中',
  ended: '播放结束',
  transferring: '正在为您转接人工客服…',
  yes: '需要',
  no: '不需要',
} as const;
