/**
 * Media-delivery tasks (spec 3 §2 "Media-delivery task list/detail", §3, §4, §7 "Media delivery"; spec 2
 * §2.5, §4.5–§4.6): approved video content and an interaction sent by message to recipients within the
 * tenant's send window; each customer's page reports what was watched and answered.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ANSWER_OUTCOMES, type AnswerOutcome } from '../domain/interaction';
import { nullableText, recordOf } from './answers';
import {
  customerPhoneText,
  mobileField,
  ownPhoneText,
  paging,
  recordText,
  servingPhoneText,
  uuidField,
} from './fields';
import { interactionPreviewSchema, type InteractionPreview } from './interactionTemplate';
import type { MessageKind } from './messageTemplate';
import { pageLink } from '../domain/pages';

/** richMedia: an SMS with the page's link (富媒体任务); callFive: a 5G message (5G任务). */
const DELIVER_TYPES = ['richMedia', 'callFive'] as const;
export type DeliverType = (typeof DELIVER_TYPES)[number];
/** The channel of each kind of task: the message templates it may pick. */
export const deliverChannel = { richMedia: 'sms', callFive: 'fiveG' } as const satisfies Record<
  DeliverType,
  MessageKind
>;

const DELIVERY_TASK_STATUSES = ['waiting', 'sending', 'finished', 'cancelled'] as const;
export type DeliveryTaskStatus = (typeof DELIVERY_TASK_STATUSES)[number];
const DELIVERY_RECIPIENT_STATUSES = ['waiting', 'sent', 'failed', 'cancelled', 'watched', 'answered'] as const;
export type DeliveryRecipientStatus = (typeof DELIVERY_RECIPIENT_STATUSES)[number];

/** The most recipients a task takes (spec 3 §9: the task form lists up to 1000; a spreadsheet may hold more). */
export const RECIPIENTS_MAX = 10_000;
export const RECIPIENT_NAME_MAX = 20;

export const deliveryTaskTexts = {
  created: '创建成功！',
  cancelled: '撤销成功！',
  noTenant: '只有所属公司的账号可以创建任务',
  typeUnknown: '请选择任务类型',
  sourceRequired: '请选择视频内容或互动模板',
  contentNotApproved: '只能使用审核通过且已生成的视频内容',
  interactionUnknown: '请选择有效的互动模板',
  messageTemplateUnknown: '请选择有效的消息模板',
  recipientsRequired: '请添加收件人',
  recipientsTooMany: `收件人不能超过${RECIPIENTS_MAX}个`,
  recipientName: `收件人姓名为1~${RECIPIENT_NAME_MAX}个字符`,
  recipientPhone: '请输入正确的手机号',
  recipientTwice: (phone: string) => `手机号${phone}重复`,
  nameTooLong: '任务名称不能超过50个字符',
  notCancellable: '任务已完成或已撤销，不能撤销',
  sheetUnreadable: '请上传xlsx格式的表格',
  sheetColumns: '表格第一行需包含“姓名”和“手机号”两列',
  sheetEmpty: '表格中没有收件人',
  sheetRow: (row: number, problem: string) => `表格第${row}行：${problem}`,
  linkGone: '链接已失效',
  speechOff: '暂未开启语音回答，请点击下方按钮回答',
  speechFailed: '语音合成失败，请稍后重试',
  answeredBefore: '您已回复，无需重复提交',
  windowSaved: '配置成功',
  windowInvalid: '请输入正确的发送时间（HH:mm）',
  windowNotYours: '只有租户管理员可以配置发送时间',
  tenantUnknown: '请选择有效的公司',
} as const;

export const deliverTypeNames: Record<DeliverType, string> = { richMedia: '富媒体任务', callFive: '5G任务' };
export const deliveryTaskStatusNames: Record<DeliveryTaskStatus, string> = {
  waiting: '待发送',
  sending: '发送中',
  finished: '已完成',
  cancelled: '已撤销',
};
export const deliveryRecipientStatusNames: Record<DeliveryRecipientStatus, string> = {
  waiting: '待发送',
  sent: '已发送',
  failed: '发送失败',
  cancelled: '已撤销',
  watched: '已观看',
  answered: '已回答',
};
export const outcomeNames: Record<AnswerOutcome, string> = { yes: '肯定', no: '否定', default: '默认' };

const recipient = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      minLength: 1,
      maxLength: RECIPIENT_NAME_MAX,
      pattern: '\\S',
      errorMessage: deliveryTaskTexts.recipientName,
    },
    phone: mobileField(deliveryTaskTexts.recipientPhone),
  },
  required: ['name', 'phone'],
  additionalProperties: false,
  errorMessage: { required: { name: deliveryTaskTexts.recipientName, phone: deliveryTaskTexts.recipientPhone } },
} as const;

/** POST /api/mediaDeliverPlatform/create. */
export const deliveryTaskCreateSchema = {
  $id: 'deliveryTaskCreate',
  type: 'object',
  properties: {
    deliverType: { type: 'string', enum: DELIVER_TYPES, errorMessage: deliveryTaskTexts.typeUnknown },
    name: { type: 'string', maxLength: 50, errorMessage: deliveryTaskTexts.nameTooLong },
    videoContentId: uuidField(deliveryTaskTexts.contentNotApproved),
    interactionTemplateId: uuidField(deliveryTaskTexts.interactionUnknown),
    messageTemplateId: uuidField(deliveryTaskTexts.messageTemplateUnknown),
    recipients: {
      type: 'array',
      minItems: 1,
      maxItems: RECIPIENTS_MAX,
      items: recipient,
      errorMessage: { minItems: deliveryTaskTexts.recipientsRequired, maxItems: deliveryTaskTexts.recipientsTooMany },
    },
  },
  required: ['deliverType', 'recipients'],
  additionalProperties: false,
  errorMessage: {
    required: { deliverType: deliveryTaskTexts.typeUnknown, recipients: deliveryTaskTexts.recipientsRequired },
  },
} as const;
export type DeliveryTaskCreate = FromSchema<typeof deliveryTaskCreateSchema>;
export type DeliveryRecipientInput = DeliveryTaskCreate['recipients'][number];

/** POST /api/mediaDeliverPlatform/recipients: an .xlsx (base64) read into recipients. */
export const recipientSheetSchema = {
  $id: 'deliveryRecipientSheet',
  type: 'object',
  properties: {
    file: { type: 'string', minLength: 1, maxLength: 1_000_000, errorMessage: deliveryTaskTexts.sheetUnreadable },
  },
  required: ['file'],
  additionalProperties: false,
  errorMessage: { required: { file: deliveryTaskTexts.sheetUnreadable } },
} as const;
export type RecipientSheet = FromSchema<typeof recipientSheetSchema>;

const sendTime = {
  type: 'string',
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  errorMessage: deliveryTaskTexts.windowInvalid,
} as const;

/** PUT /api/mediaDeliverPlatform/sendWindow: the tenant's window (its fiveGSendTimeConfig); equal ends mean all day. */
export const sendWindowSchema = {
  $id: 'deliverySendWindow',
  type: 'object',
  properties: { startSendTime: sendTime, finishSendTime: sendTime },
  required: ['startSendTime', 'finishSendTime'],
  additionalProperties: false,
  errorMessage: {
    required: { startSendTime: deliveryTaskTexts.windowInvalid, finishSendTime: deliveryTaskTexts.windowInvalid },
  },
} as const;
export type SendWindowInput = FromSchema<typeof sendWindowSchema>;

export const deliveryTaskListQuerySchema = {
  $id: 'deliveryTaskListQuery',
  type: 'object',
  properties: {
    deliverType: { type: 'string', enum: DELIVER_TYPES, errorMessage: deliveryTaskTexts.typeUnknown },
    /** Narrows the list to one tenant of the caller's scope (the platform admin's filter); never widens it. */
    tenant: uuidField(deliveryTaskTexts.tenantUnknown),
    ...paging(),
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const deliveryPartQuerySchema = {
  $id: 'deliveryPartQuery',
  type: 'object',
  properties: {
    ...paging(),
    export: { type: 'string', enum: ['0', '1', 'true', 'false'] },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** What the customer's page posts every 5 s and at the end (spec 3 §3 "Watch record"). */
const watchDetailSchema = {
  type: 'object',
  properties: {
    startTime: { type: 'string', maxLength: 40 },
    endTime: { type: 'string', maxLength: 40 },
    watchTime: { type: 'number', minimum: 0, maximum: 86_400 },
    answerType: { type: 'array', maxItems: 20, items: { type: 'string', enum: ['yes', 'no', 'default'] } },
    answer: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 200 } },
  },
  required: ['startTime', 'watchTime'],
  additionalProperties: false,
} as const;
export type WatchDetail = FromSchema<typeof watchDetailSchema>;

export const watchReportSchema = {
  $id: 'deliveryWatchReport',
  type: 'object',
  properties: {
    taskId: uuidField(deliveryTaskTexts.linkGone),
    watchId: { type: 'string', minLength: 1, maxLength: 64 },
    watchDetail: watchDetailSchema,
  },
  required: ['taskId', 'watchId', 'watchDetail'],
  additionalProperties: false,
  errorMessage: { required: { taskId: deliveryTaskTexts.linkGone } },
} as const;

export const answerSchema = {
  $id: 'deliveryAnswer',
  type: 'object',
  properties: {
    taskId: uuidField(deliveryTaskTexts.linkGone),
    answer: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['taskId', 'answer'],
  additionalProperties: false,
  errorMessage: { required: { taskId: deliveryTaskTexts.linkGone } },
} as const;

const text = recordText;
const count = { type: 'integer' } as const;
const namedRecord = recordOf({ _id: text, name: text });
const sendWindowRecord = recordOf({ startSendTime: text, finishSendTime: text });

export const deliveryTaskRecordSchema = recordOf({
  _id: text,
  name: text,
  deliverType: { type: 'string', enum: DELIVER_TYPES },
  status: { type: 'string', enum: DELIVERY_TASK_STATUSES },
  sendWindow: sendWindowRecord,
  videoContent: { ...namedRecord, type: ['object', 'null'] },
  interaction: { ...recordOf({ _id: nullableText, name: text }), type: ['object', 'null'] },
  total: count,
  sent: count,
  failed: count,
  watched: count,
  answered: count,
  agent: { ...recordOf({ _id: text, fullName: text }), type: ['object', 'null'] },
  createdAt: text,
});
export type DeliveryTaskRecord = FromSchema<typeof deliveryTaskRecordSchema>;

/** One recipient as the detail's three parts show it. */
export const deliveryRecipientRecordSchema = recordOf({
  _id: text,
  name: text,
  phone: customerPhoneText,
  status: { type: 'string', enum: DELIVERY_RECIPIENT_STATUSES },
  error: nullableText,
  sentAt: nullableText,
  watch: { ...watchDetailSchema, type: ['object', 'null'] },
  answer: nullableText,
  outcome: { type: ['string', 'null'], enum: [...ANSWER_OUTCOMES, null] },
  call: { ...recordOf({ _id: text, status: text, agentName: nullableText }), type: ['object', 'null'] },
});
export type DeliveryRecipientRecord = FromSchema<typeof deliveryRecipientRecordSchema>;

export const outboxMessageSchema = recordOf({
  _id: text,
  phone: customerPhoneText,
  content: text,
  link: nullableText,
  status: { type: 'string', enum: ['recorded', 'sent', 'failed'] },
  error: nullableText,
  createdAt: text,
});
export type OutboxMessage = FromSchema<typeof outboxMessageSchema>;

/** GET /api/mediaDeliverPlatform/mediaConfig/list: what a task can be made from, and the tenant's window. */
export const deliverySourcesSchema = recordOf({
  contents: { type: 'array', items: recordOf({ _id: text, name: text, interactionTemplateId: nullableText }) },
  interactions: { type: 'array', items: namedRecord },
  sendWindow: sendWindowRecord,
});
export type DeliverySources = FromSchema<typeof deliverySourcesSchema>;

/** PUT /api/mediaDeliverPlatform/sendWindow answers the window saved. */
export const sendWindowRecordSchema = sendWindowRecord;

/** POST /api/mediaDeliverPlatform/recipients: the recipients the sheet names (the agent's own upload, read back into the form). */
export const recipientSheetResultSchema = recordOf({
  list: { type: 'array', items: recordOf({ name: text, phone: servingPhoneText }) },
});

/** POST /api/mediaDeliverJob/messageSendResult: the task the watch was recorded on. */
export const watchReportResultSchema = recordOf({ taskId: text });

/** What the customer's page says aloud: the question, and each outcome's reply. */
export const SPOKEN_PARTS = ['inquiry', 'yes', 'no', 'default'] as const;
export type SpokenPart = (typeof SPOKEN_PARTS)[number];

/** The words of each spoken part: the inquiry (the wait's words when it has none, as the page shows) and the replies. */
export function spokenTexts(interaction: InteractionPreview): Record<SpokenPart, string> {
  return {
    inquiry: (interaction.inquiry.reply || interaction.wait.reply).trim(),
    yes: interaction.outcomes.yes.reply.trim(),
    no: interaction.outcomes.no.reply.trim(),
    default: interaction.outcomes.default.reply.trim(),
  };
}

/** GET /api/mediaDeliverJob/detail?taskId: what the customer's page plays (spec 2 §3 "Interactive task"). */
export const customerTaskSchema = recordOf({
  taskId: text,
  video: nullableText,
  recordImage: nullableText,
  interaction: { ...interactionPreviewSchema, type: ['object', 'null'] },
  /** The spoken question and replies (the spec's inquiryAudioUrl and each outcome's audioUrl); null where nothing is said. */
  audioUrls: recordOf({ inquiry: nullableText, yes: nullableText, no: nullableText, default: nullableText }),
  /** Whether spoken answers can be recognised; without an engine the page offers tap answers only. */
  speechAnswering: { type: 'boolean' },
});
export type CustomerTask = FromSchema<typeof customerTaskSchema>;

/** POST /api/mediaDeliverJob/answer: the outcome, and the call to staff when the outcome hands over. */
export const answerResultSchema = recordOf({
  outcome: { type: 'string', enum: ANSWER_OUTCOMES },
  transfer: {
    ...recordOf({ callId: text, tenantCode: text, groupId: nullableText, name: text, phone: ownPhoneText }),
    type: ['object', 'null'],
  },
  /** Why a transfer the outcome asks for could not be made (nobody serves, the queue is full …). */
  transferRefused: nullableText,
});
export type AnswerResult = FromSchema<typeof answerResultSchema>;

/** GET /api/mediaDeliverPlatform/tenants: the tenants the caller may pick in the task pages. */
export const deliveryTenantsSchema = recordOf({ list: { type: 'array', items: namedRecord } });
export type DeliveryTenant = FromSchema<typeof namedRecord>;

const pathText = { type: 'string' } as const;
/** …/list/:deliverId: one task. */
export const deliveryTaskParamsSchema = {
  type: 'object',
  properties: { deliverId: pathText },
  required: ['deliverId'],
} as const;
/** …/list/:deliverId/:part: one part of a task's detail (an unknown part is not found). */
export const deliveryPartParamsSchema = {
  type: 'object',
  properties: { deliverId: pathText, part: pathText },
  required: ['deliverId', 'part'],
} as const;
/** The customer's page names its task by the link's id. */
export const customerTaskQuerySchema = { type: 'object', properties: { taskId: pathText } } as const;
export const customerAudioParamsSchema = {
  type: 'object',
  properties: { taskId: pathText, part: pathText },
  required: ['taskId', 'part'],
} as const;

export const deliveryTaskPaths = {
  create: '/api/mediaDeliverPlatform/create',
  tenants: '/api/mediaDeliverPlatform/tenants',
  list: '/api/mediaDeliverPlatform/list',
  one: '/api/mediaDeliverPlatform/list/:deliverId',
  part: '/api/mediaDeliverPlatform/list/:deliverId/:part',
  recipients: '/api/mediaDeliverPlatform/recipients',
  sources: '/api/mediaDeliverPlatform/mediaConfig/list',
  sendWindow: '/api/mediaDeliverPlatform/sendWindow',
  customerTask: '/api/mediaDeliverJob/detail',
  watch: '/api/mediaDeliverJob/messageSendResult',
  answer: '/api/mediaDeliverJob/answer',
  customerAudio: '/api/customer/mediaDeliverJob/:taskId/audio/:part',
} as const;

/** The detail's parts: 1 interaction, 2 video, 3 call quality; outbox: the messages sent. */
export const DELIVERY_PARTS = ['part1', 'part2', 'part3', 'outbox'] as const;

/** The customer's page of a recipient: what the message links to. */
export const customerVideoPath = (recipientId: string) => pageLink('videoData', { id: recipientId });

/** A staff transfer's call as the call-quality part names it. */
export const transferCallStatusNames: Record<string, string> = {
  waiting: '排队中',
  ringing: '振铃中',
  started: '已接通',
  cancelled: '已取消',
  missed: '未接通',
};
