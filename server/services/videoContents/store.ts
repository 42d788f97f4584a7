import { sql, type Kysely } from 'kysely';
import { AUDIT_STATUS, type AuditStatus } from '../../../src/domain/audit';
import type { ScopeFilter } from '../../../src/domain/scope';
import type { StoredTemplate } from '../../../src/domain/scene/stored';
import { isUuid } from '../../../src/schemas/fields';
import { videoContentTexts, type VideoContentListQuery } from '../../../src/schemas/videoContent';
import { json } from '../../db/database';
import { readPage } from '../../db/page';
import type { DB, TemplateKind } from '../../db/types';
import { conflict } from '../../plugins/envelope';
import type { SharedScope } from '../contentAccess';
import { taggedWith } from '../contentTagLinks';
import { likePattern } from '../../db/sql';
import { assertSubmittable, auditRow, submitRow } from '../auditFlow';

type Options = Required<Pick<VideoContentListQuery, 'pageIndex' | 'pageSize' | 'orderBy' | 'order'>> &
  Pick<VideoContentListQuery, 'name' | 'status' | 'tagId'>;

/** Video contents and their renders (spec 3 §3, §4): the only place with their SQL. */
export class VideoContentStore {
  constructor(private readonly db: Kysely<DB>) {}

  private rows(filter: ScopeFilter) {
    let query = this.db
      .selectFrom('videoContents as c')
      .innerJoin('videoTemplateVersions as v', (join) =>
        join.onRef('v.templateId', '=', 'c.templateId').onRef('v.version', '=', 'c.templateVersion'),
      )
      .innerJoin('tenants as tn', 'tn.id', 'c.tenantId')
      .leftJoin('orgAccounts as o', 'o.id', 'c.orgAccountId')
      .leftJoin('agents as a', 'a.id', 'c.agentId')
      .selectAll('c')
      .select(['v.name as templateName', 'tn.name as tenantName', 'o.orgName', 'a.loginName', 'a.fullName'])
      .where('c.deletedAt', 'is', null)
      .where('c.dynamicVideoId', 'is', null);
    if (filter.tenantId !== undefined) query = query.where('c.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('c.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('c.agentId', '=', filter.agentId);
    return query;
  }

  async list(filter: ScopeFilter, options: Options, statuses?: readonly AuditStatus[]) {
    for (const id of [filter.tenantId, filter.orgAccountId, filter.agentId])
      if (id !== undefined && !isUuid(id)) return { rows: [], count: 0 };
    let base = this.rows(filter);
    if (options.name) base = base.where('c.name', 'ilike', likePattern(options.name));
    if (options.status !== undefined) base = base.where('c.status', '=', options.status as AuditStatus);
    if (statuses) base = base.where('c.status', 'in', statuses);
    if (options.tagId) base = base.where(taggedWith('videoContent', sql.ref('c.id'), options.tagId));
    const column =
      options.orderBy === 'name' ? 'c.name' : options.orderBy === 'createdAt' ? 'c.createdAt' : 'c.updatedAt';
    return readPage(base, (q) => q.orderBy(column, options.order).orderBy('c.id', options.order), options);
  }

  /** The approved, rendered contents shared as material with whoever `shared` describes (展业素材). */
  async sharedList(shared: SharedScope, options: Options) {
    let base = this.rows(shared.tenantId === undefined ? {} : { tenantId: shared.tenantId })
      .where('c.status', '=', AUDIT_STATUS.approved)
      .where('c.renderState', '=', 'ready');
    const org = shared.orgAccountId;
    if (org !== undefined)
      base = base.where((eb) => eb.or([eb('c.orgAccountId', 'is', null), eb('c.orgAccountId', '=', org)]));
    if (options.name) base = base.where('c.name', 'ilike', likePattern(options.name));
    if (options.tagId) base = base.where(taggedWith('videoContent', sql.ref('c.id'), options.tagId));
    const column =
      options.orderBy === 'name' ? 'c.name' : options.orderBy === 'createdAt' ? 'c.createdAt' : 'c.auditedAt';
    return readPage(base, (q) => q.orderBy(column, options.order).orderBy('c.id', options.order), options);
  }

  async get(id: string, filter: ScopeFilter) {
    if (!isUuid(id)) return null;
    return (await this.rows(filter).where('c.id', '=', id).executeTakeFirst()) ?? null;
  }

  /** The template's approved version within the scope, or null (none approved, or not the caller's to use). */
  async approvedTemplate(
    templateId: string,
    filter: ScopeFilter,
    kind?: TemplateKind,
  ): Promise<{ version: number } | null> {
    if (!isUuid(templateId)) return null;
    let query = this.db
      .selectFrom('videoTemplates')
      .select('approvedVersion')
      .where('id', '=', templateId)
      .where('deletedAt', 'is', null);
    if (kind !== undefined) query = query.where('kind', '=', kind);
    if (filter.tenantId !== undefined) query = query.where('tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('agentId', '=', filter.agentId);
    const found = await query.executeTakeFirst();
    return found?.approvedVersion ? { version: found.approvedVersion } : null;
  }

  async create(
    owner: { tenantId: string; orgAccountId: string | null; agentId: string },
    input: { name: string; templateId: string; templateVersion: number; variables: Record<string, string> },
  ): Promise<string> {
    const made = await this.db
      .insertInto('videoContents')
      .values({ ...owner, ...input, variables: json(input.variables) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  }

  /** What a render of the content needs: the template version's content and the variables, for the current attempt. */
  async renderInput(
    id: string,
  ): Promise<{ attempt: number; state: string; content: StoredTemplate; variables: Record<string, string> } | null> {
    const found = await this.db
      .selectFrom('videoContents as c')
      .innerJoin('videoTemplateVersions as v', (join) =>
        join.onRef('v.templateId', '=', 'c.templateId').onRef('v.version', '=', 'c.templateVersion'),
      )
      .select(['c.renderAttempt as attempt', 'c.renderState as state', 'v.content', 'c.variables'])
      .where('c.id', '=', id)
      .where('c.deletedAt', 'is', null)
      .executeTakeFirst();
    return found ?? null;
  }

  /** Changes the render of `attempt`; false when a newer attempt (a retry) or a removal has overtaken it. */
  async renderChanged(
    id: string,
    attempt: number,
    changes: {
      renderState?: 'rendering' | 'ready' | 'failed';
      renderProgress?: number;
      renderError?: string | null;
      videoKey?: string;
      posterKey?: string;
      durationSeconds?: number;
    },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('videoContents')
      .set({ ...changes, updatedAt: sql`now()` })
      .where('id', '=', id)
      .where('renderAttempt', '=', attempt)
      .where('renderState', 'in', ['queued', 'rendering'])
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A failed render starts again as the next attempt; null when the render had not failed. */
  async retry(id: string): Promise<number | null> {
    const row = await this.db
      .updateTable('videoContents')
      .set({
        renderState: 'queued',
        renderProgress: 0,
        renderError: null,
        renderAttempt: sql`render_attempt + 1`,
        updatedAt: sql`now()`,
      })
      .where('id', '=', id)
      .where('renderState', '=', 'failed')
      .returning('renderAttempt')
      .executeTakeFirst();
    return row?.renderAttempt ?? null;
  }

  /** Submits a ready, editable content: it waits for audit at `pending`. */
  async submit(id: string, submitterId: string, pending: AuditStatus): Promise<void> {
    const row = await this.db
      .selectFrom('videoContents')
      .select(['status', 'renderState'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assertSubmittable(row.status, videoContentTexts);
    if (row.renderState !== 'ready') throw conflict(videoContentTexts.notReady);
    await submitRow(this.db, 'videoContents', { id, from: row.status }, submitterId, pending);
  }

  /** Approves or rejects the content waiting at `expected`. */
  async audit(
    id: string,
    expected: AuditStatus,
    auditorId: string,
    outcome: AuditStatus,
    reason: string | null,
  ): Promise<void> {
    await auditRow(
      this.db,
      'videoContents',
      { id, expected, auditorId, outcome, reason },
      videoContentTexts.notPending,
    );
  }

  /** Takes the content out of the lists (one waiting for audit stays); answers its files' keys to remove. */
  async remove(id: string): Promise<string[]> {
    const row = await this.db
      .updateTable('videoContents')
      .set({ deletedAt: sql`now()` })
      .where('id', '=', id)
      .where('status', 'not in', [AUDIT_STATUS.pendingLevel3, AUDIT_STATUS.pendingLevel4])
      .returning(['videoKey', 'posterKey'])
      .executeTakeFirst();
    if (!row) throw conflict(videoContentTexts.pending);
    return [row.videoKey, row.posterKey].filter((key) => key !== null);
  }
}

export type VideoContentRecord = NonNullable<Awaited<ReturnType<VideoContentStore['get']>>>;
