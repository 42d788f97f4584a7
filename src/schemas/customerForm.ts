/**
 * The customer-information form (spec 1 §2.5, §3, §5; spec 2 §2.4): the fields a tenant admin configures
 * (key, name, type, require, pattern, defaultValue, colSpan, and the options of a choice), the values an
 * agent saves for a 5G session's customer, and their checks, shared by the browser and the server.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, recordOf } from './answers';
import { UUID_PATTERN } from './fields';

export const CUSTOMER_FIELD_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'time',
] as const;
export type CustomerFieldType = (typeof CUSTOMER_FIELD_TYPES)[number];
export const CUSTOMER_FIELD_TYPE_NAMES: Record<CustomerFieldType, string> = {
  input: '单行文本',
  textarea: '多行文本',
  number: '数字',
  select: '下拉选择',
  radio: '单选',
  checkbox: '多选',
  switch: '开关',
  date: '日期',
  time: '时间',
};
/** The types whose values are picked from the field's options. */
export const CHOICE_TYPES: readonly CustomerFieldType[] = ['select', 'radio', 'checkbox'];

export const customerFormTexts = {
  title: '客户信息',
  configTitle: '客户信息表单',
  configHint: '坐席在5G通话中点击“客户信息”时填写的表单；字段按顺序显示。',
  save: '保存',
  saved: '保存成功',
  cancel: '取消',
  addField: '添加字段',
  remove: '删除',
  moveUp: '上移',
  key: '字段标识',
  name: '字段名称',
  type: '字段类型',
  require: '必填',
  pattern: '校验正则',
  defaultValue: '默认值',
  options: '选项（以逗号分隔）',
  colSpan: '宽度',
  colSpans: { 12: '半行', 24: '整行' } as Record<number, string>,
  required: (name: string) => `请输入${name}`,
  incorrect: (name: string) => `请输入正确的${name}`,
  keyInvalid: '字段标识须以字母开头，只含字母、数字和下划线，最多40个字符',
  nameRequired: '请输入字段名称',
  keyTaken: '字段标识不能重复',
  patternInvalid: '校验正则不正确',
  optionsRequired: '请输入选项',
  fieldsRequired: '请至少配置一个字段',
  noTenant: '只有租户下的账号可以配置客户信息表单',
  recordTitle: '客户信息',
  none: '未填写客户信息',
  yes: '是',
  no: '否',
} as const;

const KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,39}$';

const customerFieldSchema = {
  type: 'object',
  properties: {
    key: { type: 'string', pattern: KEY_PATTERN, errorMessage: customerFormTexts.keyInvalid },
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 20,
      pattern: '\\S',
      errorMessage: customerFormTexts.nameRequired,
    },
    type: { type: 'string', enum: CUSTOMER_FIELD_TYPES, errorMessage: '请选择字段类型' },
    require: { type: 'boolean' },
    pattern: { type: 'string', maxLength: 200 },
    defaultValue: { type: 'string', maxLength: 200 },
    options: { type: 'array', maxItems: 30, items: { type: 'string', minLength: 1, maxLength: 30 } },
    colSpan: { type: 'integer', enum: [12, 24] },
  },
  required: ['key', 'name', 'type'],
  additionalProperties: false,
} as const;
export type CustomerField = FromSchema<typeof customerFieldSchema>;

/** PUT customerForm: the tenant's fields in order. */
export const customerFormSaveSchema = {
  $id: 'customerFormSave',
  type: 'object',
  properties: {
    fields: {
      type: 'array',
      minItems: 1,
      maxItems: 40,
      items: customerFieldSchema,
      errorMessage: { minItems: customerFormTexts.fieldsRequired },
    },
  },
  required: ['fields'],
  additionalProperties: false,
  errorMessage: { required: { fields: customerFormTexts.fieldsRequired } },
} as const;
export type CustomerFormSave = FromSchema<typeof customerFormSaveSchema>;

const fieldList = { type: 'array', items: customerFieldSchema } as const;

export const customerFormSchema = recordOf({
  fields: fieldList,
  /** Null while the tenant keeps the default fields. */
  updatedAt: nullableText,
});
export type CustomerForm = FromSchema<typeof customerFormSchema>;

/** A value of the form: text, number, switch, or the picks of a checkbox group. */
const customerValueSchema = {
  anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
} as const;
export type CustomerValue = FromSchema<typeof customerValueSchema>;
export type CustomerValues = Record<string, CustomerValue>;

const serviceId = { type: 'string', pattern: UUID_PATTERN, errorMessage: '无效的serviceId' } as const;

/** PUT customerInfo: the values of the session's customer, checked against the tenant's fields. */
export const customerInfoSaveSchema = {
  $id: 'customerInfoSave',
  type: 'object',
  properties: {
    serviceId,
    values: {
      type: 'object',
      maxProperties: 40,
      // One list of types: a value of any of them is taken as it is, never coerced into another.
      additionalProperties: {
        type: ['string', 'number', 'boolean', 'array'],
        maxLength: 500,
        maxItems: 30,
        items: { type: 'string', maxLength: 30 },
      },
    },
  },
  required: ['serviceId', 'values'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: '无效的serviceId', values: customerFormTexts.none } },
} as const;

export const customerInfoQuerySchema = {
  $id: 'customerInfoQuery',
  type: 'object',
  properties: { serviceId, timestamp: { type: 'string' } },
  required: ['serviceId'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: '无效的serviceId' } },
} as const;

/** What a session's customer information is: the fields it was saved with and the values; null values when not filled. */
export const customerInfoSchema = recordOf({
  fields: fieldList,
  // What the agent typed of the customer may hold phone and ID numbers anywhere: each is masked.
  values: { type: ['object', 'null'], additionalProperties: customerValueSchema, 'x-pii': 'values' },
  updatedAt: nullableText,
});
export type CustomerInfo = FromSchema<typeof customerInfoSchema>;
/**
 * The same, as the agent of the session in progress reads and saves it: whole, as that agent serves the customer
 * now. A masked number here would be saved back over the real one.
 */
export const servingCustomerInfoSchema = recordOf({
  fields: fieldList,
  values: { type: ['object', 'null'], additionalProperties: customerValueSchema, 'x-pii': 'serving' },
  updatedAt: nullableText,
});

export const customerFormPaths = {
  form: '/api/fifthGeneration/customerForm',
  info: '/api/fifthGeneration/customerInfo',
} as const;

/** The fields of spec 1 §3 (firstCustomerName, -Phone, -Gender, -Place, remark) while a tenant configured none. */
export const DEFAULT_CUSTOMER_FIELDS: CustomerField[] = [
  { key: 'firstCustomerName', name: '客户姓名', type: 'input', require: true, colSpan: 12 },
  { key: 'firstCustomerPhone', name: '客户手机号', type: 'input', require: true, pattern: '^1[0-9]{10}$', colSpan: 12 },
  { key: 'firstCustomerGender', name: '客户性别', type: 'radio', options: ['男', '女'], colSpan: 12 },
  { key: 'firstCustomerPlace', name: '所在地区', type: 'input', colSpan: 12 },
  { key: 'remark', name: '备注', type: 'textarea', colSpan: 24 },
];

const isBlank = (value: CustomerValue | undefined) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const asPattern = (pattern: string | undefined): RegExp | null => {
  if (!pattern) return null;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
};

/** A configuration's own faults, by field index: keys unique and well formed, a pattern that compiles, options for choices. */
export function checkCustomerFields(fields: readonly CustomerField[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.key)) errors[`fields.${index}.key`] = customerFormTexts.keyTaken;
    seen.add(field.key);
    if (field.pattern && !asPattern(field.pattern))
      errors[`fields.${index}.pattern`] = customerFormTexts.patternInvalid;
    if (CHOICE_TYPES.includes(field.type) && !(field.options?.length ?? 0))
      errors[`fields.${index}.options`] = customerFormTexts.optionsRequired;
  });
  return errors;
}

/**
 * Checks values against the fields (spec 1 §5: '请输入' + name when required and empty, '请输入正确的' + name when
 * the pattern or the kind does not match) and keeps only the fields' keys. Errors by key; none means `values` is good.
 */
export function checkCustomerValues(
  fields: readonly CustomerField[],
  input: CustomerValues,
): { errors: Record<string, string>; values: CustomerValues } {
  const errors: Record<string, string> = {};
  const values: CustomerValues = {};
  for (const field of fields) {
    const value = input[field.key];
    if (value === undefined || isBlank(value)) {
      if (field.require && field.type !== 'switch') errors[field.key] = customerFormTexts.required(field.name);
      continue;
    }
    const wrong = () => (errors[field.key] = customerFormTexts.incorrect(field.name));
    switch (field.type) {
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) wrong();
        break;
      case 'switch':
        if (typeof value !== 'boolean') wrong();
        break;
      case 'checkbox':
        if (!Array.isArray(value) || value.some((pick) => !field.options?.includes(pick))) wrong();
        break;
      case 'select':
      case 'radio':
        if (typeof value !== 'string' || !field.options?.includes(value)) wrong();
        break;
      case 'date':
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) wrong();
        break;
      case 'time':
        if (typeof value !== 'string' || !/^\d{2}:\d{2}$/.test(value)) wrong();
        break;
      default: {
        if (typeof value !== 'string') wrong();
        else if (asPattern(field.pattern) && !asPattern(field.pattern)!.test(value.trim())) wrong();
      }
    }
    if (errors[field.key]) continue;
    values[field.key] = typeof value === 'string' ? value.trim() : value;
  }
  return { errors, values };
}

/** How a saved value reads in the record. */
export function customerValueText(value: CustomerValue | undefined): string {
  if (value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? customerFormTexts.yes : customerFormTexts.no;
  if (Array.isArray(value)) return value.join('，') || '-';
  return String(value);
}
