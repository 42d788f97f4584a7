/** Tenant (company) — spec 1 §3, with the minute quota. */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, openObject, recordOf } from './answers';
import { createdAtField, recordIdField, requiredName } from './fields';
import { listQuerySchema } from './listQuery';

const USE_SYSTEMS = ['zhzy', 'spcd', 'live'] as const;
const USE_SYSTEM_NAMES = ['智慧展业', '5G互动视频营销', '1v1直播'] as const;
const DEFAULT_USE_SYSTEM = 'zhzy';
const STORAGE_QUOTA_TEXT = '请输入1~1000000之间的整数';

/** 所属系统 of tenants and roles: the stored code, shown by its name. */
export const useSystemField = {
  type: 'string',
  title: '所属系统',
  enum: USE_SYSTEMS,
  default: DEFAULT_USE_SYSTEM,
  'x-enumNames': USE_SYSTEM_NAMES,
  errorMessage: { enum: '请选择所属系统' },
} as const;

export const tenantSchema = {
  $id: 'tenant',
  type: 'object',
  properties: {
    name: {
      ...requiredName('租户名称', 50, { required: '请输入租户名称', tooLong: '租户名称不能超过50个字符' }),
      'x-list': { sortable: true },
      'x-filter': true,
    },
    code: {
      type: 'string',
      title: '租户编码',
      pattern: '^[A-Za-z0-9_]{1,50}$',
      'x-list': true,
      'x-createOnly': true,
      errorMessage: { pattern: '租户编码只能包含字母、数字和下划线' },
    },
    useSystem: { ...useSystemField, 'x-list': true, 'x-filter': true },
    status: { type: 'boolean', title: '状态', default: true, 'x-list': true },
    logo: {
      type: 'string',
      title: 'Logo',
      maxLength: 1000,
      'x-image': true,
      description: '建议尺寸 200x60，jpg、jpeg、png格式，小于5MB',
    },
    miniLogo: {
      type: 'string',
      title: '小Logo',
      maxLength: 1000,
      'x-image': true,
      description: '建议尺寸 60x60，jpg、jpeg、png格式，小于5MB',
    },
    useSop: { type: 'boolean', title: '启用SOP', default: false },
    fiveGSop: { type: 'boolean', title: '启用5G SOP', default: false },
    roomInfo: {
      type: 'object',
      title: '会议设置',
      properties: {
        meetingBgUrl: { type: 'string', title: '会议背景', maxLength: 1000 },
        phoneBgUrl: { type: 'string', title: '手机背景', maxLength: 1000 },
        defaultMute: { type: 'boolean', title: '默认静音' },
      },
      additionalProperties: false,
    },
    basicSet: { type: 'object', title: '基础设置', additionalProperties: true },
    // Set by the platform admin only (the tenant routes are its own); empty keeps TENANT_STORAGE_QUOTA_GB.
    storageQuotaGb: {
      type: ['integer', 'null'],
      title: '存储配额(GB)',
      minimum: 1,
      maximum: 1_000_000,
      description: '不填则使用默认配额',
      'x-list': true,
      errorMessage: { type: STORAGE_QUOTA_TEXT, minimum: STORAGE_QUOTA_TEXT, maximum: STORAGE_QUOTA_TEXT },
    },
    totalTimeLimit: { type: 'integer', title: '总时长(分钟)', minimum: 0, readOnly: true, 'x-list': true },
    remainingTimeLimit: { type: 'integer', title: '剩余时长(分钟)', minimum: 0, readOnly: true, 'x-list': true },
    createdAt: { ...createdAtField, 'x-list': { sortable: true } },
  },
  required: ['name', 'code'],
  additionalProperties: false,
  errorMessage: { required: { name: '请输入租户名称', code: '请输入租户编码' } },
} as const;

const editable = tenantSchema.properties;

/** PUT /api/tenant: the id and any of the form's fields; enabling and disabling send only the status. */
export const tenantUpdateSchema = {
  $id: 'tenantUpdate',
  type: 'object',
  properties: {
    id: recordIdField,
    name: editable.name,
    code: editable.code,
    useSystem: { type: 'string', enum: USE_SYSTEMS },
    status: { type: 'boolean' },
    logo: editable.logo,
    miniLogo: editable.miniLogo,
    useSop: { type: 'boolean' },
    fiveGSop: { type: 'boolean' },
    roomInfo: editable.roomInfo,
    basicSet: editable.basicSet,
    storageQuotaGb: editable.storageQuotaGb,
    totalTimeLimit: editable.totalTimeLimit,
    remainingTimeLimit: editable.remainingTimeLimit,
    createdAt: editable.createdAt,
  },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择租户' } },
} as const;

/** The basic-settings dialog: prices and the way of paying, as short texts. */
const billText = { type: 'string', maxLength: 20 } as const;

export const tenantBillSettingSchema = {
  $id: 'tenantBillSetting',
  type: 'object',
  properties: {
    id: recordIdField,
    basicSet: {
      type: 'object',
      properties: {
        audioMin: billText,
        videoMin: billText,
        message: billText,
        compose: billText,
        payType: billText,
      },
      additionalProperties: false,
    },
  },
  required: ['id', 'basicSet'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择租户', basicSet: '请填写基础设置' } },
} as const;

const RECHARGE_TEXT = '请输入1~10000000之间的整数';

/** PUT /api/tenant/remainLimit: minutes added to the total and the remaining quota. */
export const tenantRechargeSchema = {
  $id: 'tenantRecharge',
  type: 'object',
  properties: {
    id: recordIdField,
    minutes: {
      type: 'integer',
      minimum: 1,
      maximum: 10_000_000,
      errorMessage: { type: RECHARGE_TEXT, minimum: RECHARGE_TEXT, maximum: RECHARGE_TEXT },
    },
  },
  required: ['id', 'minutes'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择租户', minutes: RECHARGE_TEXT } },
} as const;

/** Besides the form's filters: useSystem as any short text (not only a known system) and the status. */
export const tenantListQuerySchema = listQuerySchema('tenantListQuery', tenantSchema, ['createdAt', 'name'], {
  useSystem: { type: 'string', maxLength: 20 },
  status: { type: 'boolean' },
});
export type TenantListQuery = FromSchema<typeof tenantListQuerySchema>;

/** A tenant as the API answers it: the form's fields, with the images absent as null and the system as stored. */
export const tenantRecordSchema = recordOf({
  _id: { type: 'string' },
  name: { type: 'string' },
  code: { type: 'string' },
  logo: nullableText,
  miniLogo: nullableText,
  status: { type: 'boolean' },
  useSystem: { type: 'string' },
  useSop: { type: 'boolean' },
  fiveGSop: { type: 'boolean' },
  roomInfo: openObject,
  basicSet: openObject,
  storageQuotaGb: { type: ['integer', 'null'] },
  totalTimeLimit: { type: 'integer' },
  remainingTimeLimit: { type: 'integer' },
  createdAt: { type: 'string' },
});
export type TenantRecord = FromSchema<typeof tenantRecordSchema>;

export { tenantPaths } from './resourcePaths';
