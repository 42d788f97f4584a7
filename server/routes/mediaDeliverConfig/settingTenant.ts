import type { Kysely } from 'kysely';
import { levelAtLeast } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import { mediaDeliverConfigTexts as texts } from '../../../src/schemas/mediaDeliverConfig';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../plugins/auth';
import { assertOwn, forbidden, invalid, notFound } from '../../plugins/envelope';

/**
 * The tenant a tenant setting's request is about: the session's, or for a platform admin the one it
 * names. Organisation admins read, tenant admins (and the platform) change; agents neither.
 */
export async function settingTenant(
  db: Kysely<DB>,
  session: AuthContext,
  sent: string | undefined,
  change: boolean,
): Promise<string> {
  if (!levelAtLeast(session.level, '2')) throw forbidden();
  if (change && !levelAtLeast(session.level, '3')) throw forbidden(texts.adminOnly);
  if (session.level !== '4') {
    assertOwn('tenant', sent, session.tenantId);
    if (session.tenantId === null) throw forbidden(texts.noTenant);
    return session.tenantId;
  }
  if (!sent) throw invalid({ tenant: texts.noTenant });
  const found = isUuid(sent) && (await db.selectFrom('tenants').select('id').where('id', '=', sent).executeTakeFirst());
  if (!found) throw notFound();
  return found.id;
}
