/** The meeting hall's invitation (spec 2 §2.2 invite dialog): copyable text, SMS, and the QR short link. */
import type { FromSchema } from 'json-schema-to-ts';
import { callTexts } from './call';
import { SMS_PHONES_MAX, serviceWebTexts } from './serviceWeb';
import { recordOf } from './answers';
import { mobileField, recordText, uuidField } from './fields';

export const roomInvitePaths = {
  message: '/api/serviceRoom/getInviteMessage',
  sms: '/api/serviceRoom/sendInviteMessage',
} as const;

const serviceId = uuidField(callTexts.roomEnded);

/** GET /api/serviceRoom/getInviteMessage?serviceId= */
export const roomInviteQuerySchema = {
  $id: 'roomInviteQuery',
  type: 'object',
  properties: { serviceId, timestamp: { type: 'string' } },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callTexts.roomEnded } },
} as const;

/** POST /api/serviceRoom/sendInviteMessage */
export const roomInviteSmsSchema = {
  $id: 'roomInviteSms',
  type: 'object',
  properties: {
    serviceId,
    phones: {
      type: 'array',
      minItems: 1,
      maxItems: SMS_PHONES_MAX,
      items: mobileField(serviceWebTexts.phoneInvalid),
      errorMessage: {
        type: serviceWebTexts.phonesRequired,
        minItems: serviceWebTexts.phonesRequired,
        maxItems: serviceWebTexts.tooManyPhones,
      },
    },
  },
  required: ['serviceId', 'phones'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: callTexts.roomEnded, phones: serviceWebTexts.phonesRequired } },
} as const;

export const roomInvitationSchema = recordOf({
  /** The text the agent copies or sends. */
  content: recordText,
  /** The customer's join page with the invite number. */
  joinUrl: recordText,
  /** The short link behind the QR code. */
  shortUrl: recordText,
});
export type RoomInvitation = FromSchema<typeof roomInvitationSchema>;

/** POST /api/serviceRoom/sendInviteMessage: the phones the invitation went to (the numbers the agent just typed). */
export const invitedPhonesSchema = recordOf({ phones: { type: 'array', items: recordText, 'x-pii': 'serving' } });

/** The invitation of a room: the video-sales tenant says 同屏, the others 视频会议 and 会话号. */
export function roomInviteMessage(agentName: string, inviteNumber: string, url: string, videoSells: boolean): string {
  const who = agentName.trim() === '' ? '您的专属顾问' : `您的专属顾问${agentName.trim()}`;
  return videoSells
    ? `您好，${who}邀请您加入同屏服务，同屏号：${inviteNumber}。请点击链接加入：${url}`
    : `您好，${who}邀请您加入视频会议，会话号：${inviteNumber}。请点击链接加入：${url}`;
}
