/**
 * Verifying a record (issue 30, tamper evidence): whether a room's recordings, the document pages it shared and
 * its trail (events, 双录 checkpoints, access log, retention deletions) are as they were stored.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordIntegrityTexts, TRAIL_KINDS } from '../domain/recordIntegrity';
import { nullableText, recordOf } from './answers';
import { nullable, nullableInteger } from './fields';

export const recordIntegrityPaths = {
  verify: '/api/serviceRoom/integrity',
} as const;

/** POST /api/serviceRoom/integrity: a room of the meetings, the call history, live records or 5G sessions. */
export const verifyRecordSchema = {
  $id: 'verifyRecord',
  type: 'object',
  properties: {
    serviceId: { type: 'string', minLength: 1, maxLength: 100, errorMessage: recordIntegrityTexts.recordRequired },
  },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: recordIntegrityTexts.recordRequired } },
} as const;

const changedEntrySchema = recordOf({
  seq: nullableInteger,
  kind: { type: ['string', 'null'], enum: [...TRAIL_KINDS, null] },
  kindName: { type: 'string' },
  at: nullableText,
  change: { type: 'string', enum: ['changed', 'removed', 'added'] },
});

const changedFileSchema = recordOf({
  kind: { type: 'string', enum: ['recording', 'document'] },
  name: { type: 'string' },
  change: { type: 'string', enum: ['changed', 'missing'] },
});

export const integrityReportSchema = recordOf({
  serviceId: { type: 'string' },
  intact: { type: 'boolean' },
  /** Trail entries and stored files checked. */
  entries: { type: 'integer' },
  files: { type: 'integer' },
  firstChanged: nullable(changedEntrySchema),
  changedFiles: { type: 'array', items: changedFileSchema },
  /** The verification in words: intact, or what was changed. */
  message: { type: 'string' },
  checkedAt: { type: 'string' },
});
export type IntegrityReport = FromSchema<typeof integrityReportSchema>;
