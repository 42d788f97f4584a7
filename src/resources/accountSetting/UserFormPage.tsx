import { useGetList } from 'react-admin';
import { encryptForServer } from '../../auth/api';
import { storedAgent, storedRoles } from '../../session/session';
import { agentCreateSchema } from '../../schemas/agent';
import type { AgentRecord } from '../../schemas/api';
import type { FormMode } from '../../schema-ui/formSchema';
import type { RefSource } from '../../schema-ui/RefWidget';
import type { FormValues } from '../../schema-ui/SchemaForm';
import { SchemaFormPage } from '../../schema-ui/SchemaFormPage';
import { AGENT_RESOURCE, USER_TEXTS } from './texts';
import { checkUser, isLiveTenant, roleLevelOf, userFormShape, userFormValues } from './userForm';

const roleOption = (r: Record<string, unknown>) => ({
  value: `${String(r._id)}|${String(r.level)}`,
  label: String(r.roleName),
});
/** A platform admin picks among the roles of the chosen company. */
const tenantRoles: RefSource = {
  resource: 'sysRole',
  perPage: 500,
  filter: (values) => (typeof values.tenant === 'string' && values.tenant !== '' ? { tenant: values.tenant } : {}),
  option: roleOption,
};
/** Other admins hand out the roles their login answered with (spec 1 §3 "sysRoles"). */
const ownRoles: RefSource = {
  resource: 'sysRole',
  option: roleOption,
  records: () => storedRoles() as unknown as Record<string, unknown>[],
};
const orgSource: RefSource = {
  resource: 'organizations',
  perPage: 200,
  filter: (values) =>
    typeof values.tenant === 'string' && values.tenant !== '' ? { searchTenant: values.tenant } : {},
  option: (r) => ({ value: String(r._id), label: String(r.orgName) }),
};

/** Passwords travel encrypted (spec 1 §3), on create only. */
async function encryptPasswords(values: FormValues): Promise<FormValues> {
  if (values.password === undefined) return values;
  return {
    ...values,
    password: await encryptForServer(String(values.password)),
    confirmPassword: await encryptForServer(String(values.confirmPassword ?? '')),
    encrypted: true,
  };
}

function UserForm({ mode }: { mode: FormMode }) {
  const creator = storedAgent();
  const creatorLevel = creator?.agentRole.level ?? '1';
  const { data: tenants = [] } = useGetList(
    'tenant',
    { pagination: { page: 1, perPage: 500 }, filter: {} },
    { enabled: creatorLevel === '4' },
  );
  const shapeOf = (values: FormValues) => {
    const useSystem =
      creatorLevel === '4' ? tenants.find((t) => t.id === values.tenant)?.useSystem : creator?.tenant?.useSystem;
    return userFormShape(creatorLevel, roleLevelOf(values.agentRole), isLiveTenant(useSystem));
  };
  return (
    <SchemaFormPage
      resource={AGENT_RESOURCE}
      schema={agentCreateSchema}
      mode={mode}
      title={mode === 'create' ? USER_TEXTS.createTitle : USER_TEXTS.editTitle}
      done={{ create: USER_TEXTS.created, edit: USER_TEXTS.edited }}
      defaults={{ callFiveConcurrency: 1, enableVideo: true, publicEdit: false }}
      toValues={(record) => userFormValues(record as unknown as AgentRecord)}
      shapeOf={shapeOf}
      check={(values) => checkUser(values, mode, userFormShape(creatorLevel, roleLevelOf(values.agentRole), false))}
      prepare={encryptPasswords}
      refs={{ sysRole: creatorLevel === '4' ? tenantRoles : ownRoles, orgAccount: orgSource }}
    />
  );
}

export function UserCreate() {
  return <UserForm mode="create" />;
}

export function UserEdit() {
  return <UserForm mode="edit" />;
}
