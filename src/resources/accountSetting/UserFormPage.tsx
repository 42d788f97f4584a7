import { Card, CardContent } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useGetList, useGetOne, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { encryptForServer } from '../../auth/api';
import { storedAgent, storedRoles } from '../../auth/session';
import { ApiError } from '../../dataProvider/httpClient';
import { agentCreateSchema } from '../../schemas/agent';
import type { AgentRecord } from '../../schemas/api';
import { formSchema, type FormMode } from '../schema-ui/formSchema';
import type { RefSource } from '../schema-ui/RefWidget';
import { SchemaForm, type FormValues, type SaveOutcome } from '../schema-ui/SchemaForm';
import { AGENT_RESOURCE, USER_TEXTS } from './texts';
import { checkUser, isLiveTenant, roleLevelOf, userFormShape, userFormValues } from './userForm';

const roleOption = (r: Record<string, unknown>) => ({ value: `${String(r._id)}|${String(r.level)}`, label: String(r.roleName) });
/** A platform admin picks among the roles of the chosen company. */
const tenantRoles: RefSource = {
  resource: 'sysRole',
  perPage: 500,
  filter: (values) => (typeof values.tenant === 'string' && values.tenant !== '' ? { tenant: values.tenant } : {}),
  option: roleOption,
};
/** Other admins hand out the roles their login answered with (spec 1 §3 "sysRoles"). */
const ownRoles: RefSource = { resource: 'sysRole', option: roleOption, records: () => storedRoles() as unknown as Record<string, unknown>[] };
const orgSource: RefSource = {
  resource: 'organizations',
  perPage: 200,
  filter: (values) => (typeof values.tenant === 'string' && values.tenant !== '' ? { searchTenant: values.tenant } : {}),
  option: (r) => ({ value: String(r._id), label: String(r.orgName) }),
};

function UserForm({ mode, record }: { mode: FormMode; record?: AgentRecord }) {
  const creator = storedAgent();
  const creatorLevel = creator?.agentRole.level ?? '1';
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const initial = useMemo<FormValues>(() => (record ? userFormValues(record) : { callFiveConcurrency: 1, enableVideo: true, publicEdit: false }), [record]);
  const [values, setValues] = useState<FormValues>(initial);
  const { data: tenants = [] } = useGetList('tenant', { pagination: { page: 1, perPage: 500 }, filter: {} }, { enabled: creatorLevel === '4' });
  const tenantUseSystem = creatorLevel === '4' ? tenants.find((t) => t.id === values.tenant)?.useSystem : creator?.tenant?.useSystem;
  const shape = userFormShape(creatorLevel, roleLevelOf(values.agentRole), isLiveTenant(tenantUseSystem));
  const shapeKey = JSON.stringify(shape);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { schema, uiSchema } = useMemo(() => formSchema(agentCreateSchema, mode, shape), [mode, shapeKey]);

  const save = async (form: FormValues): Promise<SaveOutcome> => {
    const data: FormValues = { ...form };
    if (mode === 'create') {
      data.password = await encryptForServer(String(form.password ?? ''));
      data.confirmPassword = await encryptForServer(String(form.confirmPassword ?? ''));
      data.encrypted = true;
    }
    try {
      if (mode === 'create') await dataProvider.create(AGENT_RESOURCE, { data });
      else await dataProvider.update(AGENT_RESOURCE, { id: record?._id ?? '', data, previousData: { id: record?._id ?? '' } });
      notify(mode === 'create' ? USER_TEXTS.created : USER_TEXTS.edited, { type: 'success' });
      redirect('list', AGENT_RESOURCE);
      return undefined;
    } catch (error) {
      const fields = error instanceof ApiError ? (error.result as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return fields;
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={mode === 'create' ? USER_TEXTS.createTitle : USER_TEXTS.editTitle} />
      <CardContent>
        <SchemaForm
          schema={schema}
          uiSchema={uiSchema}
          initial={initial}
          onSave={save}
          onCancel={() => redirect('list', AGENT_RESOURCE)}
          onChange={setValues}
          check={(form) => checkUser(form, mode, shape)}
          refContext={{ refs: { sysRole: creatorLevel === '4' ? tenantRoles : ownRoles, orgAccount: orgSource } }}
        />
      </CardContent>
    </Card>
  );
}

export function UserCreate() {
  return <UserForm mode="create" />;
}

export function UserEdit() {
  const { id = '' } = useParams();
  const { data } = useGetOne<AgentRecord & { id: string }>(AGENT_RESOURCE, { id });
  return data ? <UserForm key={data.id} mode="edit" record={data} /> : null;
}
