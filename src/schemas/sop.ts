/**
 * SOP (spec 1 §2.3 "SOP management: template, workflow, words library"; spec 2 §2.2, §2.3 script library
 * and real-time assistant): scripts by product and stage, and the 双录 checkpoints of a call (a script
 * read, a confirmation heard), each at its time in the recording.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { DUAL_RECORD_STATES, REQUIRED_CHECKPOINTS } from '../domain/dualRecord';
import {
  nullableText,
  orgAccountRefRecord,
  paging,
  recordText,
  requiredName,
  tenantRefRecord,
  UUID_PATTERN,
} from './fields';

/** The stages of a sale, in order (the spec names none; docs/decisions.md). */
export const SOP_STAGES = ['开场破冰', '需求挖掘', '产品介绍', '异议处理', '风险提示', '促成确认'] as const;
export type SopStage = (typeof SOP_STAGES)[number];

/**
 * A script read (at the 风险提示 stage it is the risk notice), a confirmation keyword heard, and the customer's face
 * seen on camera. What an agent's page reports: it says a script was read, and the server tells a risk notice
 * from the script's stage.
 */
const SOP_CHECKPOINT_KINDS = ['scriptRead', 'riskNotice', 'confirmation', 'facePresent'] as const;
export type SopCheckpointKind = (typeof SOP_CHECKPOINT_KINDS)[number];
const REPORTED_KINDS = ['scriptRead', 'confirmation', 'facePresent'] as const;
export const sopCheckpointKindNames: Record<SopCheckpointKind, string> = {
  scriptRead: '话术已读',
  riskNotice: '风险提示已读',
  confirmation: '客户确认',
  facePresent: '人脸在场',
};
/** The stage whose scripts are the risk notice a sale must read out. */
export const RISK_NOTICE_STAGE: SopStage = '风险提示';
/** The title a face checkpoint is stored under (it belongs to no script). */
export const FACE_CHECK_TITLE = '人脸检测';

export const sopTexts = {
  created: '新增成功',
  saved: '修改成功',
  deleted: '删除成功',
  productRequired: '请输入产品名称',
  productTooLong: '产品名称不能超过30个字符',
  titleRequired: '请输入话术标题',
  titleTooLong: '话术标题不能超过50个字符',
  contentRequired: '请输入话术内容',
  contentTooLong: '话术内容不能超过2000个字符',
  badStage: '请选择销售阶段',
  badKeywords: '关键词每个不超过20个字符，最多20个',
  notYours: '没有权限管理该话术',
  recorded: '已记录',
  roomEnded: '会话已结束',
  badKeyword: '该关键词不是此话术的确认关键词',
  badCheckpoint: '请选择话术',
} as const;

const keywordList = (max: number) =>
  ({
    type: 'array',
    maxItems: max,
    uniqueItems: true,
    items: { type: 'string', minLength: 1, maxLength: 20, pattern: '\\S' },
    errorMessage: sopTexts.badKeywords,
  }) as const;

const scriptProperties = {
  product: requiredName('产品', 30, { required: sopTexts.productRequired, tooLong: sopTexts.productTooLong }),
  stage: { type: 'string', title: '销售阶段', enum: SOP_STAGES, errorMessage: sopTexts.badStage },
  title: requiredName('话术标题', 50, { required: sopTexts.titleRequired, tooLong: sopTexts.titleTooLong }),
  content: {
    type: 'string',
    title: '话术内容',
    minLength: 1,
    maxLength: 2000,
    pattern: '\\S',
    errorMessage: {
      type: sopTexts.contentRequired,
      minLength: sopTexts.contentRequired,
      pattern: sopTexts.contentRequired,
      maxLength: sopTexts.contentTooLong,
    },
  },
  keywords: { ...keywordList(20), title: '匹配关键词' },
  confirmKeywords: { ...keywordList(10), title: '确认关键词' },
} as const;

/** POST sop/scripts and PUT sop/scripts/:id. */
export const sopScriptInputSchema = {
  $id: 'sopScriptInput',
  type: 'object',
  properties: scriptProperties,
  required: ['product', 'stage', 'title', 'content'],
  additionalProperties: false,
  errorMessage: {
    required: {
      product: sopTexts.productRequired,
      stage: sopTexts.badStage,
      title: sopTexts.titleRequired,
      content: sopTexts.contentRequired,
    },
  },
} as const;
export type SopScriptInput = FromSchema<typeof sopScriptInputSchema>;

/** GET sop/scripts/list: a product, a stage and words searched in title, content and keywords. */
export const sopScriptListQuerySchema = {
  $id: 'sopScriptListQuery',
  type: 'object',
  properties: {
    ...paging(),
    product: { type: 'string', maxLength: 30 },
    stage: { type: 'string', enum: SOP_STAGES, errorMessage: sopTexts.badStage },
    keyword: { type: 'string', maxLength: 50 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

const words = { type: 'array', items: recordText } as const;
export const sopScriptRecordSchema = recordOf({
  _id: recordText,
  product: recordText,
  stage: { type: 'string', enum: SOP_STAGES },
  title: recordText,
  content: recordText,
  keywords: words,
  confirmKeywords: words,
  tenant: tenantRefRecord,
  /** The organisation the script is for; null: the whole company. */
  orgAccount: { ...orgAccountRefRecord, type: ['object', 'null'] },
  /** The caller may edit and delete it. */
  mayChange: { type: 'boolean' },
  createdAt: recordText,
  updatedAt: recordText,
});
export type SopScriptRecord = FromSchema<typeof sopScriptRecordSchema>;

/** GET sop/scripts/products: the products the caller's scripts are about. */
export const sopProductsSchema = recordOf({ list: words });

/**
 * POST sop/checkpoints: the agent read a script, or heard the customer confirm with one of its keywords (both name
 * the script), or the page saw the customer's face on camera (no script).
 */
export const sopCheckpointInputSchema = {
  $id: 'sopCheckpointInput',
  type: 'object',
  properties: {
    serviceId: { type: 'string', pattern: UUID_PATTERN, errorMessage: sopTexts.roomEnded },
    scriptId: { type: 'string', pattern: UUID_PATTERN, errorMessage: sopTexts.badCheckpoint },
    kind: { type: 'string', enum: REPORTED_KINDS, errorMessage: sopTexts.badCheckpoint },
    keyword: { type: 'string', maxLength: 20 },
    text: { type: 'string', maxLength: 500 },
  },
  required: ['serviceId', 'kind'],
  additionalProperties: false,
  errorMessage: {
    required: { serviceId: sopTexts.roomEnded, kind: sopTexts.badCheckpoint },
  },
} as const;

export const sopCheckpointListQuerySchema = {
  $id: 'sopCheckpointListQuery',
  type: 'object',
  properties: {
    serviceId: { type: 'string', pattern: UUID_PATTERN, errorMessage: '会话不存在' },
    timestamp: { type: 'string' },
  },
  required: ['serviceId'],
  additionalProperties: false,
} as const;

const sopCheckpointRecordSchema = recordOf({
  _id: recordText,
  kind: { type: 'string', enum: SOP_CHECKPOINT_KINDS },
  scriptId: nullableText,
  scriptTitle: recordText,
  keyword: nullableText,
  /** What was said around it (the transcript line). */
  text: nullableText,
  at: recordText,
  /** The part of the room's mixed recording it falls in (a transfer or a reload starts another), from 0. */
  part: { type: 'integer' },
  /** Seconds into that part, pauses left out (from the room's start when nothing was recorded). */
  offsetSeconds: { type: 'integer' },
});
export type SopCheckpointRecord = FromSchema<typeof sopCheckpointRecordSchema>;

/** A pause of the recording: who, when and why, where it falls in the recording, and how long it lasted. */
const recordingPauseSchema = recordOf({
  at: recordText,
  resumedAt: nullableText,
  reason: recordText,
  by: recordText,
  part: { type: 'integer' },
  offsetSeconds: { type: 'integer' },
  /** Null while it lasts. */
  seconds: { type: ['integer', 'null'] },
});
export type RecordingPause = FromSchema<typeof recordingPauseSchema>;

/** GET sop/checkpoints/list: a room's checkpoints in their order, its pauses, and what its 双录 lacks. */
export const sopCheckpointListSchema = recordOf({
  list: { type: 'array', items: sopCheckpointRecordSchema },
  pauses: { type: 'array', items: recordingPauseSchema },
  dualRecord: { type: 'string', enum: DUAL_RECORD_STATES },
  missing: { type: 'array', items: { type: 'string', enum: REQUIRED_CHECKPOINTS } },
});
export type SopCheckpointList = FromSchema<typeof sopCheckpointListSchema>;

export const sopPaths = {
  scriptList: '/api/sop/scripts/list',
  products: '/api/sop/scripts/products',
  scripts: '/api/sop/scripts',
  script: '/api/sop/scripts/:id',
  checkpoints: '/api/sop/checkpoints',
  checkpointList: '/api/sop/checkpoints/list',
} as const;
