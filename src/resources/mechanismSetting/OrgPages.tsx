import { storedAgent } from '../../session/session';
import { workingTimeProblem, type WorkingSlot } from '../../domain/workingTime';
import { orgAccountPaths, orgAccountSchema } from '../../schemas/orgAccount';
import type { RefSource } from '../../schema-ui/RefWidget';
import type { FormValues } from '../../schema-ui/SchemaForm';
import { SchemaFormPage } from '../../schema-ui/SchemaFormPage';
import { SchemaList } from '../../schema-ui/SchemaList';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { ORG_RESOURCE, ORG_TEXTS } from './texts';
import { SCHEMA_UI_TEXTS } from '../../schema-ui/texts';

const tenantSource: RefSource = {
  resource: 'tenant',
  perPage: 500,
  option: (r) => ({ value: String(r._id), label: String(r.name) }),
};
const level = () => storedAgent()?.agentRole.level ?? '1';

const slotsText = (value: unknown) =>
  Array.isArray(value)
    ? (value as WorkingSlot[])
        .map((slot, i) => `${SCHEMA_UI_TEXTS.dayParts[i === 0 ? 0 : 1]} ${slot.from}-${slot.end}`)
        .join('，')
    : '';

function orgActions(record: Record<string, unknown>): RowAction[] {
  const id = String(record.id);
  const enabled = Boolean(record.status);
  return [
    { label: ORG_TEXTS.edit, to: `/${ORG_RESOURCE}/${id}` },
    {
      label: enabled ? ORG_TEXTS.disable : ORG_TEXTS.enable,
      question: enabled ? ORG_TEXTS.confirmDisable : ORG_TEXTS.confirmEnable,
      request: { method: 'PUT', path: orgAccountPaths.base, body: { id, status: !enabled } },
      done: enabled ? ORG_TEXTS.disabled : ORG_TEXTS.enabled,
    },
    {
      label: ORG_TEXTS.delete,
      question: ORG_TEXTS.confirmDelete,
      request: { method: 'DELETE', path: orgAccountPaths.base, query: { id } },
      done: ORG_TEXTS.deleted,
      danger: true,
    },
  ];
}

export function OrgList() {
  const admin = level() === '3' || level() === '4';
  return (
    <SchemaList
      title={ORG_TEXTS.title}
      schema={orgAccountSchema}
      refFilters={{ tenant: tenantSource }}
      hideFilters={level() === '4' ? [] : ['tenant']}
      columns={{ workingDayTime: (record) => slotsText(record.workingDayTime) }}
      rowActions={admin ? (record) => <RowActions actions={orgActions(record)} /> : undefined}
      exportPath={admin ? orgAccountPaths.export : undefined}
      exportName={ORG_TEXTS.exportName}
      canCreate={admin}
    />
  );
}

const checkOrg = (values: FormValues): Record<string, string> => {
  const problem = workingTimeProblem(
    Array.isArray(values.workingDayTime) ? (values.workingDayTime as WorkingSlot[]) : [],
  );
  return problem ? { workingDayTime: problem } : {};
};

function OrgForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SchemaFormPage
      resource={ORG_RESOURCE}
      schema={orgAccountSchema}
      mode={mode}
      title={mode === 'create' ? ORG_TEXTS.createTitle : ORG_TEXTS.editTitle}
      done={{ create: ORG_TEXTS.created, edit: ORG_TEXTS.edited }}
      defaults={{
        status: true,
        workingDayTime: [
          { from: '09:00', end: '12:00' },
          { from: '13:30', end: '18:00' },
        ],
      }}
      // A tenant admin's organisations are in its own tenant; only the platform admin chooses.
      shapeOf={() => ({ omit: level() === '4' ? [] : ['tenant'] })}
      check={checkOrg}
      refs={{ tenant: tenantSource }}
    />
  );
}

export const OrgCreate = () => <OrgForm mode="create" />;
export const OrgEdit = () => <OrgForm mode="edit" />;
