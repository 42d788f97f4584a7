/** The host controls' words (Chinese on both sides, like the rest of the hall). */
export const controlTexts = {
  members: '成员',
  muteAll: '全体静音',
  unmuteAll: '解除全体静音',
  host: '（主持人）',
  micOff: (name: string) => `关闭${name}的麦克风`,
  micOn: (name: string) => `开启${name}的麦克风`,
  cameraOff: (name: string) => `关闭${name}的摄像头`,
  cameraOn: (name: string) => `开启${name}的摄像头`,
  noMembers: '暂无其他参会人员',
} as const;
