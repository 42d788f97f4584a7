/**
 * One recipient of a delivery task (the spec's deliverJob, spec 3 §7: list/detail/{deliverJobId},
 * list/videoDetail/{deliverJobId} and callQuality/{id}): what was sent and answered, what was watched, and how the
 * call to staff went, for the detail page's 详情 of a row.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { deliveryRecipientRecordSchema, outboxMessageSchema } from './deliveryTask';
import { recordText as text } from './fields';

/** GET list/detail/:deliverJobId — the recipient, its task, and the messages sent to it. */
export const deliveryJobDetailSchema = recordOf({
  task: recordOf({ _id: text, name: text }),
  recipient: deliveryRecipientRecordSchema,
  messages: { type: 'array', items: outboxMessageSchema },
});
export type DeliveryJobDetail = FromSchema<typeof deliveryJobDetailSchema>;

/** GET list/videoDetail/:deliverJobId — what the recipient was sent to watch and how it watched. */
export const deliveryJobVideoSchema = recordOf({
  videoContent: { ...recordOf({ _id: text, name: text }), type: ['object', 'null'] },
  interaction: { ...recordOf({ name: text }), type: ['object', 'null'] },
  watch: deliveryRecipientRecordSchema.properties.watch,
});
export type DeliveryJobVideo = FromSchema<typeof deliveryJobVideoSchema>;

/** The call's quality as the room's network events tell it. */
const CALL_QUALITY_RESULTS = ['good', 'fair', 'poor'] as const;
export type CallQualityResult = (typeof CALL_QUALITY_RESULTS)[number];
export const callQualityNames: Record<CallQualityResult, string> = { good: '良好', fair: '一般', poor: '较差' };

const seconds = { type: ['integer', 'null'] } as const;
const events = { type: 'integer' } as const;

/** GET callQuality/:id — the recipient's call to staff: whether it was answered, by whom, how long, how clear. */
export const deliveryCallQualitySchema = recordOf({
  call: {
    ...recordOf({
      _id: text,
      status: text,
      agentName: nullableText,
      /** Seconds from asking to answer (or to giving up). */
      waitSeconds: seconds,
      /** Seconds from answer to the room's end; null while unanswered or still talking. */
      talkSeconds: seconds,
    }),
    type: ['object', 'null'],
  },
  /** The spec's callQualityResult: good with no network trouble, fair with some, poor with a drop. */
  callQualityResult: { type: ['string', 'null'], enum: [...CALL_QUALITY_RESULTS, null] },
  /** The spec's callQualityMonitorResult: the room's network events, by kind. */
  callQualityMonitorResult: {
    ...recordOf({ poorNetwork: events, networkOffline: events, networkRecovery: events }),
    type: ['object', 'null'],
  },
});
export type DeliveryCallQuality = FromSchema<typeof deliveryCallQualitySchema>;

/** Poor readings make a call fair; an offline reading, or more than two poor ones, make it poor. */
export function callQualityOf(events: { poorNetwork: number; networkOffline: number }): CallQualityResult {
  if (events.networkOffline > 0 || events.poorNetwork > 2) return 'poor';
  return events.poorNetwork > 0 ? 'fair' : 'good';
}

/** list/detail/:deliverJobId and list/videoDetail/:deliverJobId: one recipient of a task. */
export const deliveryJobParamsSchema = {
  type: 'object',
  properties: { deliverJobId: text },
  required: ['deliverJobId'],
} as const;

export const deliveryJobPaths = {
  detail: '/api/mediaDeliverPlatform/list/detail/:deliverJobId',
  video: '/api/mediaDeliverPlatform/list/videoDetail/:deliverJobId',
  quality: '/api/mediaDeliverPlatform/callQuality/:id',
} as const;
