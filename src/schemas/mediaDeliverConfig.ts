/**
 * A tenant's system settings (spec 3 §2 "System settings", §3 "Record sync config", §7 mediaDeliverConfig):
 * the window recordings are synced to the tenant's storage in, and the mails told of audits; and the
 * outbox of the mails sent.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { paging, recordText } from './fields';

export const mediaDeliverConfigPaths = {
  recordSet: '/api/mediaDeliverConfig/recordSet',
  noticeMails: '/api/mediaDeliverConfig/noticeMails',
  outbox: '/api/mailOutbox',
} as const;

export const mediaDeliverConfigTexts = {
  configured: '配置成功',
  updated: '更新成功',
  timeInvalid: '请输入正确的时间(HH:mm)',
  startRequired: '请选择同步开始时间',
  endRequired: '请选择同步结束时间',
  sameTime: '开始时间与结束时间不能相同',
  mailInvalid: '请输入正确的邮箱地址',
  tooManyMails: '通知邮箱最多20个',
  duplicateMail: '通知邮箱不能重复',
  noTenant: '请选择公司',
  adminOnly: '只有公司管理员可以修改系统设置',
} as const;

const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** Something@host.tld, no spaces; the usual form of an address. */
const MAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const MAX_NOTICE_MAILS = 20;
const tenant = { type: 'string', maxLength: 100 } as const;

/** GET of either setting: a platform admin names the tenant. */
export const configQuerySchema = {
  $id: 'mediaDeliverConfigQuery',
  type: 'object',
  properties: { tenant, timestamp: { type: 'string' } },
  additionalProperties: false,
} as const;

const time = (required: string) =>
  ({
    type: 'string',
    pattern: TIME_PATTERN,
    errorMessage: { type: required, pattern: mediaDeliverConfigTexts.timeInvalid },
  }) as const;

/** PUT /api/mediaDeliverConfig/recordSet. */
export const recordSetSchema = {
  $id: 'recordSet',
  type: 'object',
  properties: {
    tenant,
    recordSyncStartTime: time(mediaDeliverConfigTexts.startRequired),
    recordSyncEndTime: time(mediaDeliverConfigTexts.endRequired),
  },
  required: ['recordSyncStartTime', 'recordSyncEndTime'],
  additionalProperties: false,
  errorMessage: {
    required: {
      recordSyncStartTime: mediaDeliverConfigTexts.startRequired,
      recordSyncEndTime: mediaDeliverConfigTexts.endRequired,
    },
  },
} as const;
export type RecordSetInput = FromSchema<typeof recordSetSchema>;

/** PUT /api/mediaDeliverConfig/noticeMails. */
export const noticeMailsSchema = {
  $id: 'noticeMails',
  type: 'object',
  properties: {
    tenant,
    noticeMails: {
      type: 'array',
      maxItems: MAX_NOTICE_MAILS,
      items: {
        type: 'string',
        maxLength: 254,
        pattern: MAIL_PATTERN,
        errorMessage: mediaDeliverConfigTexts.mailInvalid,
      },
      errorMessage: { maxItems: mediaDeliverConfigTexts.tooManyMails, type: mediaDeliverConfigTexts.mailInvalid },
    },
  },
  required: ['noticeMails'],
  additionalProperties: false,
  errorMessage: { required: { noticeMails: mediaDeliverConfigTexts.mailInvalid } },
} as const;
export type NoticeMailsInput = FromSchema<typeof noticeMailsSchema>;

export const isMail = (value: string) => new RegExp(MAIL_PATTERN).test(value);

const text = recordText;

/** updatedAt: the tenant's last save, null before its first (配置成功 then, 更新成功 after). */
export const recordSetRecordSchema = recordOf({
  tenantId: text,
  updatedAt: nullableText,
  recordSyncStartTime: text,
  recordSyncEndTime: text,
});
export type RecordSet = FromSchema<typeof recordSetRecordSchema>;

export const noticeMailsRecordSchema = recordOf({
  tenantId: text,
  updatedAt: nullableText,
  noticeMails: { type: 'array', items: text },
});
export type NoticeMails = FromSchema<typeof noticeMailsRecordSchema>;

/** GET /api/mailOutbox: the newest first. */
export const outboxQuerySchema = {
  $id: 'mailOutboxQuery',
  type: 'object',
  properties: {
    ...paging(10),
    tenant,
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const outboxMailSchema = recordOf({
  _id: text,
  kind: text,
  recipients: { type: 'array', items: text },
  subject: text,
  body: text,
  status: { type: 'string', enum: ['stored', 'sent', 'failed'] },
  error: nullableText,
  createdAt: text,
});
export type OutboxMail = FromSchema<typeof outboxMailSchema>;
