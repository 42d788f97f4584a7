/** The 5G screens' texts and the codes of a session's and a call's states, with their names. */
export const fiveGTexts = {
  /** Spec 1 §8 gives it in English only ('you currently have an entered session, do not enter repeatedly'). */
  alreadyInSession: '您当前已有进入的会话，请勿重复进入',
  sessionEnded: '会话已结束',
  serviceIdInvalid: '无效的serviceId',
  phoneOrFlowInvalid: '无效的手机号或工单号',
  callIdInvalid: '无效的callId',
  customerNameRequired: '请输入客户姓名',
  customerNameTooLong: '客户姓名不能超过30个字符',
  phoneRequired: '请输入客户手机号',
  phoneInvalid: '请输入正确的手机号',
  callTypeInvalid: '请选择呼叫类型',
  endTypeInvalid: '挂断类型不正确',
  talkSecondsInvalid: '通话时长不正确',
  callInProgress: '当前已有进行中的通话，请先挂断',
  noCall: '当前没有进行中的通话',
  shareOnlyInVideo: '视频通话时才可以共享',
  shareContentMissing: '未找到共享内容',
  notSharing: '当前没有共享内容',
  statusInvalid: '状态不正确',
  incomeGone: '来电已结束',
  beginTimeInvalid: '开始时间格式不正确',
  endTimeInvalid: '结束时间格式不正确',
  timeOrder: '开始时间不能晚于结束时间',
  noOrganisation: '只有所属机构的账号可以发起5G会话',
  ended: '会话已结束',
  exportName: '5G记录',
  smsSent: '发送短信成功',
  /** The text of a template shared by SMS: who shares what, and the page that plays it. */
  templateSms: (agentName: string, name: string, link: string) =>
    `${agentName}向您分享了视频“${name}”，点击观看：${link}`,
} as const;

export const END_TYPES = [1, 2, -1] as const;
export type EndType = (typeof END_TYPES)[number];
export const END_TYPE_NAMES: Record<string, string> = { '1': '坐席挂断', '2': '呼叫失败或客户挂断', '-1': '异常挂断' };
/** Start-call modal: 2 video call, 0 audio call (spec 2 §5). */
export const CALL_TYPES = [2, 0] as const;
export const CALL_TYPE_NAMES = ['视频呼叫', '音频呼叫'] as const;
export const SESSION_STATUSES = ['inProgress', 'ended'] as const;
export const SESSION_STATUS_NAMES = ['进行中', '已结束'] as const;
