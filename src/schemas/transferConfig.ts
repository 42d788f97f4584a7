/**
 * A tenant's manual-transfer settings (/switchingCallConfig, 转人工配置; spec 1 §7 GET fiveTransfer/config):
 * whether customers may ask for a person, which service group takes them, how, and what they are told.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { recordText } from './fields';

export const transferConfigPaths = { config: '/api/fiveTransfer/config' } as const;

export const TRANSFER_ROUTINGS = ['idleFirst', 'longestIdle', 'roundRobin'] as const;
export type TransferRouting = (typeof TRANSFER_ROUTINGS)[number];

export const transferConfigTexts = {
  title: '转人工配置',
  enabled: '开启转人工',
  agentGroup: '转接客服组',
  strategy: '分配策略',
  strategies: { idleFirst: '空闲坐席优先', longestIdle: '空闲最久优先', roundRobin: '轮流分配' } as Record<
    TransferRouting,
    string
  >,
  waitSeconds: '最长等待时间(秒)',
  waitText: '排队提示语',
  busyText: '无人接听提示语',
  save: '保存',
  groupRequired: '请选择转接客服组',
  groupInvalid: '请选择有效的客服组',
  strategyInvalid: '请选择分配策略',
  waitInvalid: '最长等待时间需为10~300秒',
  waitTextRequired: '请输入排队提示语',
  busyTextRequired: '请输入无人接听提示语',
  textTooLong: '提示语不能超过100个字符',
} as const;

const T = transferConfigTexts;
const text = (required: string) =>
  ({
    type: 'string',
    minLength: 1,
    maxLength: 100,
    pattern: '\\S',
    errorMessage: { minLength: required, pattern: required, maxLength: T.textTooLong, type: required },
  }) as const;

/** PUT fiveTransfer/config; a platform admin names the tenant. */
export const transferConfigSchema = {
  $id: 'transferConfig',
  type: 'object',
  properties: {
    tenant: { type: 'string', maxLength: 100 },
    enabled: { type: 'boolean' },
    agentGroupId: { type: ['string', 'null'], maxLength: 100, errorMessage: T.groupInvalid },
    strategy: { type: 'string', enum: TRANSFER_ROUTINGS, errorMessage: T.strategyInvalid },
    waitSeconds: { type: 'integer', minimum: 10, maximum: 300, errorMessage: T.waitInvalid },
    waitText: text(T.waitTextRequired),
    busyText: text(T.busyTextRequired),
  },
  required: ['enabled', 'strategy', 'waitSeconds', 'waitText', 'busyText'],
  additionalProperties: false,
  errorMessage: {
    required: {
      strategy: T.strategyInvalid,
      waitSeconds: T.waitInvalid,
      waitText: T.waitTextRequired,
      busyText: T.busyTextRequired,
    },
  },
} as const;
export type TransferConfigInput = FromSchema<typeof transferConfigSchema>;

export const transferConfigRecordSchema = recordOf({
  tenantId: recordText,
  enabled: { type: 'boolean' },
  agentGroupId: nullableText,
  strategy: { type: 'string', enum: TRANSFER_ROUTINGS },
  waitSeconds: { type: 'integer' },
  waitText: recordText,
  busyText: recordText,
  updatedAt: nullableText,
});
export type TransferConfig = FromSchema<typeof transferConfigRecordSchema>;

/** Before a tenant saves its own: no transfer, and the texts a customer would be told. */
export const TRANSFER_DEFAULTS = {
  enabled: false,
  agentGroupId: null,
  strategy: 'idleFirst',
  waitSeconds: 60,
  waitText: '正在为您转接人工客服，请稍候',
  busyText: '当前坐席繁忙，请稍后再试',
} as const satisfies Omit<TransferConfig, 'tenantId' | 'updatedAt'>;
