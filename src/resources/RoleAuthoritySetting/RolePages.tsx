import { sysRolePaths, sysRoleSchema } from '../../schemas/sysRole';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaFormPage } from '../../schema-ui/SchemaFormPage';
import { SchemaList } from '../../schema-ui/SchemaList';

const ROLE_RESOURCE = 'RoleAuthoritySetting';

const TEXTS = {
  title: '角色权限',
  createTitle: '新建角色',
  editTitle: '编辑角色',
  created: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  confirmDelete: '确定要删除该角色吗？',
  exportName: '角色列表',
} as const;

/** Roles (spec 1 §3 "System role"): name, level 1–4 and the menu tree their users' shell follows. */
export function RoleList() {
  return (
    <SchemaList
      title={TEXTS.title}
      schema={sysRoleSchema}
      rowActions={(record) => (
        <RowActions
          actions={[
            { label: '编辑', to: `/${ROLE_RESOURCE}/${String(record.id)}` },
            {
              label: '删除',
              question: TEXTS.confirmDelete,
              request: { method: 'DELETE', path: sysRolePaths.base, query: { id: String(record.id) } },
              done: TEXTS.deleted,
              danger: true,
            },
          ]}
        />
      )}
      exportPath={sysRolePaths.export}
      exportName={TEXTS.exportName}
    />
  );
}

function RoleForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SchemaFormPage
      resource={ROLE_RESOURCE}
      schema={sysRoleSchema}
      mode={mode}
      title={mode === 'create' ? TEXTS.createTitle : TEXTS.editTitle}
      done={{ create: TEXTS.created, edit: TEXTS.edited }}
      defaults={{ useSystem: 'zhzy', level: '1', menus: [] }}
    />
  );
}

export const RoleCreate = () => <RoleForm mode="create" />;
export const RoleEdit = () => <RoleForm mode="edit" />;
