/**
 * Recording a room's call in the agent's browser (spec 2 §4.1 "stop recording", §7.1 startRecord,
 * §8 recorder): the recording is opened, its pieces are appended in order while the call goes on,
 * and it is finished when the room ends for this agent.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { nullableInteger, nullableText, recordText, uuidField } from './fields';
import { customerKeyProperty, customerKeyTexts } from './customerKey';
import { dualRecordTexts } from '../domain/dualRecord';

/** A piece is a few seconds of recording; this is far above what a browser makes in that time. */
export const MAX_RECORDING_PIECE_BYTES = 16 * 1024 * 1024;
/** How long the browser records before it sends a piece: at most this much is lost if the page dies. */
export const RECORDING_PIECE_MS = 3000;

export const recordingTexts = {
  unsupported: '浏览器不支持webAudioApi相关接口',
  started: '录音已开启',
  uploadRetrying: '录像上传失败，正在重试',
  roomEnded: '会话已结束，无法录制',
  closed: '录像已结束',
  notWebm: '录像格式不正确，仅支持webm',
  pieceRequired: '缺少录像分片',
  pieceEmpty: '录像分片为空',
  pieceTooLarge: '录像分片过大',
  pieceOrder: (expected: number) => `录像分片顺序不正确，应上传序号为${expected}的分片`,
  pieceDifferent: (seq: number) => `序号为${seq}的录像分片已上传，且内容不同`,
  piecesMissing: (held: number, told: number) => `录像分片不完整：服务器收到${held}片，上传方发送了${told}片`,
  recordingIdInvalid: '录像id不正确',
  seqInvalid: '分片序号需为非负整数',
  piecesInvalid: '分片数需为非负整数',
  mimeTypeInvalid: '录像格式不正确，仅支持webm',
  serviceIdRequired: '缺少会话id',
  trackInvalid: '录像轨道不正确',
  trackNotDual: '本会话未开启双录，仅录制合成画面',
} as const;

const recordingId = uuidField(recordingTexts.recordingIdInvalid);

/** The call mixed (both parties, the customer large), or one party's own picture and sound (双录). */
export const RECORDING_TRACKS = ['composite', 'agent', 'customer'] as const;
export type RecordingTrack = (typeof RECORDING_TRACKS)[number];

/** POST /api/serviceRoom/startRecord. */
export const startRecordSchema = {
  $id: 'startRecord',
  type: 'object',
  properties: {
    serviceId: { type: 'string', minLength: 1, maxLength: 100, errorMessage: recordingTexts.serviceIdRequired },
    track: { type: 'string', enum: RECORDING_TRACKS, default: 'composite', errorMessage: recordingTexts.trackInvalid },
    mimeType: {
      type: 'string',
      pattern: '^video/webm(;.*)?$',
      maxLength: 100,
      errorMessage: recordingTexts.mimeTypeInvalid,
    },
  },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: recordingTexts.serviceIdRequired } },
} as const;

/** The text fields of POST /api/serviceRoom/recordPiece (multipart, with the piece as `file`). */
export const recordPieceFieldsSchema = {
  $id: 'recordPieceFields',
  type: 'object',
  properties: {
    recordingId,
    seq: { type: 'integer', minimum: 0, maximum: 1_000_000, errorMessage: recordingTexts.seqInvalid },
  },
  required: ['recordingId', 'seq'],
  additionalProperties: false,
  errorMessage: { required: { recordingId: recordingTexts.recordingIdInvalid, seq: recordingTexts.seqInvalid } },
} as const;
export type RecordPieceFields = FromSchema<typeof recordPieceFieldsSchema>;

/** POST /api/serviceRoom/finishRecord: `pieces` is how many the browser sent, so none goes missing unnoticed. */
export const finishRecordSchema = {
  $id: 'finishRecord',
  type: 'object',
  properties: {
    recordingId,
    pieces: { type: 'integer', minimum: 0, maximum: 1_000_000, errorMessage: recordingTexts.piecesInvalid },
  },
  required: ['recordingId', 'pieces'],
  additionalProperties: false,
  errorMessage: { required: { recordingId: recordingTexts.recordingIdInvalid, pieces: recordingTexts.piecesInvalid } },
} as const;

/** A recording as its agent's browser and the records read it. */
export const recordingStateSchema = recordOf({
  recordingId: recordText,
  serviceId: recordText,
  status: { type: 'string', enum: ['recording', 'finishing', 'finished', 'empty'] },
  pieces: { type: 'integer' },
  size: { type: 'integer' },
  durationMs: nullableInteger,
});
export type RecordingState = FromSchema<typeof recordingStateSchema>;

/** POST /api/serviceRoom/pauseRecord: the agent pauses the room's recording for one of its tenant's reasons. */
export const pauseRecordSchema = {
  $id: 'pauseRecord',
  type: 'object',
  properties: {
    serviceId: uuidField(recordingTexts.serviceIdRequired),
    reason: { type: 'string', minLength: 1, maxLength: 20, errorMessage: dualRecordTexts.reasonRequired },
  },
  required: ['serviceId', 'reason'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: recordingTexts.serviceIdRequired, reason: dualRecordTexts.reasonRequired } },
} as const;

/** POST /api/serviceRoom/resumeRecord, GET /api/serviceRoom/recordPause. */
export const roomRecordSchema = {
  $id: 'roomRecord',
  type: 'object',
  properties: { serviceId: uuidField(recordingTexts.serviceIdRequired), timestamp: { type: 'string' } },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: recordingTexts.serviceIdRequired } },
} as const;

/** GET /api/customer/recordPause: the customer's page asks by a key of the room. */
export const customerRecordPauseSchema = {
  $id: 'customerRecordPause',
  type: 'object',
  properties: {
    serviceId: uuidField(recordingTexts.serviceIdRequired),
    key: customerKeyProperty,
    timestamp: { type: 'string' },
  },
  required: ['serviceId', 'key'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: recordingTexts.serviceIdRequired, key: customerKeyTexts.wrong } },
} as const;

/** Whether the room's recording is paused now, why and since when; the reasons the agent may pick from. */
export const recordPauseStateSchema = recordOf({
  paused: { type: 'boolean' },
  reason: nullableText,
  since: nullableText,
  /** 双录 is on for the room: the recording has a track per party. */
  dualRecord: { type: 'boolean' },
  reasons: { type: 'array', items: recordText },
});
export type RecordPauseState = FromSchema<typeof recordPauseStateSchema>;

declare module './roomMessages' {
  interface RoomMessages {
    /** The agent paused or resumed the recording: both sides show it at once. */
    'recording.paused': { paused: boolean; reason: string | null; since: string | null };
  }
}

export const recordingPaths = {
  start: '/api/serviceRoom/startRecord',
  piece: '/api/serviceRoom/recordPiece',
  finish: '/api/serviceRoom/finishRecord',
  pause: '/api/serviceRoom/pauseRecord',
  resume: '/api/serviceRoom/resumeRecord',
  pauseState: '/api/serviceRoom/recordPause',
  customerPauseState: '/api/customer/recordPause',
} as const;
