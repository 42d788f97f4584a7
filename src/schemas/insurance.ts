/**
 * The customer's insurance a 5G room shows once an incoming call is answered (spec 1 §2.4 "5G call:
 * answering joins the phone call, fetches insurance"; the wrapper getInsurance {id, insuranceCode}): the
 * policies the insurer's system holds for the caller's phone under the tenant's insuranceCode.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { servingPhoneText, UUID_PATTERN } from './fields';

const text = { type: 'string' } as const;

const insurancePolicySchema = recordOf({
  policyNo: text,
  productName: text,
  /** One of the plan-book kinds (寿险, 年金险, 两全保险) or the insurer's own word. */
  kind: text,
  /** 有效, 已失效 … as the insurer says. */
  status: text,
  /** Yearly premium in yuan. */
  premium: { type: 'number' },
  effectiveDate: text,
});
export type InsurancePolicy = FromSchema<typeof insurancePolicySchema>;

export const customerInsuranceSchema = recordOf({
  insuranceCode: text,
  // Read for the customer the agent's 5G session is serving now.
  phone: servingPhoneText,
  policies: { type: 'array', items: insurancePolicySchema },
  /** The built-in sample catalogue answered (INSURANCE_SERVICE_URL unset). */
  sample: { type: 'boolean' },
});
export type CustomerInsurance = FromSchema<typeof customerInsuranceSchema>;

export const insuranceTexts = {
  title: '客户保单',
  loading: '正在获取保单信息...',
  none: '未查询到该客户的保单',
  notConfigured: '当前租户未配置保险编码',
  noCustomer: '当前会话没有客户手机号',
  failed: '获取保单信息失败',
  serviceNotConfigured: '保险服务未配置',
  sample: '演示数据',
  policyNo: '保单号',
  productName: '产品名称',
  kind: '险种',
  status: '状态',
  premium: '年缴保费(元)',
  effectiveDate: '生效日期',
} as const;

/** GET insurance?serviceId: the customer of the session's current (or last) call. */
export const insuranceQuerySchema = {
  $id: 'fiveGInsuranceQuery',
  type: 'object',
  properties: {
    serviceId: { type: 'string', pattern: UUID_PATTERN, errorMessage: '无效的serviceId' },
    timestamp: { type: 'string' },
  },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: '无效的serviceId' } },
} as const;
