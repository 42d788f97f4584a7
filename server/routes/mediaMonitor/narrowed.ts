import { scopeFilter, type ScopeFilter } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import { scopeOf, type AuthContext } from '../../plugins/auth';
import { assertOwn } from '../../plugins/envelope';

/** The session's scope narrowed by the tenant and organisation asked for: another's is refused, a malformed id sees nothing. */
export function narrowed(
  session: AuthContext,
  tenant: string | undefined,
  org: string | undefined,
): ScopeFilter | null {
  if (session.level !== '4') assertOwn('tenant', tenant, session.tenantId);
  if (session.level === '1' || session.level === '2') assertOwn('orgAccount', org, session.orgAccountId);
  if ((tenant && !isUuid(tenant)) || (org && !isUuid(org))) return null;
  return scopeFilter(scopeOf(session), { tenantId: tenant, orgAccountId: org });
}
