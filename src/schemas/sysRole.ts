/** System role — spec 1 §3 and §2.3: a level and the menu tree the shell follows. */
import type { FromSchema } from 'json-schema-to-ts';
import { ROLE_LEVELS } from '../domain/scope';
import { recordOf } from './answers';
import { createdAtField, recordIdField, requiredName } from './fields';
import { idFilter, listQuerySchema } from './listQuery';
import { useSystemField } from './tenant';

const menuLeaf = {
  type: 'object',
  properties: {
    key: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '^/',
      errorMessage: {
        minLength: '请输入菜单路径',
        pattern: '菜单路径需以/开头',
        maxLength: '菜单路径不能超过200个字符',
      },
    },
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
    useSystem: { ...useSystemField, 'x-list': true },
    level: {
      type: 'string',
      title: '角色等级',
      enum: ROLE_LEVELS,
      'x-enumNames': ['坐席', '机构管理员', '租户管理员', '平台管理员'],
      'x-list': true,
      errorMessage: { enum: '请选择角色等级' },
    },
    menus: { type: 'array', title: '菜单', items: menuEntrySchema, maxItems: 100, 'x-field': 'menuTree' },
    tenants: {
      type: 'array',
      title: '适用租户',
      items: { type: 'string', maxLength: 100 },
      maxItems: 1000,
      uniqueItems: true,
      'x-hidden': true,
    },
    createdAt: { ...createdAtField, 'x-list': { sortable: true } },
  },
  required: ['roleName', 'level'],
  additionalProperties: false,
  errorMessage: { required: { roleName: '请输入角色名称', level: '请选择角色等级' } },
} as const;
export type SysRoleInput = FromSchema<typeof sysRoleSchema>;

/** PUT /api/sysRole: the id and any of the form's fields. */
export const sysRoleUpdateSchema = {
  $id: 'sysRoleUpdate',
  type: 'object',
  properties: {
    id: recordIdField,
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

export const sysRoleListQuerySchema = listQuerySchema(
  'sysRoleListQuery',
  sysRoleSchema,
  ['createdAt', 'roleName', 'level'],
  {
    useSystem: { type: 'string', maxLength: 20 },
    tenant: idFilter,
  },
);
export type SysRoleListQuery = FromSchema<typeof sysRoleListQuerySchema>;

/**
 * A role as the API answers it: the form's fields with the system as stored, its menus as the shell reads them
 * and the tenants it is offered to with their names.
 */
export const sysRoleRecordSchema = recordOf({
  _id: { type: 'string' },
  roleName: { type: 'string' },
  level: { type: 'string', enum: ROLE_LEVELS },
  useSystem: { type: 'string' },
  menus: { type: 'array', items: menuEntrySchema },
  tenants: { type: 'array', items: recordOf({ _id: { type: 'string' }, name: { type: 'string' } }) },
  createdAt: { type: 'string' },
});
export type SysRoleRecord = FromSchema<typeof sysRoleRecordSchema>;

export { sysRolePaths } from './resourcePaths';
