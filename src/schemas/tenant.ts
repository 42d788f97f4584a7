/** Tenant (company) — spec 1 §3, with the minute quota. */
import type { FromSchema } from 'json-schema-to-ts';

export const USE_SYSTEMS = ['zhzy', 'spcd', 'live'] as const;
export const USE_SYSTEM_NAMES = ['智慧展业', '5G互动视频营销', '1v1直播'] as const;
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
      'x-list': { sortable: true },
      'x-filter': true,
      errorMessage: { minLength: '请输入租户名称', maxLength: '租户名称不能超过50个字符' },
    },
    code: {
      type: 'string',
      title: '租户编码',
      pattern: '^[A-Za-z0-9_]{1,50}$',
      'x-list': true,
      'x-createOnly': true,
      errorMessage: { pattern: '租户编码只能包含字母、数字和下划线' },
    },
    useSystem: {
      type: 'string',
      title: '所属系统',
      enum: USE_SYSTEMS,
      default: DEFAULT_USE_SYSTEM,
      'x-enumNames': USE_SYSTEM_NAMES,
      'x-list': true,
      'x-filter': true,
    },
    status: { type: 'boolean', title: '状态', default: true, 'x-list': true },
    logo: { type: 'string', title: 'Logo', maxLength: 1000, 'x-image': true, description: '建议尺寸 200x60，jpg、jpeg、png格式，小于5MB' },
    miniLogo: { type: 'string', title: '小Logo', maxLength: 1000, 'x-image': true, description: '建议尺寸 60x60，jpg、jpeg、png格式，小于5MB' },
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
    totalTimeLimit: { type: 'integer', title: '总时长(分钟)', minimum: 0, readOnly: true, 'x-list': true },
    remainingTimeLimit: { type: 'integer', title: '剩余时长(分钟)', minimum: 0, readOnly: true, 'x-list': true },
    createdAt: { type: 'string', title: '创建时间', format: 'date-time', readOnly: true, 'x-list': { sortable: true } },
  },
  required: ['name', 'code'],
  additionalProperties: false,
  errorMessage: { required: { name: '请输入租户名称', code: '请输入租户编码' } },
} as const;
export type TenantInput = FromSchema<typeof tenantSchema>;

export const tenantListColumns = ['name', 'code', 'useSystem', 'status', 'totalTimeLimit', 'remainingTimeLimit', 'createdAt'] as const;
export const tenantListFilters = ['name', 'useSystem'] as const;
