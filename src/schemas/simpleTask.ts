/**
 * The simple 5G task form (/SimpleCallFive, spec 2 §4.6, §5, §7.4; spec 3 §4, §9): for tenants of the 5G
 * interactive video marketing system (useSystem 'spcd') only. One recipient, a task type and one of up to
 * 1000 approved items; the task is a 'callFive' delivery named by the current time, sent in the tenant's window.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { isMobile, MOBILE_PATTERN, recordText, uuidField } from './fields';
import { RECIPIENT_NAME_MAX, sendWindowRecordSchema } from './deliveryTask';

export const SIMPLE_TASK_SYSTEM = 'spcd';
/** Spec 2 §7.4: the form lists up to 1000 items (isCheck 1: approved ones). */
export const SIMPLE_TASK_ITEMS_MAX = 1000;

export const SIMPLE_TASK_TYPES = ['videoContent', 'interaction'] as const;
export type SimpleTaskType = (typeof SIMPLE_TASK_TYPES)[number];
export const simpleTaskTypeNames: Record<SimpleTaskType, string> = {
  videoContent: '视频内容',
  interaction: '互动视频',
};

export const simpleTaskTexts = {
  title: '5G互动视频营销平台',
  phoneRequired: '请输入接收号码!',
  phoneFormat: '请输入正确格式的电话号码',
  typeRequired: '请选择任务类型!',
  contentRequired: '请选择任务内容!',
  recipientName: `接收人姓名不能超过${RECIPIENT_NAME_MAX}个字符`,
  notSpcd: '当前账号所属公司未开通5G互动视频营销平台，不能使用此页面',
  running: '任务执行中 请稍后...',
  finished: '任务完成',
  /** The name a message greets when the form leaves the recipient's empty. */
  defaultRecipient: '客户',
} as const;

export const simpleTaskCreateSchema = {
  $id: 'simpleTaskCreate',
  type: 'object',
  properties: {
    phone: {
      type: 'string',
      minLength: 1,
      pattern: MOBILE_PATTERN,
      errorMessage: { minLength: simpleTaskTexts.phoneRequired, pattern: simpleTaskTexts.phoneFormat },
    },
    taskType: { type: 'string', enum: SIMPLE_TASK_TYPES, errorMessage: simpleTaskTexts.typeRequired },
    contentId: uuidField(simpleTaskTexts.contentRequired),
    recipientName: { type: 'string', maxLength: RECIPIENT_NAME_MAX, errorMessage: simpleTaskTexts.recipientName },
  },
  required: ['phone', 'taskType', 'contentId'],
  additionalProperties: false,
  errorMessage: {
    required: {
      phone: simpleTaskTexts.phoneRequired,
      taskType: simpleTaskTexts.typeRequired,
      contentId: simpleTaskTexts.contentRequired,
    },
  },
} as const;
export type SimpleTaskCreate = FromSchema<typeof simpleTaskCreateSchema>;

/** The form's own check, with the spec's texts in its order: phone, task type, content. */
export function simpleTaskProblems(form: {
  phone: string;
  taskType: string;
  contentId: string;
}): Partial<Record<'phone' | 'taskType' | 'contentId', string>> {
  const phone = form.phone.trim();
  return {
    ...(phone === ''
      ? { phone: simpleTaskTexts.phoneRequired }
      : isMobile(phone)
        ? {}
        : { phone: simpleTaskTexts.phoneFormat }),
    ...(form.taskType === '' ? { taskType: simpleTaskTexts.typeRequired } : {}),
    ...(form.contentId === '' ? { contentId: simpleTaskTexts.contentRequired } : {}),
  };
}

/** What the form offers: each type's approved items, and the tenant's send window. */
export const simpleTaskSourcesSchema = recordOf({
  items: {
    type: 'array',
    items: recordOf({ _id: recordText, name: recordText, taskType: { type: 'string', enum: SIMPLE_TASK_TYPES } }),
  },
  sendWindow: sendWindowRecordSchema,
});
export type SimpleTaskSources = FromSchema<typeof simpleTaskSourcesSchema>;

export const simpleTaskPaths = {
  sources: '/api/mediaDeliverPlatform/simpleCallFive/sources',
  create: '/api/mediaDeliverPlatform/simpleCallFive',
} as const;
