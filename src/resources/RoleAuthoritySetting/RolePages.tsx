import { sysRolePaths, sysRoleSchema } from '../../schemas/sysRole';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaFormPage } from '../../schema-ui/SchemaFormPage';
import { SchemaList } from '../../schema-ui/SchemaList';
import { ROLE_PAGES_TEXTS } from './texts';

const ROLE_RESOURCE = 'RoleAuthoritySetting';

/** Roles (spec 1 §3 "System role"): name, level 1–4 and the menu tree their users' shell follows. */
export function RoleList() {
  return (
    <SchemaList
      title={ROLE_PAGES_TEXTS.title}
      schema={sysRoleSchema}
      rowActions={(record) => (
        <RowActions
          actions={[
            { label: ROLE_PAGES_TEXTS.edit, to: `/${ROLE_RESOURCE}/${String(record.id)}` },
            {
              label: ROLE_PAGES_TEXTS.remove,
              question: ROLE_PAGES_TEXTS.confirmDelete,
              request: { method: 'DELETE', path: sysRolePaths.base, query: { id: String(record.id) } },
              done: ROLE_PAGES_TEXTS.deleted,
              danger: true,
            },
          ]}
        />
      )}
      exportPath={sysRolePaths.export}
      exportName={ROLE_PAGES_TEXTS.exportName}
    />
  );
}

function RoleForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SchemaFormPage
      resource={ROLE_RESOURCE}
      schema={sysRoleSchema}
      mode={mode}
      title={mode === 'create' ? ROLE_PAGES_TEXTS.createTitle : ROLE_PAGES_TEXTS.editTitle}
      done={{ create: ROLE_PAGES_TEXTS.created, edit: ROLE_PAGES_TEXTS.edited }}
      defaults={{ useSystem: 'zhzy', level: '1', menus: [] }}
    />
  );
}

export const RoleCreate = () => <RoleForm mode="create" />;
export const RoleEdit = () => <RoleForm mode="edit" />;
