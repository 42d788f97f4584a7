import { storedAgent } from '../../session/session';
import { agentGroupPaths, agentGroupSchema } from '../../schemas/agentGroup';
import type { RefSource } from '../../schema-ui/RefWidget';
import { RowActions } from '../../schema-ui/RowActions';
import type { FormValues } from '../../schema-ui/SchemaForm';
import { SchemaFormPage, recordValues } from '../../schema-ui/SchemaFormPage';
import { SchemaList } from '../../schema-ui/SchemaList';
import { GROUP_PAGES_TEXTS } from './texts';

const GROUP_RESOURCE = 'customerServiceGroup';

const level = () => storedAgent()?.agentRole.level ?? '1';
const tenantSource: RefSource = {
  resource: 'tenant',
  perPage: 500,
  option: (r) => ({ value: String(r._id), label: String(r.name) }),
};
const orgSource: RefSource = {
  resource: 'organizations',
  perPage: 200,
  filter: (values) =>
    typeof values.tenant === 'string' && values.tenant !== '' ? { searchTenant: values.tenant } : {},
  option: (r) => ({ value: String(r._id), label: String(r.orgName) }),
};
const names = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((v) =>
          typeof v === 'object' && v !== null ? String((v as { fullName?: unknown }).fullName ?? '') : String(v),
        )
        .join('、')
    : '';

/** Service groups (spec 1 §3): agents of one tenant and organisation with skills and insurances. */
export function GroupList() {
  const admin = level() === '3' || level() === '4';
  return (
    <SchemaList
      title={GROUP_PAGES_TEXTS.title}
      schema={agentGroupSchema}
      refFilters={{ tenant: tenantSource, orgAccount: orgSource }}
      hideFilters={level() === '4' ? [] : level() === '3' ? ['tenant'] : ['tenant', 'orgAccount']}
      columns={{
        agents: (record) => names(record.agents),
        skills: (record) => names(record.skills),
        insurances: (record) => names(record.insurances),
      }}
      rowActions={
        admin
          ? (record) => (
              <RowActions
                actions={[
                  { label: GROUP_PAGES_TEXTS.edit, to: `/${GROUP_RESOURCE}/${String(record.id)}` },
                  {
                    label: GROUP_PAGES_TEXTS.remove,
                    question: GROUP_PAGES_TEXTS.confirmDelete,
                    request: { method: 'DELETE', path: agentGroupPaths.base, query: { id: String(record.id) } },
                    done: GROUP_PAGES_TEXTS.deleted,
                    danger: true,
                  },
                ]}
              />
            )
          : undefined
      }
      exportPath={admin ? agentGroupPaths.export : undefined}
      exportName={GROUP_PAGES_TEXTS.exportName}
      canCreate={admin}
    />
  );
}

const groupValues = (record: Record<string, unknown>): FormValues => ({
  ...recordValues(agentGroupSchema, record),
  agents: Array.isArray(record.agents) ? record.agents.map((a) => String((a as { _id: unknown })._id)) : [],
});

function GroupForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SchemaFormPage
      resource={GROUP_RESOURCE}
      schema={agentGroupSchema}
      mode={mode}
      title={mode === 'create' ? GROUP_PAGES_TEXTS.createTitle : GROUP_PAGES_TEXTS.editTitle}
      done={{ create: GROUP_PAGES_TEXTS.created, edit: GROUP_PAGES_TEXTS.edited }}
      defaults={{ skills: [], insurances: [], agents: [] }}
      toValues={groupValues}
      // The platform admin chooses the company; a tenant admin's groups are in its own.
      shapeOf={() => ({ omit: level() === '4' ? [] : ['tenant'] })}
      refs={{ tenant: tenantSource, orgAccount: orgSource }}
    />
  );
}

export const GroupCreate = () => <GroupForm mode="create" />;
export const GroupEdit = () => <GroupForm mode="edit" />;
