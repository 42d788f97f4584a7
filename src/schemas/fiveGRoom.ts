/** What the 5G room sends: starting, its events and shares, its phone calls and answering an incoming one. */
import type { FromSchema } from 'json-schema-to-ts';
import { UUID_PATTERN } from './fields';
import { CALL_TYPES, END_TYPES, fiveGTexts } from './fiveGTexts';
import { roomEventSchema } from './roomEvent';

const serviceId = { type: 'string', pattern: UUID_PATTERN, errorMessage: fiveGTexts.serviceIdInvalid } as const;
const callId = { type: 'string', minLength: 1, maxLength: 200, errorMessage: fiveGTexts.callIdInvalid } as const;
const withService = <
  const Id extends string,
  const P extends Record<string, unknown>,
  const R extends readonly string[],
>(
  $id: Id,
  properties: P,
  required: R,
) =>
  ({
    $id,
    type: 'object',
    properties: { serviceId, ...properties },
    required: ['serviceId', ...required] as ['serviceId', ...R],
    additionalProperties: false,
    errorMessage: { required: { serviceId: fiveGTexts.serviceIdInvalid } },
  }) as const;

/** POST startAgent: nothing but who signs in; the client may name where it starts from. */
export const fiveGStartSchema = {
  $id: 'fiveGStart',
  type: 'object',
  properties: { from: { type: 'string', enum: ['list', 'urlLogin'] } },
  additionalProperties: false,
} as const;

export const fiveGParamsSchema = {
  $id: 'fiveGParams',
  type: 'object',
  properties: { serviceId },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: fiveGTexts.serviceIdInvalid } },
} as const;

export const fiveGServiceSchema = withService('fiveGService', {}, []);

/** POST event: an event of the room's log (src/schemas/roomEvent.ts), as the hall sends them. */
export const fiveGEventSchema = withService(
  'fiveGEvent',
  {
    event: roomEventSchema.properties.event,
    detail: roomEventSchema.properties.detail,
  },
  ['event'],
);

/** POST startShare: a 5G material (file), a template, or a link. */
export const fiveGStartShareSchema = withService(
  'fiveGStartShare',
  {
    kind: { type: 'string', enum: ['file', 'template', 'link'], errorMessage: fiveGTexts.shareContentMissing },
    itemId: { type: 'string', minLength: 1, maxLength: 100, errorMessage: fiveGTexts.shareContentMissing },
    name: { type: 'string', maxLength: 200 },
    url: { type: 'string', maxLength: 2000 },
  },
  ['kind', 'itemId'],
);
export type FiveGStartShareInput = FromSchema<typeof fiveGStartShareSchema>;

/** POST templateSms: an approved template's share page sent by SMS to a phone (the customer's, prefilled). */
export const fiveGTemplateSmsSchema = withService(
  'fiveGTemplateSms',
  {
    templateId: { type: 'string', pattern: UUID_PATTERN, errorMessage: fiveGTexts.shareContentMissing },
    phone: {
      type: 'string',
      minLength: 1,
      pattern: '^1[0-9]{10}$',
      errorMessage: {
        type: fiveGTexts.phoneRequired,
        minLength: fiveGTexts.phoneRequired,
        pattern: fiveGTexts.phoneInvalid,
      },
    },
  },
  ['templateId', 'phone'],
);

/** POST shareInfo: the page of the shared content the agent turned to. */
export const fiveGShareInfoSchema = withService(
  'fiveGShareInfo',
  { page: { type: 'integer', minimum: 0, maximum: 10_000, errorMessage: fiveGTexts.statusInvalid } },
  ['page'],
);

/** POST startPhoneCall: what the call service assigned (spec 2 §7.3 /call/assign) and whom it calls. */
export const fiveGStartPhoneCallSchema = withService(
  'fiveGStartPhoneCall',
  {
    userName: {
      type: 'string',
      minLength: 1,
      maxLength: 30,
      pattern: '\\S',
      errorMessage: {
        type: fiveGTexts.customerNameRequired,
        minLength: fiveGTexts.customerNameRequired,
        pattern: fiveGTexts.customerNameRequired,
        maxLength: fiveGTexts.customerNameTooLong,
      },
    },
    phone: {
      type: 'string',
      minLength: 1,
      pattern: '^(\\+86|0086)?1[0-9]{10}$',
      errorMessage: {
        type: fiveGTexts.phoneRequired,
        minLength: fiveGTexts.phoneRequired,
        pattern: fiveGTexts.phoneInvalid,
      },
    },
    callType: { type: 'integer', enum: CALL_TYPES, errorMessage: fiveGTexts.callTypeInvalid },
    flowId: { type: 'string', minLength: 1, maxLength: 100, errorMessage: fiveGTexts.phoneOrFlowInvalid },
    callId,
  },
  ['userName', 'phone', 'callType', 'callId'],
);

/** PUT mircoPhoneStatus: the agent's microphone on or off. */
const onOff = { type: 'boolean', errorMessage: fiveGTexts.statusInvalid } as const;
export const fiveGMicSchema = withService('fiveGMic', { callId, status: onOff }, ['status']);
/** PUT videoStatus: `status` the agent's camera, `media` the call's media after a switch, `connected` once the customer answered. */
export const fiveGVideoSchema = withService(
  'fiveGVideo',
  {
    callId,
    status: onOff,
    media: { type: 'string', enum: ['audio', 'video'], errorMessage: fiveGTexts.statusInvalid },
    connected: onOff,
  },
  [],
);

/** POST endPhoneCall: end type 1, 2 or -1 (spec 2 §4.3) and the talk time in seconds. */
export const fiveGEndPhoneCallSchema = withService(
  'fiveGEndPhoneCall',
  {
    callId,
    endType: { type: 'integer', enum: END_TYPES, errorMessage: fiveGTexts.endTypeInvalid },
    talkSeconds: { type: 'integer', minimum: 0, maximum: 86_400, errorMessage: fiveGTexts.talkSecondsInvalid },
    recordId: { type: 'string', maxLength: 200 },
    traceRecordId: { type: 'string', maxLength: 200 },
  },
  ['endType'],
);

/** POST receiveManual: an incoming 5G call answered from the call box. */
export const fiveGReceiveSchema = {
  $id: 'fiveGReceive',
  type: 'object',
  properties: { incomeId: { type: 'string', pattern: UUID_PATTERN, errorMessage: fiveGTexts.incomeGone } },
  required: ['incomeId'],
  additionalProperties: false,
  errorMessage: { required: { incomeId: fiveGTexts.incomeGone } },
} as const;
