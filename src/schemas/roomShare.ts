/**
 * What a room shares (spec 2 §3 "Room info" share fields and share-start payload, §4.1, §5, §7.1): one
 * thing at a time, seen by both sides; started and ended by the room's agent, a product share also
 * ended by the customer.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { callTexts } from './call';
import { customerKeyProperty, customerKeyTexts } from './customerKey';
import type { ShareController } from '../domain/shareSync';
import { documentPagesTexts } from './documentPages';
import { recordText, uuidField } from './fields';
import { nullableText, recordOf } from './answers';
import { paramsOf } from './paths';

const ROOM_SHARE_KINDS = ['web', 'file', 'video', 'digitalMan', 'yxzx'] as const;
export type RoomShareKind = (typeof ROOM_SHARE_KINDS)[number];

const SHARE_CONTROLLERS = ['client', 'agent'] as const satisfies readonly ShareController[];

const roomShareSchema = recordOf({
  kind: { type: 'string', enum: ROOM_SHARE_KINDS },
  /** The shared item: a shareWeb, a file or a video id. */
  id: recordText,
  name: recordText,
  /** The page or video address; null for a file shown by its page images. */
  url: nullableText,
  /** A file's page images, in order. */
  pages: { type: 'array', items: recordText },
  controller: { type: 'string', enum: SHARE_CONTROLLERS },
  startedAt: recordText,
});
export type RoomShare = FromSchema<typeof roomShareSchema>;
/** What a room shares now, or null for nothing. */
export const currentShareSchema = { ...roomShareSchema, type: ['object', 'null'] } as const;

/** What the room stores of its share; addresses are made when it is read. */
export interface StoredShare {
  kind: RoomShareKind;
  id: string;
  name: string;
  /** A link's address; null for files and videos, which are served by the room. */
  url: string | null;
  pageCount: number;
  controller: ShareController;
  startedAt: string;
}

/** Who ended or changed a share; the server for what it did itself (a room that ended). */
export type ShareChangedBy = 'agent' | 'customer' | 'server';

declare module './roomMessages' {
  interface RoomMessages {
    /** The server says what the room shares now (null: nothing), after every start and end. */
    'share.changed': { share: RoomShare | null; by: ShareChangedBy; ended?: RoomShareKind };
  }
}

/**
 * Spec 2 §4.1: the agent's page opens a share at once and the room is told after 3 s (a file or a
 * video after 1 s), so the customer follows a page the agent already has open.
 */
export const shareNoticeDelayMs = (kind: RoomShareKind): number => (kind === 'file' || kind === 'video' ? 1000 : 3000);

/**
 * The room's addresses of a shared file's pages and video: open to whoever holds a key of the room. Both
 * sides see them, so they carry the guest key, never the customer key.
 */
export const sharePaths = {
  /** With the room's guest key as `key` in the query. */
  page: '/api/customer/serviceRoom/sharePage/:serviceId/:pageNumber',
  video: '/api/customer/serviceRoom/shareVideo/:serviceId',
  startWeb: '/api/shareWeb/start',
  stopWeb: '/api/shareWeb/stop',
  startDigitalMan: '/api/digitalMan/startShare',
  stopDigitalMan: '/api/digitalMan/stopShare',
  shareFile: '/api/serviceRoom/shareFile',
  stop: '/api/serviceRoom/stopShare',
  current: '/api/serviceRoom/share',
  customerCurrent: '/api/customer/serviceRoom/share',
  customerStop: '/api/customer/serviceRoom/stopShare',
  product: '/api/serviceRoom/product',
} as const;

export const roomShareTexts = {
  converting: documentPagesTexts.converting,
  roomEnded: callTexts.roomEnded,
  itemRequired: '请选择共享内容',
  linkDisabled: '该链接已停用，无法共享',
  notDigitalMan: '请选择数字人素材',
  digitalManNotReady: '数字人视频生成中，请稍后再共享',
  controllerWrong: '请选择操控方',
  onlyProduct: '当前没有可结束的产品共享',
  productRequired: '请选择产品链接',
} as const;

const serviceId = uuidField(roomShareTexts.roomEnded);
const itemId = uuidField(roomShareTexts.itemRequired);
const control = { type: 'string', enum: SHARE_CONTROLLERS, errorMessage: roomShareTexts.controllerWrong } as const;
/** Sent with the spec's payloads; the server takes who and where from the session and the room instead. */
const ignored = { type: 'string', maxLength: 2000 } as const;

/** POST /api/shareWeb/start (spec 2 §3 share-start payload, and its marketing-centre variant with url). */
export const shareWebStartSchema = {
  $id: 'shareWebStart',
  type: 'object',
  properties: {
    webId: itemId,
    serviceId,
    control,
    agentId: { type: 'string', maxLength: 100 },
    clientUrl: ignored,
    url: ignored,
    userId: ignored,
  },
  required: ['webId', 'serviceId'],
  additionalProperties: false,
  errorMessage: { required: { webId: roomShareTexts.itemRequired, serviceId: roomShareTexts.roomEnded } },
} as const;

/** POST /api/serviceRoom/shareFile: a document (by its page images) or a video. */
export const shareFileSchema = {
  $id: 'shareFile',
  type: 'object',
  properties: { fileId: itemId, serviceId, control, agentId: { type: 'string', maxLength: 100 } },
  required: ['fileId', 'serviceId'],
  additionalProperties: false,
  errorMessage: { required: { fileId: roomShareTexts.itemRequired, serviceId: roomShareTexts.roomEnded } },
} as const;

/** The stops and GET /api/serviceRoom/share. */
export const shareRoomSchema = {
  $id: 'shareRoom',
  type: 'object',
  properties: { serviceId, agentId: { type: 'string', maxLength: 100 }, timestamp: { type: 'string' } },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: roomShareTexts.roomEnded } },
} as const;

/** The customer's reads and stop, by a key of the room. */
export const customerShareSchema = {
  $id: 'customerShare',
  type: 'object',
  properties: { serviceId, key: customerKeyProperty, timestamp: { type: 'string' } },
  required: ['serviceId', 'key'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: roomShareTexts.roomEnded, key: customerKeyTexts.wrong } },
} as const;

export const sharePageParamsSchema = {
  $id: 'sharePageParams',
  type: 'object',
  properties: { serviceId, pageNumber: { type: 'integer', minimum: 1, maximum: 10000 } },
  required: ['serviceId', 'pageNumber'],
} as const;
export const shareVideoParamsSchema = {
  $id: 'shareVideoParams',
  type: 'object',
  properties: { serviceId },
  required: ['serviceId'],
} as const;
export const shareKeyQuerySchema = {
  $id: 'shareKeyQuery',
  type: 'object',
  properties: { key: customerKeyProperty },
  required: ['key'],
} as const;

/** Whether both sides play the share as a video served by the room: a video file, or a digital human speaking. */
export const playsAsVideo = (share: RoomShare): boolean =>
  share.kind === 'video' ||
  (share.kind === 'digitalMan' &&
    share.url !== null &&
    paramsOf(sharePaths.video, share.url.split('?')[0] ?? '') !== null);

/** The product page a room is about (spec 2 room info productUrl): the video-sales hall's 产品 tab. */
export const roomProductRecordSchema = recordOf({ id: recordText, name: recordText, url: recordText });
export type RoomProduct = FromSchema<typeof roomProductRecordSchema>;

/** GET /api/serviceRoom/share answers what is shared and what the room offers (spec 2 room info roomInfo, productUrl). */
export const roomShareStateSchema = recordOf({
  share: currentShareSchema,
  roomInfo: recordOf({ meetingDigitalHuman: { type: 'boolean' } }),
  product: { ...roomProductRecordSchema, type: ['object', 'null'] },
});
export type RoomShareState = FromSchema<typeof roomShareStateSchema>;

/** POST /api/serviceRoom/product: the link the room is about, one the agent sees (a link just added). */
export const roomProductSchema = {
  $id: 'roomProduct',
  type: 'object',
  properties: { serviceId, webId: uuidField(roomShareTexts.productRequired) },
  required: ['serviceId', 'webId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: roomShareTexts.roomEnded, webId: roomShareTexts.productRequired } },
} as const;
