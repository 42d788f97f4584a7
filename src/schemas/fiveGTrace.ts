/**
 * The trace record of a 5G call (spec 2 §4.3 "trace-record status is updated with serviceId and
 * traceRecordId", §7.1): the call service's recording of the call as the room saw it start, stop or fail.
 */
import { UUID_PATTERN } from './fields';

export const TRACE_RECORD_STATUSES = ['recording', 'stopped', 'failed'] as const;
export type TraceRecordStatus = (typeof TRACE_RECORD_STATUSES)[number];

export const traceRecordTexts = {
  traceRecordIdInvalid: '无效的traceRecordId',
  traceRecordStatusInvalid: '录屏状态不正确',
  traceRecordMissing: '录屏记录不存在',
} as const;

/** POST traceRecordStatus: the session, the call service's record id, and what became of it. */
export const fiveGTraceRecordSchema = {
  $id: 'fiveGTraceRecord',
  type: 'object',
  properties: {
    serviceId: { type: 'string', pattern: UUID_PATTERN, errorMessage: '无效的serviceId' },
    traceRecordId: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      errorMessage: traceRecordTexts.traceRecordIdInvalid,
    },
    status: { type: 'string', enum: TRACE_RECORD_STATUSES, errorMessage: traceRecordTexts.traceRecordStatusInvalid },
  },
  required: ['serviceId', 'traceRecordId', 'status'],
  additionalProperties: false,
  errorMessage: {
    required: {
      serviceId: '无效的serviceId',
      traceRecordId: traceRecordTexts.traceRecordIdInvalid,
      status: traceRecordTexts.traceRecordStatusInvalid,
    },
  },
} as const;
