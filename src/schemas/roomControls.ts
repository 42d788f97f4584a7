/**
 * Host controls (spec 2 §4.1, §7.1 serviceRoom/muteUser and blindUser): the agent turns members'
 * microphones and cameras off or on; the server checks the room's agent and relays the request to the room.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { MuteRequest, Participant } from '../domain/hostControls';
import { recordOf } from './answers';
import { recordText, uuidField } from './fields';

export const roomControlTexts = {
  mutedAll: '全体静音成功',
  unmutedAll: '解除全体静音成功',
  done: '操作成功',
  users: '请选择成员',
  serviceId: '会话已结束',
} as const;

const user = { type: 'string', minLength: 1, maxLength: 64, errorMessage: roomControlTexts.users } as const;

/** POST /api/serviceRoom/muteUser and /api/serviceRoom/blindUser. `all` marks the host's mute-all, logged as closeVoiceAll/openVoiceAll. */
export const muteUserSchema = {
  $id: 'muteUser',
  type: 'object',
  properties: {
    serviceId: uuidField(roomControlTexts.serviceId),
    users: { type: 'array', items: user, minItems: 1, maxItems: 20, errorMessage: roomControlTexts.users },
    mute: { type: 'boolean', errorMessage: '请求数据格式错误' },
    all: { type: 'boolean', errorMessage: '请求数据格式错误' },
  },
  required: ['serviceId', 'users', 'mute'],
  additionalProperties: false,
  errorMessage: {
    required: { serviceId: roomControlTexts.serviceId, users: roomControlTexts.users, mute: '请求数据格式错误' },
  },
} as const;

export type MuteUserInput = FromSchema<typeof muteUserSchema>;

/** The members turned off or on, and which way. */
export const mutedUsersSchema = recordOf({ users: { type: 'array', items: recordText }, mute: { type: 'boolean' } });

export const roomControlPaths = {
  muteUser: '/api/serviceRoom/muteUser',
  blindUser: '/api/serviceRoom/blindUser',
} as const;

declare module './roomMessages' {
  interface RoomMessages {
    /** The host turns these members' microphones off (mute) or lets them on again; sent by the server. */
    muteAudio: MuteRequest;
    /** The same for cameras. */
    muteVideo: MuteRequest;
    /** A page says who it is and whether its microphone and camera are on. */
    'member.state': Participant;
    /** A page (re)joined and asks the others to say who they are. */
    'member.ask': Record<string, never>;
    /** From the server to the agent's pages: the member's page is in the room, or its last one has gone. */
    'member.present': { userId: string; present: boolean };
  }
}
