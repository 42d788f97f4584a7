/**
 * How a room's page reaches the room's media and messages (ARCHITECTURE "Video, messaging and other
 * external services"): the engine the server runs, its ICE servers and, for TRTC and Tencent IM, the
 * user and the UserSig the server signed for it. Shared by the server's answer and the pages.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { callTexts, startedRoomSchema } from './call';
import { customerKeyProperty, customerKeyTexts } from './customerKey';
import { recordOf } from './answers';
import { uuidField } from './fields';

export type RtcEngineName = 'p2p' | 'trtc';

/** An ICE server as RTCPeerConnection takes it (STUN or TURN). */
const iceServerSchema = {
  type: 'object',
  properties: {
    urls: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    username: { type: 'string' },
    credential: { type: 'string' },
  },
  required: ['urls'],
  additionalProperties: false,
} as const;
export type IceServer = FromSchema<typeof iceServerSchema>;

const iceServers = { type: 'array', items: iceServerSchema } as const;

/** The room page's engine: browser WebRTC with its ICE servers, or TRTC with the page's user and signature. */
export const rtcConfigSchema = {
  anyOf: [
    recordOf({ engine: { type: 'string', const: 'p2p' }, iceServers }),
    recordOf({
      engine: { type: 'string', const: 'trtc' },
      iceServers,
      sdkAppId: { type: 'integer' },
      /** This page's TRTC and IM user (see rtcUserId). */
      userId: { type: 'string' },
      userSig: { type: 'string' },
      /** TRTC's strRoomId and the IM group: the room's serviceId. */
      roomId: { type: 'string' },
    }),
  ],
} as const;
export type RtcConfig = FromSchema<typeof rtcConfigSchema>;

export type RtcTrtcConfig = Extract<RtcConfig, { engine: 'trtc' }>;

/**
 * POST /api/serviceRoom/startAgent and /api/call/receiveCall: the room the agent's answer opened, with the engine
 * config of the agent's page, so that the hall asks for nothing more before it shows the call.
 */
export const answeredRoomSchema = {
  ...startedRoomSchema,
  properties: { ...startedRoomSchema.properties, rtc: rtcConfigSchema },
  required: [...startedRoomSchema.required, 'rtc'],
} as const;
export type AnsweredRoom = FromSchema<typeof answeredRoomSchema>;

export const rtcConfigPaths = {
  agent: '/api/rtc/config',
  customer: '/api/customer/rtc/config',
  engine: '/api/rtc/engine',
} as const;

/**
 * GET /api/rtc/engine, public: the engine and the ICE servers that need no credentials (STUN), never a TURN
 * server's. A page asks it while a call rings, to open the camera ahead for the p2p engine (the TRTC SDK opens
 * the camera itself) and to make the call's connection ready; the room's config adds the TURN servers.
 */
export const rtcEngineSchema = recordOf({ engine: { type: 'string', enum: ['p2p', 'trtc'] }, iceServers });
export type RtcEngine = FromSchema<typeof rtcEngineSchema>;

const serviceId = uuidField(callTexts.roomEnded);

/** GET /api/rtc/config?serviceId=: the agent serving the room. */
export const agentRtcConfigQuerySchema = {
  $id: 'agentRtcConfigQuery',
  type: 'object',
  properties: { serviceId, timestamp: { type: 'string' } },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callTexts.roomEnded } },
} as const;

/** POST /api/customer/rtc/config {serviceId, key}: the customer of the room, or a guest. */
export const customerRtcConfigSchema = {
  $id: 'customerRtcConfig',
  type: 'object',
  properties: { serviceId, key: customerKeyProperty },
  required: ['serviceId', 'key'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callTexts.roomEnded, key: customerKeyTexts.wrong } },
} as const;

/**
 * TRTC and IM user ids are at most 32 characters: 'a_' and the agent's UUID in base64url (24), or
 * 'c_' and a random id of the customer's page. The prefix tells the others who sent a message.
 */
export function agentRtcUserId(agentId: string): string {
  const hex = agentId.replace(/-/g, '');
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new RangeError('agentId must be a UUID');
  return `a_${base64Url(hex)}`;
}

export function customerRtcUserId(random: string): string {
  return `c_${random}`;
}

/** Who an RTC/IM user id is: the agent with its id, a customer with its page's id, or null when it is neither. */
export function rtcUserOf(userId: string): { role: 'agent' | 'customer'; id: string } | null {
  if (userId.startsWith('c_') && userId.length > 2) return { role: 'customer', id: userId.slice(2) };
  if (!/^a_[A-Za-z0-9_-]{22}$/.test(userId)) return null;
  const binary = atob(userId.slice(2).replace(/-/g, '+').replace(/_/g, '/') + '==');
  const hex = [...binary].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return {
    role: 'agent',
    id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
  };
}

function base64Url(hex: string): string {
  const binary = String.fromCharCode(...(hex.match(/../g) ?? []).map((byte) => parseInt(byte, 16)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
