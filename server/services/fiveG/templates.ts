import type { Kysely } from 'kysely';
import type { Scope } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import type { DB } from '../../db/types';
import { sharedScope } from '../contentAccess';

/**
 * An approved video template as the 5G room's 模板素材 tab lists it (the approvedList's rows): of the caller's
 * tenant, shared with the caller's organisation, not deleted; named by its approved version. Null otherwise.
 */
export async function sharedApprovedTemplate(
  db: Kysely<DB>,
  scope: Scope,
  templateId: string,
): Promise<{ id: string; name: string; tenantId: string } | null> {
  const shared = sharedScope(scope);
  if (!shared || !isUuid(templateId)) return null;
  let query = db
    .selectFrom('videoTemplates as t')
    .innerJoin('videoTemplateVersions as v', (join) =>
      join.onRef('v.templateId', '=', 't.id').onRef('v.version', '=', 't.approvedVersion'),
    )
    .select(['t.id', 'v.name', 't.tenantId'])
    .where('t.id', '=', templateId)
    .where('t.deletedAt', 'is', null);
  if (shared.tenantId !== undefined) query = query.where('t.tenantId', '=', shared.tenantId);
  const org = shared.orgAccountId;
  if (org !== undefined)
    query = query.where((eb) => eb.or([eb('t.orgAccountId', 'is', null), eb('t.orgAccountId', '=', org)]));
  return (await query.executeTakeFirst()) ?? null;
}
