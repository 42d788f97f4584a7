/**
 * The call service's callback for customers' calls to a tenant's 5G service (POST /api/callService/inbound):
 * `offered` hands a new call over to be offered to an agent, `ended` says a call ended. The service signs
 * each one with the tenant's appSecret (HMAC-SHA256, hex) over the fields in INBOUND_SIGNED_FIELDS joined
 * by newlines; the timestamp (ms) must be within INBOUND_MAX_SKEW_MS of ours.
 */
import type { FromSchema } from 'json-schema-to-ts';

const INBOUND_EVENTS = ['offered', 'ended'] as const;
export const INBOUND_SIGNED_FIELDS = [
  'event',
  'appKey',
  'serviceId',
  'callId',
  'flowId',
  'phone',
  'mediaAbility',
  'timestamp',
] as const;
export const INBOUND_MAX_SKEW_MS = 5 * 60_000;

export const inboundTexts = {
  badSignature: '签名校验失败',
  expired: '请求已过期',
  badCall: '来电信息不完整',
} as const;

const text = (max: number) =>
  ({ type: 'string', minLength: 1, maxLength: max, errorMessage: inboundTexts.badCall }) as const;

export const inboundCallSchema = {
  $id: 'callServiceInbound',
  type: 'object',
  properties: {
    event: { type: 'string', enum: INBOUND_EVENTS, errorMessage: inboundTexts.badCall },
    appKey: text(200),
    serviceId: text(200),
    callId: text(200),
    flowId: { type: 'string', maxLength: 200 },
    phone: { type: 'string', pattern: '^\\+?\\d{5,20}$', errorMessage: inboundTexts.badCall },
    mediaAbility: { type: 'integer', enum: [1, 3], errorMessage: inboundTexts.badCall },
    timestamp: { type: 'integer', minimum: 0, errorMessage: inboundTexts.expired },
    sign: { type: 'string', pattern: '^[0-9a-f]{64}$', errorMessage: inboundTexts.badSignature },
  },
  required: ['event', 'appKey', 'serviceId', 'callId', 'timestamp', 'sign'],
  additionalProperties: false,
  errorMessage: {
    required: {
      sign: inboundTexts.badSignature,
      timestamp: inboundTexts.expired,
      appKey: inboundTexts.badCall,
      callId: inboundTexts.badCall,
    },
  },
} as const;
export type InboundCallInput = FromSchema<typeof inboundCallSchema>;

/** The text the signature covers: the signed fields in order, missing ones empty. */
export const inboundSignedText = (
  input: Partial<Record<(typeof INBOUND_SIGNED_FIELDS)[number], string | number | undefined>>,
) => INBOUND_SIGNED_FIELDS.map((field) => String(input[field] ?? '')).join('\n');
