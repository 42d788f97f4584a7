import { sql, type Kysely } from 'kysely';
import { AUDIT_STATUS } from '../../../src/domain/audit';
import type { DB } from '../../db/types';

/**
 * What /richMediaShare may show to anyone holding the link: a template's approved version (never a draft or
 * a version waiting for audit) and a content that is approved and rendered. Deleted ones are gone.
 */
export class RichMediaShares {
  constructor(private readonly db: Kysely<DB>) {}

  async approvedTemplateVersion(templateId: string) {
    const found = await this.db
      .selectFrom('videoTemplates as t')
      .innerJoin('videoTemplateVersions as v', (join) =>
        join.onRef('v.templateId', '=', 't.id').onRef('v.version', '=', 't.approvedVersion'),
      )
      .select([
        'v.id',
        'v.name',
        'v.content',
        't.tenantId',
        sql<string | null>`coalesce(t.agent_id, v.submitted_by, v.audited_by)`.as('agentId'),
      ])
      .where('t.id', '=', templateId)
      .where('t.deletedAt', 'is', null)
      .executeTakeFirst();
    // The preview is kept under an account of the template's tenant: its maker, else who submitted or audited it.
    return found?.agentId ? { ...found, agentId: found.agentId } : null;
  }

  async approvedContent(videoId: string) {
    const found = await this.db
      .selectFrom('videoContents')
      .select([
        'id',
        'name',
        'renderState',
        'renderProgress',
        'renderError',
        'videoKey',
        'posterKey',
        'durationSeconds',
      ])
      .where('id', '=', videoId)
      .where('deletedAt', 'is', null)
      .where('status', '=', AUDIT_STATUS.approved)
      .where('renderState', '=', 'ready')
      .executeTakeFirst();
    return found ?? null;
  }
}
