import { levelAtLeast } from '../../../src/domain/scope';
import { avatarTexts } from '../../../src/schemas/avatar';
import { isUuid } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { assertOwn, forbidden, invalid } from '../../plugins/envelope';
import type { AuthContext } from '../../services/sessions';

/**
 * The tenant whose avatars, groups and voices an admin manages: a tenant admin's own (another one named is
 * refused), the one the platform admin names. Anyone else manages none.
 */
export async function managedTenant(
  ctx: AppContext,
  session: AuthContext,
  requested: string | null | undefined,
): Promise<string> {
  if (!levelAtLeast(session.level, '3')) throw forbidden();
  if (session.level !== '4') {
    assertOwn('tenant', requested, session.tenantId);
    if (!session.tenantId) throw forbidden();
    return session.tenantId;
  }
  if (!requested || !(await ctx.agentGroups.tenantExists(requested))) throw invalid({ tenant: avatarTexts.noTenant });
  return requested;
}

/** The tenant a list reads: the platform admin's pick (or every tenant), anyone else's own. */
export function readTenant(session: AuthContext, requested: string | undefined): string | null {
  if (session.level === '4') {
    if (requested && !isUuid(requested)) throw invalid({ tenant: avatarTexts.noTenant });
    return requested || null;
  }
  assertOwn('tenant', requested, session.tenantId);
  return session.tenantId;
}
