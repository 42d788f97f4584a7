/**
 * Interactive Q&A card templates (spec 3 §3 "Interactive Q&A card template", §4, §5): the inquiry, the
 * wait, and the yes / no / default outcomes, each with a card, a reply, keywords and a staff transfer.
 * Cards and backgrounds are urls of the material pictures (type 1 backgrounds, type 3 cards).
 */
import { tagIdFilter, tagRefsField, tagsColumn } from './contentTagLinks';
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import {
  KEYWORD_LENGTH_MAX,
  KEYWORDS_MAX,
  OUTCOME_FIELDS,
  TRANSFER_STRATEGIES,
  type AnswerOutcome,
  type OutcomeBlock,
} from '../domain/interaction';
import {
  agentRefRecord,
  answerSchema,
  listOrder,
  nullable,
  orgAccountRefRecord,
  paging,
  recordText,
  requiredName,
  tenantRefRecord,
} from './fields';

export const INTERACTION_NAME_MAX = 30;
export const REPLY_MAX = 200;

export const interactionTemplateTexts = {
  created: '新建成功',
  saved: '保存成功',
  deleted: '删除成功！',
  preview: '获取互动预览成功',
  nameRequired: '需要填写模板名称',
  nameTooLong: `模板名称不能超过${INTERACTION_NAME_MAX}个字符`,
  noTenant: '只有所属公司的账号可以创建模板',
  badPicture: '请选择有效的图片',
  replyTooLong: `回复话术不能超过${REPLY_MAX}个字符`,
  keywordEmpty: '关键词不能为空',
  keywordTooLong: `关键词不能超过${KEYWORD_LENGTH_MAX}个字符`,
  keywordsTooMany: `每类最多${KEYWORDS_MAX}个关键词`,
  keywordTwice: (keyword: string) => `关键词「${keyword}」重复`,
  badStrategy: '请选择有效的转人工策略',
  badStaffService: '请选择有效的客服组',
  inUse: '该互动模板正被视频模板使用，不能删除',
} as const;

const name = requiredName('模板名称', INTERACTION_NAME_MAX, {
  required: interactionTemplateTexts.nameRequired,
  tooLong: interactionTemplateTexts.nameTooLong,
});
/** A picture of the config lists, or '' for none. */
const picture = {
  type: 'string',
  maxLength: 2000,
  pattern: '^$|^(https?://|/)[^\\s]*$',
  errorMessage: interactionTemplateTexts.badPicture,
} as const;
const reply = { type: 'string', maxLength: REPLY_MAX, errorMessage: interactionTemplateTexts.replyTooLong } as const;
const keywords = {
  type: 'array',
  maxItems: KEYWORDS_MAX,
  items: {
    type: 'string',
    minLength: 1,
    maxLength: KEYWORD_LENGTH_MAX,
    pattern: '\\S',
    errorMessage: {
      minLength: interactionTemplateTexts.keywordEmpty,
      pattern: interactionTemplateTexts.keywordEmpty,
      maxLength: interactionTemplateTexts.keywordTooLong,
      type: interactionTemplateTexts.keywordEmpty,
    },
  },
  errorMessage: { maxItems: interactionTemplateTexts.keywordsTooMany, type: interactionTemplateTexts.keywordEmpty },
} as const;
const staffService = {
  type: 'string',
  maxLength: 100,
  errorMessage: interactionTemplateTexts.badStaffService,
} as const;
const strategy = {
  type: 'string',
  enum: TRANSFER_STRATEGIES,
  errorMessage: interactionTemplateTexts.badStrategy,
} as const;

const contentProperties = {
  inquiryBackgroundUrl: picture,
  inquiryCard: picture,
  inquiryReply: reply,
  waitCard: picture,
  waitReply: reply,
  isConnect: { type: 'boolean', errorMessage: '请选择是否接通' },
  answerYesCard: picture,
  answerYesReply: reply,
  answerYesKeywords: keywords,
  staffServiceForAnswerYes: staffService,
  transferStrategyForAnswerYes: strategy,
  answerNoCard: picture,
  answerNoReply: reply,
  answerNoKeywords: keywords,
  staffServiceForAnswerNo: staffService,
  transferStrategyForAnswerNo: strategy,
  defaultCard: picture,
  defaultReply: reply,
  defaultKeywords: keywords,
  staffServiceForAnswerDefault: staffService,
  transferStrategyForAnswerDefault: strategy,
} as const;

/** The template's content as stored: every field present. */
const interactionContentSchema = answerSchema(contentProperties);
export type InteractionContent = FromSchema<typeof interactionContentSchema>;

/** An empty template: nothing chosen, no keywords, no transfer. */
export function emptyInteraction(): InteractionContent {
  const none = { card: '', reply: '', keywords: [] as string[], staff: '', strategy: 'none' as const };
  return {
    inquiryBackgroundUrl: '',
    inquiryCard: '',
    inquiryReply: '',
    waitCard: '',
    waitReply: '',
    isConnect: false,
    answerYesCard: none.card,
    answerYesReply: none.reply,
    answerYesKeywords: [],
    staffServiceForAnswerYes: none.staff,
    transferStrategyForAnswerYes: none.strategy,
    answerNoCard: none.card,
    answerNoReply: none.reply,
    answerNoKeywords: [],
    staffServiceForAnswerNo: none.staff,
    transferStrategyForAnswerNo: none.strategy,
    defaultCard: none.card,
    defaultReply: none.reply,
    defaultKeywords: [],
    staffServiceForAnswerDefault: none.staff,
    transferStrategyForAnswerDefault: none.strategy,
  };
}

/** POST /api/videoInteractionTemplate: a new template by its name. */
export const interactionCreateSchema = {
  $id: 'interactionTemplateCreate',
  type: 'object',
  properties: { name },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: interactionTemplateTexts.nameRequired } },
} as const;
export type InteractionCreateInput = FromSchema<typeof interactionCreateSchema>;

/** PUT /api/videoInteractionTemplate/:id: the name and the whole content. */
export const interactionSaveSchema = {
  $id: 'interactionTemplateSave',
  type: 'object',
  properties: { name, ...contentProperties },
  required: ['name', ...interactionContentSchema.required],
  additionalProperties: false,
  errorMessage: { required: { name: interactionTemplateTexts.nameRequired } },
} as const;
export type InteractionSaveInput = FromSchema<typeof interactionSaveSchema>;

export const interactionListQuerySchema = {
  $id: 'interactionTemplateListQuery',
  type: 'object',
  properties: {
    ...paging(),
    ...listOrder(['updatedAt', 'createdAt', 'name']),
    name: { type: 'string', maxLength: 100 },
    tagId: tagIdFilter,
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

const rowProperties = {
  _id: recordText,
  name: recordText,
  status: { type: 'integer' },
  agent: nullable(agentRefRecord),
  tenant: tenantRefRecord,
  orgAccount: nullable(orgAccountRefRecord),
  tags: tagRefsField,
  createdAt: recordText,
  updatedAt: recordText,
} as const;

/** @public the answer's schema, whose type the client reads */
export const interactionRowSchema = answerSchema(rowProperties);
export type InteractionRow = FromSchema<typeof interactionRowSchema>;

/** GET /api/videoInteractionTemplate/:id: the row and its content. */
export const interactionDetailSchema = answerSchema({ ...rowProperties, content: interactionContentSchema });
export type InteractionDetail = FromSchema<typeof interactionDetailSchema>;

export { interactionTemplatePaths } from './resourcePaths';

/** The list's view (schema-ui). */
export const interactionListView = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '模板名称', 'x-list': true, 'x-filter': true },
    agent: { type: 'string', title: '创建人', 'x-list': { source: 'agent.fullName' } },
    orgAccount: { type: 'string', title: '机构', 'x-list': { source: 'orgAccount.orgName' } },
    tags: tagsColumn,
    updatedAt: { type: 'string', title: '更新时间', format: 'date-time', 'x-list': true },
  },
} as const;

/** What one outcome shows and says, and whether it hands the customer to staff. */
const outcomeBlockSchema = recordOf({
  card: recordText,
  reply: recordText,
  keywords: { type: 'array', items: recordText },
  staffService: recordText,
  transferStrategy: { type: 'string', enum: TRANSFER_STRATEGIES },
});

/** What the preview (and the customer's page) plays: the inquiry, the wait, and each outcome's block. */
export const interactionPreviewSchema = recordOf({
  _id: recordText,
  name: recordText,
  isConnect: { type: 'boolean' },
  inquiry: recordOf({ backgroundUrl: recordText, card: recordText, reply: recordText }),
  wait: recordOf({ card: recordText, reply: recordText }),
  outcomes: recordOf({ yes: outcomeBlockSchema, no: outcomeBlockSchema, default: outcomeBlockSchema }),
});
export type InteractionPreview = FromSchema<typeof interactionPreviewSchema>;

export function interactionPreview(_id: string, nameOf: string, content: InteractionContent): InteractionPreview {
  const block = (outcome: AnswerOutcome): OutcomeBlock => {
    const f = OUTCOME_FIELDS[outcome];
    return {
      card: content[f.card],
      reply: content[f.reply],
      keywords: [...content[f.keywords]],
      staffService: content[f.staffService],
      transferStrategy: content[f.transferStrategy],
    };
  };
  return {
    _id,
    name: nameOf,
    isConnect: content.isConnect,
    inquiry: { backgroundUrl: content.inquiryBackgroundUrl, card: content.inquiryCard, reply: content.inquiryReply },
    wait: { card: content.waitCard, reply: content.waitReply },
    outcomes: { yes: block('yes'), no: block('no'), default: block('default') },
  };
}
