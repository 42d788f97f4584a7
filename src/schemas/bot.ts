/**
 * Voice bots and video bots (spec 3 §3 "Bots", §7 "Bots", "Dialogue and speech"): public bots the
 * platform allots to tenants and each tenant's own bots, their flow (src/domain/botFlow.ts), the
 * materials a video bot's nodes show, and the /dm calls that run a dialogue.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { BOT_EVENTS, BOT_INPUT_EVENTS, BOT_NODE_TYPES, BOT_NODES_MAX, type BotFlow } from '../domain/botFlow';
import { ANSWER_OUTCOMES, KEYWORD_LENGTH_MAX, KEYWORDS_MAX } from '../domain/interaction';
import { nullableText, recordOf } from './answers';
import { callTexts } from './call';
import { mobileField, ownPhoneText, paging, requiredName, tenantRefRecord, UUID_PATTERN } from './fields';

export const BOT_KINDS = ['audio', 'video'] as const;
export type BotKind = (typeof BOT_KINDS)[number];
export const BOT_NAME_MAX = 30;
export const BOT_WORDS_MAX = 500;
/** How many tenants the allot dialog lists (spec 3 §9 "Bot-tenant list fetch 1000"). */
export const BOT_TENANTS_MAX = 1000;

export const botTexts = {
  created: '创建成功！',
  saved: '保存成功',
  deleted: '删除成功！',
  allotted: '分配成功',
  related: '关联成功',
  nameRequired: '请输入机器人名称',
  nameTooLong: `机器人名称不能超过${BOT_NAME_MAX}个字符`,
  botKey: '机器人标识只能包含字母、数字、下划线和短横线，最长64个字符',
  botKeyTaken: '机器人标识已存在',
  publicOnlyPlatform: '只有平台管理员可以创建公共机器人',
  noTenant: '只有所属公司的账号可以创建机器人',
  notOwner: '只能修改本公司的机器人',
  allotPublicOnly: '只有公共机器人可以分配给公司',
  tenantUnknown: '请选择有效的公司',
  nodeUnknown: '请选择机器人流程中的节点',
  materialMissing: '请选择视频模板和节点，或选择视频',
  templateUnknown: '请选择有效的视频模板',
  pointUnknown: '请选择视频模板中的节点',
  videoUnknown: '请选择有效的视频',
  nodeId: '节点编号只能包含字母、数字、下划线和短横线',
  nodeName: '请输入节点名称',
  words: `请输入话术，最多${BOT_WORDS_MAX}个字符`,
  keyword: `关键词为1~${KEYWORD_LENGTH_MAX}个字符，每类最多${KEYWORDS_MAX}个`,
  answerTooLong: '回答不能超过200个字符',
  callId: '请提供通话编号',
  dmNotConfigured: '对话管理服务未配置',
  botUnknown: '机器人不存在或未分配给该公司',
  dialogOver: '对话已结束',
  noTransferGroup: '暂未开启转人工服务，无法转接人工客服',
} as const;

export const botKindNames: Record<BotKind, string> = { audio: '语音机器人', video: '视频机器人' };

const keywords = {
  type: 'array',
  maxItems: KEYWORDS_MAX,
  items: { type: 'string', minLength: 1, maxLength: KEYWORD_LENGTH_MAX, pattern: '\\S' },
  errorMessage: botTexts.keyword,
} as const;
const nextNode = { type: ['string', 'null'], maxLength: 32 } as const;

const botFlowSchema = {
  type: 'object',
  properties: {
    nodes: {
      type: 'array',
      minItems: 1,
      maxItems: BOT_NODES_MAX,
      items: {
        type: 'object',
        properties: {
          nodeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$', errorMessage: botTexts.nodeId },
          name: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S', errorMessage: botTexts.nodeName },
          words: {
            type: 'string',
            minLength: 1,
            maxLength: BOT_WORDS_MAX,
            pattern: '\\S',
            errorMessage: botTexts.words,
          },
          eventType: { type: 'string', enum: BOT_NODE_TYPES },
          intents: {
            type: 'object',
            properties: { yes: keywords, no: keywords },
            required: ['yes', 'no'],
            additionalProperties: false,
          },
          next: {
            type: 'object',
            properties: { yes: nextNode, no: nextNode, default: nextNode },
            required: ['yes', 'no', 'default'],
            additionalProperties: false,
          },
        },
        required: ['nodeId', 'name', 'words', 'eventType', 'intents', 'next'],
        additionalProperties: false,
      },
    },
  },
  required: ['nodes'],
  additionalProperties: false,
} as const;

const name = requiredName('机器人名称', BOT_NAME_MAX, {
  required: botTexts.nameRequired,
  tooLong: botTexts.nameTooLong,
});

export const botCreateSchema = {
  $id: 'botCreate',
  type: 'object',
  properties: {
    name,
    botKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', errorMessage: botTexts.botKey },
    isPublic: { type: 'boolean' },
  },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: botTexts.nameRequired } },
} as const;
export type BotCreate = FromSchema<typeof botCreateSchema>;

export const botUpdateSchema = {
  $id: 'botUpdate',
  type: 'object',
  properties: { name, flow: botFlowSchema },
  additionalProperties: false,
} as const;
export type BotUpdate = { name?: string; flow?: BotFlow };

export const botListQuerySchema = {
  $id: 'botListQuery',
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['public', 'mine'], default: 'mine' },
    name: { type: 'string', maxLength: 30 },
    ...paging(),
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const botAllotSchema = {
  $id: 'botAllot',
  type: 'object',
  properties: {
    tenantIds: {
      type: 'array',
      maxItems: BOT_TENANTS_MAX,
      uniqueItems: true,
      items: { type: 'string', pattern: UUID_PATTERN },
      errorMessage: botTexts.tenantUnknown,
    },
  },
  required: ['tenantIds'],
  additionalProperties: false,
} as const;

const materialId = { type: 'string', minLength: 1, maxLength: 100 } as const;
export const botRelateSchema = {
  $id: 'botRelate',
  type: 'object',
  properties: {
    botNode: {
      type: 'object',
      properties: {
        nodeId: { type: 'string', minLength: 1, maxLength: 32, errorMessage: botTexts.nodeUnknown },
        botId: materialId,
        videoTemplateId: materialId,
        pointId: materialId,
        videoId: materialId,
      },
      required: ['nodeId'],
      additionalProperties: false,
    },
    flowNo: { type: 'integer', minimum: 1, maximum: 99, default: 1 },
  },
  required: ['botNode'],
  additionalProperties: false,
} as const;
export type BotRelate = FromSchema<typeof botRelateSchema>;

export const botRelateQuerySchema = {
  $id: 'botRelateQuery',
  type: 'object',
  properties: { botId: materialId, timestamp: { type: 'string' } },
  required: ['botId'],
  additionalProperties: false,
} as const;

export const dmInitSchema = {
  $id: 'dmInit',
  type: 'object',
  properties: {
    botId: materialId,
    callId: { type: 'string', minLength: 1, maxLength: 64, errorMessage: botTexts.callId },
  },
  required: ['botId', 'callId'],
  additionalProperties: false,
  errorMessage: { required: { callId: botTexts.callId } },
} as const;

export const dmTurnSchema = {
  $id: 'dmTurn',
  type: 'object',
  properties: {
    text: { type: 'string', maxLength: 200, errorMessage: botTexts.answerTooLong },
    event: { type: 'string', enum: BOT_INPUT_EVENTS },
  },
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
} as const;
export type DmTurn = FromSchema<typeof dmTurnSchema>;

export const dmEndSchema = {
  $id: 'dmEnd',
  type: 'object',
  properties: { dmId: materialId },
  required: ['dmId'],
  additionalProperties: false,
} as const;

/** POST /api/customer/dm/init: a customer opens a dialogue with a bot of a tenant, saying who they are. */
export const customerDmInitSchema = {
  $id: 'customerDmInit',
  type: 'object',
  properties: {
    tenantCode: { type: 'string', minLength: 1, maxLength: 100, errorMessage: callTexts.tenantUnknown },
    botId: { type: 'string', pattern: UUID_PATTERN, errorMessage: botTexts.botUnknown },
    userName: requiredName('客户姓名', 20, { required: callTexts.nameRequired, tooLong: callTexts.nameTooLong }),
    userPhone: mobileField(callTexts.phoneInvalid),
  },
  required: ['tenantCode', 'botId', 'userName', 'userPhone'],
  additionalProperties: false,
  errorMessage: {
    required: {
      tenantCode: callTexts.tenantUnknown,
      botId: botTexts.botUnknown,
      userName: callTexts.nameRequired,
      userPhone: callTexts.phoneInvalid,
    },
  },
} as const;
export type CustomerDmInit = FromSchema<typeof customerDmInitSchema>;

/** POST /api/customer/dm/turn: the customer's answer ({text}) or form event ({event}) in its dialogue. */
export const customerDmTurnSchema = {
  $id: 'customerDmTurn',
  type: 'object',
  properties: {
    dmId: { type: 'string', pattern: UUID_PATTERN, errorMessage: botTexts.dialogOver },
    text: { type: 'string', maxLength: 200, errorMessage: botTexts.answerTooLong },
    event: { type: 'string', enum: BOT_INPUT_EVENTS },
  },
  required: ['dmId'],
  additionalProperties: false,
  minProperties: 2,
  maxProperties: 2,
  errorMessage: { required: { dmId: botTexts.dialogOver } },
} as const;

/** POST /api/customer/dm/end: the customer leaves (or cancels) its dialogue. */
export const customerDmEndSchema = {
  $id: 'customerDmEnd',
  type: 'object',
  properties: { dmId: { type: 'string', pattern: UUID_PATTERN, errorMessage: botTexts.dialogOver } },
  required: ['dmId'],
  additionalProperties: false,
  errorMessage: { required: { dmId: botTexts.dialogOver } },
} as const;

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

/** One line of a dialogue's transcript: what the bot said, or what the customer answered. */
const botLineSchema = recordOf({ who: { type: 'string', enum: ['bot', 'customer'] }, text, at: text });
export type BotLine = FromSchema<typeof botLineSchema>;

/** The call a customer's dialogue was handed over to, as the customer's page follows it (the call page's query). */
const botHandoverSchema = recordOf({
  callId: text,
  tenantCode: text,
  groupId: text,
  name: text,
  phone: ownPhoneText,
  /** What the customer is told while waiting (the tenant's 转人工配置 排队提示语). */
  waitText: text,
});
export type BotHandover = FromSchema<typeof botHandoverSchema>;

/** GET /api/serviceRoom/botTranscript/:serviceId: what the bot and the customer said before the call was answered. */
const botTranscriptSchema = recordOf({ botName: text, lines: { type: 'array', items: botLineSchema } });
export type BotTranscript = FromSchema<typeof botTranscriptSchema>;
/** The transcript, or null when the room's call came from no bot. */
export const botTranscriptAnswerSchema = { ...botTranscriptSchema, type: ['object', 'null'] } as const;

export const botRecordSchema = recordOf({
  id: text,
  kind: { type: 'string', enum: BOT_KINDS },
  name: text,
  botKey: text,
  isPublic: flag,
  /** Whether the caller's tenant owns it (and so may change it). */
  mine: flag,
  /** The tenants a public bot is allotted to (only the platform admin sees the whole list). */
  useTenant: { type: 'array', items: tenantRefRecord },
  flow: botFlowSchema,
  createdAt: text,
});
export type BotRecord = FromSchema<typeof botRecordSchema>;

export const botRelationSchema = recordOf({
  botId: text,
  nodeId: text,
  videoTemplateId: nullableText,
  pointId: nullableText,
  videoId: nullableText,
  flowNo: { type: 'integer' },
  materialName: text,
});
export type BotRelation = FromSchema<typeof botRelationSchema>;

/** A created bot's id. */
export const botCreatedSchema = recordOf({ id: text });

/**
 * A node as the dialogue shows it, with the material related to it (spec 3 §3 "Preview bot"): the picture of
 * the video template's node or the video content's video as its background, and its words spoken (voice,
 * with its length in seconds). The addresses are signed, valid an hour.
 */
const botNodeViewSchema = recordOf({
  nodeId: text,
  botKey: text,
  eventType: { type: 'string', enum: BOT_NODE_TYPES },
  words: text,
  videoTemplateId: nullableText,
  pointId: nullableText,
  videoId: nullableText,
  background: {
    ...recordOf({ type: { type: 'string', enum: ['image', 'video'] }, url: text }),
    type: ['object', 'null'],
  },
  voice: { ...recordOf({ url: text, duration: { type: 'number' } }), type: ['object', 'null'] },
});
export type BotNodeView = FromSchema<typeof botNodeViewSchema>;

const dmStepFields = {
  dmId: text,
  event: { type: 'string', enum: BOT_EVENTS },
  botNode: { ...botNodeViewSchema, type: ['object', 'null'] },
  intent: { type: ['string', 'null'], enum: [...ANSWER_OUTCOMES, null] },
  /** The dialogue ended by handing the customer over to a person ('转接人工'). */
  handover: flag,
} as const;

/** The answer of every /dm call. */
export const dmStepSchema = recordOf(dmStepFields);
export type DmStep = FromSchema<typeof dmStepSchema>;

/** What a customer's dialogue step answers: the step, and when it hands over, the call asked or why none could be. */
export const customerDmStepSchema = recordOf({
  ...dmStepFields,
  transfer: { ...botHandoverSchema, type: ['object', 'null'] },
  transferRefused: nullableText,
});
export type CustomerDmStep = FromSchema<typeof customerDmStepSchema>;

/** The dialogue a turn takes (PUT /api/dm/:dmId). */
export const dmParamsSchema = {
  type: 'object',
  properties: { dmId: text },
  required: ['dmId'],
} as const;

/** The room whose bot transcript is read. */
export const transcriptParamsSchema = {
  type: 'object',
  properties: { serviceId: text },
  required: ['serviceId'],
} as const;

/** A signed address of a node's picture or spoken words (an <img> or <audio> sends no session header). */
export const signedMediaQuerySchema = {
  type: 'object',
  properties: { expires: text, signature: text },
} as const;
export type SignedMediaQuery = FromSchema<typeof signedMediaQuerySchema>;
export const nodePictureParamsSchema = {
  type: 'object',
  properties: { templateId: text, pointId: text },
  required: ['templateId', 'pointId'],
} as const;

const botPathsOf = (base: string) => ({ base, one: `${base}/:id`, allocate: `${base}/:id/allocate` }) as const;

export const botPaths = {
  audio: botPathsOf('/api/audioBot'),
  video: botPathsOf('/api/videoBot'),
  tenants: '/api/audioBot/allocate/tenant',
  relate: '/api/videoBot/:id/relateMaterial',
  relateList: '/api/videoBot/relate/list',
  dmInit: '/api/dm/init',
  dmTurn: '/api/dm/:dmId',
  dmEnd: '/api/dm/end',
  nodePicture: '/api/videoBot/media/picture/:templateId/:pointId',
  nodeVoice: '/api/videoBot/media/voice/:id',
  customerDmInit: '/api/customer/dm/init',
  customerDmTurn: '/api/customer/dm/turn',
  customerDmEnd: '/api/customer/dm/end',
  transcript: '/api/serviceRoom/botTranscript/:serviceId',
} as const;

/** Each path once, for the route table. */
export const botApiPaths = {
  audioBase: botPaths.audio.base,
  audioOne: botPaths.audio.one,
  audioAllocate: botPaths.audio.allocate,
  videoBase: botPaths.video.base,
  videoOne: botPaths.video.one,
  videoAllocate: botPaths.video.allocate,
  tenants: botPaths.tenants,
  relate: botPaths.relate,
  relateList: botPaths.relateList,
  dmInit: botPaths.dmInit,
  dmTurn: botPaths.dmTurn,
  dmEnd: botPaths.dmEnd,
  nodePicture: botPaths.nodePicture,
  nodeVoice: botPaths.nodeVoice,
  customerDmInit: botPaths.customerDmInit,
  customerDmTurn: botPaths.customerDmTurn,
  customerDmEnd: botPaths.customerDmEnd,
  transcript: botPaths.transcript,
} as const;
