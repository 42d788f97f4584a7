/**
 * The separate 5G call service's protocol (spec 2 §7.3) as data: its paths, what each takes and answers,
 * the agent events of §4.3 and the call client's Chinese texts. Spoken by the server's port
 * (server/services/callService.ts), its simulator (server/simulators/callService) and the browser's
 * adapter (src/features/fiveG/call/CallServiceClient.ts).
 */

import type { FromSchema } from 'json-schema-to-ts';
import type { fifthGenerationPublicSchema } from './agentRecord';
import { envelopeAnswer, recordOf } from './answers';

/** Where the built-in simulator serves the protocol when CALL_SERVICE_URL is unset. */
export const CALL_SIMULATOR_PREFIX = '/callsvc';
/** The socket.io namespace of the simulator: the handset's line and the conference's signals. */
export const CALL_SIMULATOR_NAMESPACE = '/callsvc';

/** Paths relative to the call service's base (spec 2 §7.3). */
export const callServicePaths = {
  appToken: '/app/token',
  assign: '/call/assign',
  roomToken: '/mcu/rooms/token',
  voiceCall: '/call/voiceCall',
  agentEvent: '/call/agentEvent/:serviceId',
  connected: '/call/connected',
  switchMedia: '/call/switchMedia',
  videoTime: '/call/videoTime',
  endVoiceCall: '/call/endVoiceCall',
  forceEndVoiceCall: '/call/forceEndVoiceCall',
  recordingStart: '/recording/start',
  recordingStop: '/recording/stop',
  streamUpdate: '/mcu/stream/update',
  releaseAgent: '/agent/releaseAgent',
  /** The simulator's own: what the agent shares, shown on the handset. */
  share: '/handset/share',
} as const;

/** The signed-in agent's way to the call service (GET /api/callService/session). */
export const callServiceApiPaths = {
  session: '/api/callService/session',
  /** Where a real call service hands over customers' calls (callServiceInbound.ts). */
  inbound: '/api/callService/inbound',
} as const;

export const callServiceSessionSchema = recordOf({
  /** The base of every call-service path, absolute or on this site ('/callsvc'). */
  baseUrl: { type: 'string' },
  /** The tenant's app token, minted by the server from appKey and appSecret. */
  appToken: { type: 'string' },
});
export type CallServiceSession = FromSchema<typeof callServiceSessionSchema>;

/** The tenant's 5G settings a browser may see: never appKey nor appSecret. */
export type FifthGenerationPublicConfig = FromSchema<typeof fifthGenerationPublicSchema>;

/** The call service's envelope: success is errCode 0 or '0'. */
export interface CallServiceEnvelope<T = unknown> {
  errCode: number | string;
  errInfo?: string;
  result?: T;
}

/** The envelope's own fields as the call service answers them (its simulator's errCode a number, 'success' its errInfo). */
const callServiceEnvelopeFields = { errCode: { type: ['integer', 'string'] }, errInfo: { type: 'string' } } as const;
/** A call-service answer without a result. */
export const callServiceEmptyAnswer = envelopeAnswer(callServiceEnvelopeFields);
/** A call-service answer whose result is described by `result`. */
export const callServiceAnswerOf = <const R>(result: R) => envelopeAnswer({ ...callServiceEnvelopeFields, result });

export const isCallServiceSuccess = (body: { errCode?: unknown } | null | undefined) =>
  body?.errCode === 0 || body?.errCode === '0';

/** mediaAbility and mediaType: 3 is video, 1 audio (spec 2 §4.3, §7.3). */
export const MEDIA_VIDEO = 3;
export const MEDIA_AUDIO = 1;
export type MediaKind = 'audio' | 'video';
export const mediaKindOf = (mediaAbility: unknown): MediaKind =>
  Number(mediaAbility) === MEDIA_VIDEO ? 'video' : 'audio';
export const mediaNumberOf = (kind: MediaKind) => (kind === 'video' ? MEDIA_VIDEO : MEDIA_AUDIO);

/** Call type of the start-call modal: 2 video (the default), 0 audio (spec 2 §5). */
export const CALL_TYPE_VIDEO = 2;
export const CALL_TYPE_AUDIO = 0;
export type CallType = typeof CALL_TYPE_VIDEO | typeof CALL_TYPE_AUDIO;

/** End types: 1 ended by the agent, 2 call failed or customer released, -1 abnormal (offline, closing, poll failure). */
export const END_BY_AGENT = 1;
export const END_BY_CUSTOMER = 2;
export const END_ABNORMAL = -1;
export type EndType = typeof END_BY_AGENT | typeof END_BY_CUSTOMER | typeof END_ABNORMAL;

/** An agent event of the given type and content. */
const agentEventOf = <const T extends string, const C>(eventType: T, content: C) =>
  recordOf({ eventType: { type: 'string', const: eventType }, content });
const noContent = { type: 'object', additionalProperties: false } as const;
const agentEventSchema = {
  anyOf: [
    agentEventOf('AgentEvent_Talking', recordOf({ mediaAbility: { type: 'number' } })),
    agentEventOf('AgentEvent_MediaSwith', recordOf({ mediaType: { type: 'number' }, reason: { type: 'number' } })),
    agentEventOf('AgentMediaEvent_Record', recordOf({ recordId: { type: 'string' } })),
    agentEventOf('AgentMediaEvent_StopRecordDone', recordOf({ recordId: { type: 'string' } })),
    agentEventOf('AgentEvent_Call_Out_Fail', recordOf({ reason: { type: 'string' } })),
    agentEventOf('AgentEvent_Customer_Release', noContent),
    agentEventOf('AgentOther_ShutdownService', noContent),
  ],
} as const;
export type AgentEvent = FromSchema<typeof agentEventSchema>;

/** GET /call/agentEvent/:serviceId answers an event, or none when nothing happened while it was held. */
export const agentEventResultSchema = recordOf({ event: { anyOf: [...agentEventSchema.anyOf, { type: 'null' }] } });
export type AgentEventResult = FromSchema<typeof agentEventResultSchema>;

export const assignResultSchema = {
  type: 'object',
  properties: {
    serviceId: { type: 'string' },
    callId: { type: 'string' },
    /** The simulator's own: the key of the customer's handset link (/handset?phone=…&key=…), standing in for the phone ringing. */
    handsetKey: { type: 'string' },
  },
  required: ['serviceId', 'callId'],
  additionalProperties: false,
} as const;
export type AssignResult = FromSchema<typeof assignResultSchema>;

/** POST /app/token: the app token every other call carries. */
export const appTokenResultSchema = recordOf({ token: { type: 'string' } });

export interface StreamUpdateRequest {
  roomId: string;
  streamId: string;
  streamUpdate: { op: 'add'; path: string; value: string }[];
}

/** What the agent shares, as the handset shows it; kind 'none' ends the share. `page` (from 1) is the page the agent shows. */
export type HandsetShare =
  | { kind: 'image'; name: string; urls: string[]; page?: number }
  | { kind: 'link'; name: string; url: string }
  | { kind: 'none' };

/** The handset's line (namespace CALL_SIMULATOR_NAMESPACE, handshake auth {phone, key}: the key of one call's handset link). */
export interface HandsetCall {
  serviceId: string;
  callId: string;
  phone: string;
  /** 'ringing' until answered, 'talking' after, 'ended' once either side hung up. */
  state: 'ringing' | 'talking' | 'ended';
  media: MediaKind;
  /** The agent asks to switch to video and waits for the answer. */
  switchAsked: boolean;
  share: HandsetShare;
  /** 'out' when the agent dialled the handset, 'in' when the customer called the tenant's 5G service. */
  direction: 'in' | 'out';
  /** The call's handset key, shown only to the line holding the call: it names the call to our consent route. */
  key: string;
}

/** A customer's call to a tenant's 5G service, as the call service hands it to our server to offer to an agent. */
export interface InboundCall {
  /** The tenant's 5G app key: which service was called. */
  appKey: string;
  phone: string;
  media: MediaKind;
  serviceId: string;
  callId: string;
  flowId: string;
}

export interface HandsetServerEvents {
  /** The calls this line holds the key of, or called itself, as they are now. */
  calls: (calls: HandsetCall[]) => void;
  'rtc.signal': (signal: { serviceId: string; data: unknown }) => void;
}

export type HandsetAction =
  | 'answerAudio'
  | 'answerVideo'
  | 'refuse'
  | 'hangUp'
  | 'acceptVideo'
  | 'refuseVideo'
  | 'toAudio'
  | 'failCall'
  | 'shutdown';

export interface HandsetClientEvents {
  action: (request: { callId: string; action: HandsetAction }) => void;
  /** The customer calls the 5G service named by its app key (the simulator's service number). */
  callIn: (request: { service: string; media: MediaKind }) => void;
  /** Enters a call's signals: the handset by the call's key it holds, the agent's page by its conference token. */
  'rtc.join': (request: { serviceId: string; token?: string }) => void;
  'rtc.signal': (signal: { serviceId: string; data: unknown }) => void;
}

/** Texts of the call client and the handset (spec 2 §2.4, §4.3, §8; ours where it gives none, see docs/decisions.md). */
export const callServiceTexts = {
  confirmHangUp: '确认要挂断通话吗',
  waiting: '等待接通中...',
  waitingVideo: '等待视频接通中...',
  waitingAudio: '等待音频接通中...',
  videoRefused: '对方已拒绝视频通话',
  recordingFault: '录屏服务出现异常，请联系技术人员',
  recordingReady: '录屏插件启动成功',
  recording: '正在录屏...',
  startTitle: '发起会话',
  host: '(主持人)',
  callOutFail: '呼叫失败，对方未接通',
  customerRelease: '对方异常或挂断电话',
  shutdown: '通话服务已停止，通话已结束',
  pollFailed: '通话事件获取失败，通话已结束',
  offline: '网络已断开，通话已结束',
  badToken: '无效的access-token',
  noCall: '通话不存在或已结束',
  badCredentials: '请填写配置信息',
  badSecret: 'appKey或appSecret错误',
  tooManyCalls: '未结束的通话过多，请稍后再试',
  busy: '通话服务繁忙，请稍后再试',
  tooLong: '请求内容过长',
  badPhoneOrFlow: '无效的手机号或工单号',
  badServiceId: '无效的serviceId',
  badCallId: '无效的callId',
  badAgentId: '坐席id无效',
  noSession: '未检测到会话',
  endShareFirst: '请结束分享再进行切换',
  notConfigured: '当前租户未开通5G通话',
  serviceNotConfigured: '5G呼叫服务未配置',
  timeout: '通话服务请求超时',
  network: '网络异常，请稍后重试',
  startCall: '发起通话',
  calling: '呼叫中...',
  hangUp: '挂断',
  audioCall: '音频通话',
  videoCall: '视频通话',
  confirm: '确定',
  cancel: '取消',
  customerInfo: '客户信息',
  customerName: '客户姓名',
  customerPhone: '客户手机号',
  callType: '通话类型',
  typeVideo: '视频呼叫',
  typeAudio: '音频呼叫',
  nameRequired: '请输入客户姓名',
  phoneRequired: '请输入客户手机号',
  phoneInvalid: '请输入正确的手机号',
  callTypeRequired: '请选择通话类型',
  muteAudio: '关闭麦克风',
  unmuteAudio: '打开麦克风',
  muteVideo: '关闭摄像头',
  unmuteVideo: '打开摄像头',
} as const;

/** The start-call modal's phone: an optional +86 or 0086, then 1 and ten digits (spec 2 §5). */
export const START_CALL_PHONE_PATTERN = '^(\\+86|0086)?1\\d{10}$';

/** Texts of the handset page (the simulator's customer phone). */
export const handsetTexts = {
  title: '模拟手机',
  idle: '等待来电...',
  noPhone: '请在地址中填写手机号，如 ?phone=13800138000',
  ringingVideo: '视频来电',
  ringingAudio: '语音来电',
  answerVideo: '视频接听',
  answerAudio: '语音接听',
  refuse: '拒接',
  hangUp: '挂断',
  talking: '通话中',
  askVideo: '对方请求切换为视频通话',
  acceptVideo: '接受',
  refuseVideo: '拒绝',
  toAudio: '切换为语音',
  failCall: '模拟呼叫失败',
  shutdown: '模拟服务停止',
  ended: '通话已结束',
  shared: '坐席共享',
  phone: '手机号',
  openLink: '打开链接',
  service: '5G服务号',
  callAgent: '呼叫坐席',
  callVideo: '视频呼叫坐席',
  callAudio: '语音呼叫坐席',
  callingAgent: '正在呼叫坐席...',
  noAgent: '坐席忙，请稍后再拨',
  simulatorOff: '5G呼叫模拟器未开启，模拟手机不可用',
  openHandset: '打开模拟手机',
  agentVideo: '坐席视频',
  ownVideo: '本机视频',
} as const;

/** Texts of the simulator's dialer page (/dialer). */
export const dialerTexts = {
  title: '模拟外呼',
  flowId: '工单号',
  link: '共享链接地址',
  shareLink: '共享链接',
  shareImage: '共享图片',
  sampleImage: '示例图片',
  endShare: '结束共享',
  startRecording: '开始录制',
  stopRecording: '停止录制',
  simulatorOff: '5G呼叫模拟器未开启，模拟外呼不可用',
} as const;
