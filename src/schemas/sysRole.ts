/** System role — spec 1 §3 and §2.3: a level and the menu tree the shell follows. */
import type { FromSchema } from 'json-schema-to-ts';
import type { MenuEntry } from '../domain/menus';
import { ROLE_LEVELS, type RoleLevel } from '../domain/scope';
import { paging, requiredName } from './fields';

const menuLeaf = {
  type: 'object',
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 200, pattern: '^/' , errorMessage: { minLength: '请输入菜单路径', pattern: '菜单路径需以/开头', maxLength: '菜单路径不能超过200个字符' } },
    pageName: requiredName('菜单名称', 50, { required: '请输入菜单名称', tooLong: '菜单名称不能超过50个字符' }),
    iconType: { type: 'string', maxLength: 50 },
    buttons: { type: 'array', items: { type: 'string', maxLength: 50 }, maxItems: 50 },
    hideInMenu: { type: 'boolean' },
  },
  required: ['key', 'pageName'],
  additionalProperties: false,
  errorMessage: { required: { key: '请输入菜单路径', pageName: '请输入菜单名称' } },
} as const;

export const menuEntrySchema = {
  ...menuLeaf,
  properties: { ...menuLeaf.properties, subMenu: { type: 'array', items: menuLeaf, maxItems: 100 } },
} as const;

export const sysRoleSchema = {
  $id: 'sysRole',
  type: 'object',
  properties: {
    roleName: {
      ...requiredName('角色名称', 50, { required: '请输入角色名称', tooLong: '角色名称不能超过50个字符' }),
      'x-list': { sortable: true },
      'x-filter': true,
    },
    useSystem: { type: 'string', title: '所属系统', default: 'zhzy', maxLength: 20, 'x-list': true },
    level: {
      type: 'string',
      title: '角色等级',
      enum: ROLE_LEVELS,
      'x-enumNames': ['坐席', '机构管理员', '租户管理员', '平台管理员'],
      'x-list': true,
      errorMessage: { enum: '请选择角色等级' },
    },
    menus: { type: 'array', title: '菜单', items: menuEntrySchema, maxItems: 100, 'x-field': 'menuTree' },
    tenants: { type: 'array', title: '适用租户', items: { type: 'string', maxLength: 100 }, maxItems: 1000, uniqueItems: true, 'x-hidden': true },
    createdAt: { type: 'string', title: '创建时间', format: 'date-time', readOnly: true, 'x-list': { sortable: true } },
  },
  required: ['roleName', 'level'],
  additionalProperties: false,
  errorMessage: { required: { roleName: '请输入角色名称', level: '请选择角色等级' } },
} as const;
export type SysRoleInput = FromSchema<typeof sysRoleSchema>;

export const sysRoleListColumns = ['roleName', 'level', 'useSystem', 'createdAt'] as const;

/** PUT /api/sysRole: the id and any of the form's fields. */
export const sysRoleUpdateSchema = {
  $id: 'sysRoleUpdate',
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100 },
    roleName: sysRoleSchema.properties.roleName,
    useSystem: { type: 'string', maxLength: 20 },
    level: sysRoleSchema.properties.level,
    menus: sysRoleSchema.properties.menus,
    tenants: sysRoleSchema.properties.tenants,
    createdAt: sysRoleSchema.properties.createdAt,
  },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择角色' } },
} as const;
export type SysRoleUpdateInput = FromSchema<typeof sysRoleUpdateSchema>;

export const sysRoleListQuerySchema = {
  $id: 'sysRoleListQuery',
  type: 'object',
  properties: {
    ...paging(),
    orderBy: { type: 'string', enum: ['createdAt', 'roleName', 'level'], default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    roleName: { type: 'string', maxLength: 50 },
    useSystem: { type: 'string', maxLength: 20 },
    tenant: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type SysRoleListQuery = FromSchema<typeof sysRoleListQuerySchema>;

export interface SysRoleRecord {
  _id: string;
  roleName: string;
  level: RoleLevel;
  useSystem: string;
  menus: MenuEntry[];
  tenants: { _id: string; name: string }[];
  createdAt: string;
}

export const sysRolePaths = {
  base: '/api/sysRole',
  one: '/api/sysRole/:id',
  export: '/api/sysRole/export',
} as const;
