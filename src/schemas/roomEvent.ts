/**
 * Room events (spec 2 §4 "Room event messages", §7 room event notify): what the event log of a room
 * shows, stored through POST /api/serviceRoomEvent and read with GET /api/serviceRoomEvent?serviceId=.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { customerKeyProperty, customerKeyTexts } from './customerKey';
import { openObject } from './answers';
import { answerSchema, recordText, uuidField } from './fields';

/** Each event and how the log words it; {name} is who it happened to. */
export const roomEventTexts = {
  enterRoom: '{name}进入了房间',
  leaveRoom: '{name}离开了房间',
  micRefused: '{name}拒绝了麦克风授权',
  cameraRefused: '{name}拒绝了摄像头授权',
  phoneVoiceUnavailable: '{name}的手机正在通话中，无法开启语音',
  phoneVideoUnavailable: '{name}的手机正在通话中，无法开启视频',
  systemTooOld: '{name}的手机系统版本过低',
  shareStarted: '{name}开始了共享',
  shareEnded: '{name}结束了共享',
  audioOn: '{name}打开了语音',
  audioOff: '{name}关闭了语音',
  videoOn: '{name}打开了视频',
  videoOff: '{name}关闭了视频',
  closeVoiceAll: '{name}开启了全体静音',
  openVoiceAll: '{name}解除了全体静音',
  poorNetwork: '{name}的网络较差',
  networkOffline: '{name}的网络已断开',
  networkRecovery: '{name}的网络已恢复',
  shareWebSuccess: '{name}已打开共享页面',
  customerEntryTimeout: '客户进入同屏超时',
  syncScreenPoorNetwork: '{name}的同屏网络较差',
  syncScreenNetworkOffline: '{name}的同屏网络已断开',
  syncScreenNetworkRecovery: '{name}的同屏网络已恢复',
  syncLoginError: '{name}同屏连接失败',
  sdkError: '{name}的音视频连接失败',
  serviceError: '{name}的服务请求失败',
  shareFailed: '{name}共享失败',
  audioAdvised: '{name}的网络无法维持视频，已建议切换为语音',
  switchedToAudio: '{name}切换为语音通话',
  switchedToVideo: '{name}恢复了视频通话',
  recordingPaused: '{name}暂停了录制（{reason}）',
  recordingResumed: '{name}恢复了录制',
} as const;

export type RoomEventKind = keyof typeof roomEventTexts;
const ROOM_EVENT_KINDS = Object.keys(roomEventTexts) as RoomEventKind[];
/** Events only the server writes, through the action they record (a pause needs its reason checked). */
const SERVER_EVENTS: readonly RoomEventKind[] = ['recordingPaused', 'recordingResumed'];
const REPORTED_EVENT_KINDS = ROOM_EVENT_KINDS.filter((kind) => !SERVER_EVENTS.includes(kind));

/** Refusals and failures show in red (spec 2 §4). */
export const FAILURE_EVENTS: readonly RoomEventKind[] = [
  'micRefused',
  'cameraRefused',
  'phoneVoiceUnavailable',
  'phoneVideoUnavailable',
  'systemTooOld',
  'networkOffline',
  'customerEntryTimeout',
  'syncScreenNetworkOffline',
  'syncLoginError',
  'sdkError',
  'serviceError',
  'shareFailed',
];

const EVENT_TEXT = '事件类型不正确';
const serviceId = uuidField('会话已结束');
const event = { type: 'string', enum: REPORTED_EVENT_KINDS, errorMessage: EVENT_TEXT } as const;
const detail = { type: 'object', maxProperties: 20, errorMessage: '事件内容不正确' } as const;

/** POST /api/serviceRoomEvent (the room's agent). */
export const roomEventSchema = {
  $id: 'roomEvent',
  type: 'object',
  properties: { serviceId, event, detail },
  required: ['serviceId', 'event'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: '会话已结束', event: EVENT_TEXT } },
} as const;

/** POST /api/customer/serviceRoomEvent (the customer or a guest, by a key of the room). */
export const customerRoomEventSchema = {
  $id: 'customerRoomEvent',
  type: 'object',
  properties: { serviceId, key: customerKeyProperty, event, detail },
  required: ['serviceId', 'key', 'event'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: '会话已结束', key: customerKeyTexts.wrong, event: EVENT_TEXT } },
} as const;

/** GET /api/serviceRoomEvent. */
export const roomEventQuerySchema = {
  $id: 'roomEventQuery',
  type: 'object',
  properties: { serviceId, timestamp: { type: 'string' } },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: '会话已结束' } },
} as const;

/** An event as GET /api/serviceRoomEvent answers it and both logs show it. */
export const roomEventRecordSchema = answerSchema({
  _id: recordText,
  serviceId: recordText,
  actor: { type: 'string', enum: ['agent', 'customer'] },
  actorName: recordText,
  event: { type: 'string', enum: ROOM_EVENT_KINDS },
  detail: openObject,
  createdAt: recordText,
});
export type RoomEventRecord = FromSchema<typeof roomEventRecordSchema>;

declare module './roomMessages' {
  interface RoomMessages {
    /** The server stored an event of the room: both logs show it at once. */
    'roomEvent.added': RoomEventRecord;
  }
}

export const roomEventPaths = {
  agent: '/api/serviceRoomEvent',
  customer: '/api/customer/serviceRoomEvent',
} as const;
