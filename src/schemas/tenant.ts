/** Tenant (company) — spec 1 §3, with the minute quota. */
import type { FromSchema } from 'json-schema-to-ts';

export const USE_SYSTEMS = ['zhzy', 'spcd'] as const;
export const DEFAULT_USE_SYSTEM = 'zhzy';

export const tenantSchema = {
  $id: 'tenant',
  type: 'object',
  properties: {
    name: {
      type: 'string',
      title: '租户名称',
      minLength: 1,
      maxLength: 50,
      errorMessage: { minLength: '请输入租户名称', maxLength: '租户名称不能超过50个字符' },
    },
    code: {
      type: 'string',
      title: '租户编码',
      pattern: '^[A-Za-z0-9_]{1,50}$',
      errorMessage: { pattern: '租户编码只能包含字母、数字和下划线' },
    },
    useSystem: { type: 'string', title: '所属系统', enum: USE_SYSTEMS, default: DEFAULT_USE_SYSTEM },
    status: { type: 'boolean', title: '状态', default: true },
    logo: { type: 'string', title: 'Logo', maxLength: 1000 },
    miniLogo: { type: 'string', title: '小Logo', maxLength: 1000 },
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
    totalTimeLimit: { type: 'integer', title: '总时长(分钟)', minimum: 0, readOnly: true },
    remainingTimeLimit: { type: 'integer', title: '剩余时长(分钟)', minimum: 0, readOnly: true },
  },
  required: ['name', 'code'],
  additionalProperties: false,
  errorMessage: { required: { name: '请输入租户名称', code: '请输入租户编码' } },
} as const;
export type TenantInput = FromSchema<typeof tenantSchema>;

export const tenantListColumns = ['name', 'code', 'useSystem', 'status', 'totalTimeLimit', 'remainingTimeLimit', 'createdAt'] as const;
export const tenantListFilters = ['name', 'useSystem'] as const;
