/** The user form's own rules (spec 1 §5, §6): which fields show for whom, and the checks across fields. */
import { PASSWORD_MISMATCH_TEXT, passwordMessage } from '../../domain/password';
import { isRoleLevel, type RoleLevel } from '../../domain/scope';
import { LIVE_FIELDS, LIVE_USE_SYSTEM } from '../../schemas/agent';
import type { AgentRecord } from '../../schemas/api';
import type { FormMode, FormShape } from '../../schema-ui/formSchema';

const CHOOSE_TENANT_TEXT = '请选择公司';
const CHOOSE_ORG_TEXT = '请选择机构';

/** Role values in the form are `id|level` (spec 1 §3). */
export function roleLevelOf(value: unknown): RoleLevel | undefined {
  const level = typeof value === 'string' ? value.split('|')[1] : undefined;
  return isRoleLevel(level) ? level : undefined;
}

/**
 * The company shows to a platform admin (others are fixed to their own) unless the role is the
 * platform's; the organisation shows to tenant and platform admins for roles of level 1 and 2. A
 * live-system tenant adds the shop.
 */
export function userFormShape(
  creatorLevel: RoleLevel,
  roleLevel: RoleLevel | undefined,
  liveTenant: boolean,
): FormShape & { showTenant: boolean; showOrg: boolean } {
  const showTenant = creatorLevel === '4' && roleLevel !== '4';
  const showOrg = (creatorLevel === '3' || creatorLevel === '4') && roleLevel !== '3' && roleLevel !== '4';
  const omit = [...(showTenant ? [] : ['tenant']), ...(showOrg ? [] : ['orgAccount'])];
  return { omit, groups: liveTenant ? ['live'] : [], showTenant, showOrg };
}

export function isLiveTenant(useSystem: unknown): boolean {
  return useSystem === LIVE_USE_SYSTEM;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Messages per field for what the schema cannot say: the password rules, the confirmation, and the fields required where shown. */
export function checkUser(
  values: Record<string, unknown>,
  mode: FormMode,
  shape: { showTenant: boolean; showOrg: boolean },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const password = text(values.password);
  if (mode === 'create' && password !== '') {
    const problem = passwordMessage(password, text(values.loginName));
    if (problem) problems.password = problem;
    if (text(values.confirmPassword) !== '' && text(values.confirmPassword) !== password)
      problems.confirmPassword = PASSWORD_MISMATCH_TEXT;
  }
  if (shape.showTenant && text(values.tenant) === '') problems.tenant = CHOOSE_TENANT_TEXT;
  if (shape.showOrg && text(values.orgAccount) === '') problems.orgAccount = CHOOSE_ORG_TEXT;
  return problems;
}

/** An account as the edit form holds it. */
export function userFormValues(record: AgentRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {
    loginName: record.loginName,
    fullName: record.fullName,
    cellphone: record.cellphone ?? undefined,
    email: record.email ?? undefined,
    agentRole: `${record.agentRole._id}|${record.agentRole.level}`,
    tenant: record.tenant?._id,
    orgAccount: record.orgAccount?._id,
    skillName: record.skillName,
    callFiveConcurrency: record.callFiveConcurrency,
    enableVideo: record.enableVideo,
    publicEdit: record.publicEdit,
  };
  for (const field of LIVE_FIELDS) {
    const value = record.extraData[field];
    if (typeof value === 'string') values[field] = value;
  }
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null));
}
