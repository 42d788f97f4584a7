import { sql, type Kysely, type Transaction } from 'kysely';
import { AUDIT_STATUS, auditTexts, isPendingStatus, type AuditStatus } from '../../src/domain/audit';
import type { ScopeFilter } from '../../src/domain/scope';
import type { StoredTemplate } from '../../src/domain/scene/stored';
import type { ListResult } from '../../src/schemas/api';
import { isUuid } from '../../src/schemas/fields';
import type {
  VideoTemplateDetail,
  VideoTemplateListQuery,
  VideoTemplateRow,
  VideoTemplateVersion,
} from '../../src/schemas/videoTemplate';
import { json } from '../db/database';
import { readPage } from '../db/page';
import type { DB, TemplateKind } from '../db/types';
import { conflict, notFound } from '../plugins/envelope';
import type { SharedScope } from './contentAccess';
import { ContentTagLinkService, taggedWith } from './contentTagLinks';
import { likePattern } from '../db/sql';
import { assertSubmittable } from './auditFlow';

interface ListOptions {
  pageIndex: number;
  pageSize: number;
  orderBy: NonNullable<VideoTemplateListQuery['orderBy']>;
  order: NonNullable<VideoTemplateListQuery['order']>;
  name?: string | undefined;
  status?: number | undefined;
  kind?: TemplateKind | undefined;
  tagId?: string | undefined;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const agentRef = (id: string | null, loginName: string | null, fullName: string | null) =>
  id === null ? null : { _id: id, loginName: loginName ?? '', fullName: fullName ?? '' };

/** Video templates and their versions (spec 3 §3, §4): the only place with their SQL. */
export class VideoTemplateService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tags: ContentTagLinkService,
  ) {}

  /** Templates in the scope with their latest (or their approved) version. */
  private rows(filter: ScopeFilter, version: 't.latestVersion' | 't.approvedVersion' = 't.latestVersion') {
    let query = this.db
      .selectFrom('videoTemplates as t')
      .innerJoin('videoTemplateVersions as v', (join) =>
        join.onRef('v.templateId', '=', 't.id').onRef('v.version', '=', version),
      )
      .innerJoin('tenants as tn', 'tn.id', 't.tenantId')
      .leftJoin('orgAccounts as o', 'o.id', 't.orgAccountId')
      .leftJoin('agents as a', 'a.id', 't.agentId')
      .select([
        't.id',
        't.tenantId',
        't.orgAccountId',
        't.agentId',
        't.latestVersion',
        't.approvedVersion',
        't.interactionTemplateId',
        't.kind',
        't.createdAt',
        't.updatedAt',
        'v.name',
        'v.status',
        'v.reason',
        sql<number>`jsonb_array_length(v.content->'interactionInfo')`.as('nodeLength'),
        'tn.name as tenantName',
        'o.orgName',
        'a.loginName',
        'a.fullName',
      ])
      .where('t.deletedAt', 'is', null);
    if (filter.tenantId !== undefined) query = query.where('t.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('t.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('t.agentId', '=', filter.agentId);
    return query;
  }

  private row(
    r: Awaited<ReturnType<ReturnType<VideoTemplateService['rows']>['execute']>>[number],
  ): Omit<VideoTemplateRow, 'tags'> {
    return {
      _id: r.id,
      name: r.name,
      type: r.kind,
      status: r.status,
      version: r.latestVersion,
      approvedVersion: r.approvedVersion,
      interactionTemplateId: r.interactionTemplateId,
      nodeLength: r.nodeLength,
      reason: r.reason,
      agent: agentRef(r.agentId, r.loginName, r.fullName) ?? { _id: '', loginName: '', fullName: '已删除用户' },
      tenant: { _id: r.tenantId, name: r.tenantName },
      orgAccount: r.orgAccountId === null ? null : { _id: r.orgAccountId, orgName: r.orgName ?? '' },
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  async list(
    filter: ScopeFilter,
    options: ListOptions,
    statuses?: readonly AuditStatus[],
  ): Promise<ListResult<VideoTemplateRow>> {
    for (const id of [filter.tenantId, filter.orgAccountId, filter.agentId])
      if (id !== undefined && !isUuid(id)) return { list: [], count: 0 };
    let base = this.rows(filter);
    if (options.name) base = base.where('v.name', 'ilike', likePattern(options.name));
    if (options.status !== undefined) base = base.where('v.status', '=', options.status as AuditStatus);
    if (statuses) base = base.where('v.status', 'in', statuses);
    if (options.kind) base = base.where('t.kind', '=', options.kind);
    if (options.tagId) base = base.where(taggedWith('videoTemplate', sql.ref('t.id'), options.tagId));
    const column =
      options.orderBy === 'name' ? 'v.name' : options.orderBy === 'createdAt' ? 't.createdAt' : 't.updatedAt';
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(column, options.order).orderBy('t.id', options.order),
      options,
    );
    return {
      list: await this.tags.withTags(
        'videoTemplate',
        rows.map((r) => this.row(r)),
      ),
      count,
    };
  }

  /** The approved versions shared as material with whoever `shared` describes (数字人模板), newest approval first. */
  async approvedList(shared: SharedScope, options: ListOptions): Promise<ListResult<VideoTemplateRow>> {
    let base = this.rows(shared.tenantId === undefined ? {} : { tenantId: shared.tenantId }, 't.approvedVersion');
    const org = shared.orgAccountId;
    if (org !== undefined)
      base = base.where((eb) => eb.or([eb('t.orgAccountId', 'is', null), eb('t.orgAccountId', '=', org)]));
    if (options.name) base = base.where('v.name', 'ilike', likePattern(options.name));
    if (options.kind) base = base.where('t.kind', '=', options.kind);
    if (options.tagId) base = base.where(taggedWith('videoTemplate', sql.ref('t.id'), options.tagId));
    const column =
      options.orderBy === 'name' ? 'v.name' : options.orderBy === 'createdAt' ? 't.createdAt' : 'v.auditedAt';
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(column, options.order).orderBy('t.id', options.order),
      options,
    );
    return {
      list: await this.tags.withTags(
        'videoTemplate',
        rows.map((r) => this.row(r)),
      ),
      count,
    };
  }

  async get(id: string, filter: ScopeFilter): Promise<VideoTemplateDetail | null> {
    if (!isUuid(id)) return null;
    const found = await this.rows(filter).where('t.id', '=', id).executeTakeFirst();
    if (!found) return null;
    const latest = await this.db
      .selectFrom('videoTemplateVersions')
      .select('content')
      .where('templateId', '=', id)
      .where('version', '=', found.latestVersion)
      .executeTakeFirstOrThrow();
    const [row] = await this.tags.withTags('videoTemplate', [this.row(found)]);
    return { ...row!, content: latest.content, versions: await this.versions(id) };
  }

  /** Every version, newest first, with who submitted and audited it. */
  private async versions(templateId: string): Promise<VideoTemplateVersion[]> {
    const rows = await this.db
      .selectFrom('videoTemplateVersions as v')
      .leftJoin('agents as s', 's.id', 'v.submittedBy')
      .leftJoin('agents as u', 'u.id', 'v.auditedBy')
      .select([
        'v.version',
        'v.status',
        'v.submittedBy',
        'v.submittedAt',
        'v.auditedBy',
        'v.auditedAt',
        'v.reason',
        'v.createdAt',
        's.loginName as submitterLogin',
        's.fullName as submitterName',
        'u.loginName as auditorLogin',
        'u.fullName as auditorName',
      ])
      .where('v.templateId', '=', templateId)
      .orderBy('v.version', 'desc')
      .execute();
    return rows.map((r) => ({
      version: r.version,
      status: r.status,
      submittedBy: agentRef(r.submittedBy, r.submitterLogin, r.submitterName),
      submittedAt: iso(r.submittedAt),
      auditedBy: agentRef(r.auditedBy, r.auditorLogin, r.auditorName),
      auditedAt: iso(r.auditedAt),
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async create(
    owner: { tenantId: string; orgAccountId: string | null; agentId: string },
    content: StoredTemplate,
    kind: TemplateKind = 'common',
  ): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('videoTemplates')
        .values({ ...owner, kind })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('videoTemplateVersions')
        .values({
          templateId: made.id,
          version: 1,
          name: content.name,
          content: json(content),
          editedBy: owner.agentId,
        })
        .execute();
      return made.id;
    });
  }

  /** The template's row, locked for the change, and its latest version. */
  private async locked(trx: Transaction<DB>, id: string) {
    const template = await trx
      .selectFrom('videoTemplates')
      .selectAll()
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!template) throw notFound();
    const latest = await trx
      .selectFrom('videoTemplateVersions')
      .selectAll()
      .where('templateId', '=', id)
      .where('version', '=', template.latestVersion)
      .executeTakeFirstOrThrow();
    return { template, latest };
  }

  /**
   * Saves the content: a draft changes in place; a rejected or approved latest version stays as it was
   * and a new draft version holds the change. A version waiting for audit is not changed.
   */
  async save(id: string, content: StoredTemplate, editorId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const { latest } = await this.locked(trx, id);
      if (isPendingStatus(latest.status)) throw conflict(auditTexts.pending);
      if (latest.status === AUDIT_STATUS.draft) {
        await trx
          .updateTable('videoTemplateVersions')
          .set({ name: content.name, content: json(content), editedBy: editorId, updatedAt: sql`now()` })
          .where('id', '=', latest.id)
          .where('status', '=', AUDIT_STATUS.draft)
          .execute();
      } else {
        const version = latest.version + 1;
        await trx
          .insertInto('videoTemplateVersions')
          .values({ templateId: id, version, name: content.name, content: json(content), editedBy: editorId })
          .execute();
        await trx.updateTable('videoTemplates').set({ latestVersion: version }).where('id', '=', id).execute();
      }
      await trx
        .updateTable('videoTemplates')
        .set({ updatedAt: sql`now()` })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Submits the draft: it waits for audit at `pending` and its content never changes again. */
  async submit(
    id: string,
    submitterId: string,
    pending: AuditStatus,
    check: (content: StoredTemplate, kind: TemplateKind) => void,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const { template, latest } = await this.locked(trx, id);
      assertSubmittable(latest.status, auditTexts, (status) => status === AUDIT_STATUS.draft);
      check(latest.content, template.kind);
      await trx
        .updateTable('videoTemplateVersions')
        .set({ status: pending, submittedBy: submitterId, submittedAt: sql`now()`, updatedAt: sql`now()` })
        .where('id', '=', latest.id)
        .execute();
      await trx
        .updateTable('videoTemplates')
        .set({ updatedAt: sql`now()` })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Approves or rejects the version waiting at `expected`; an approved one becomes the template's approved version. */
  async audit(
    id: string,
    expected: AuditStatus,
    auditorId: string,
    outcome: AuditStatus,
    reason: string | null,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const { latest } = await this.locked(trx, id);
      if (latest.status !== expected) throw conflict(auditTexts.notPending);
      await trx
        .updateTable('videoTemplateVersions')
        .set({ status: outcome, auditedBy: auditorId, auditedAt: sql`now()`, reason, updatedAt: sql`now()` })
        .where('id', '=', latest.id)
        .execute();
      await trx
        .updateTable('videoTemplates')
        .set({
          updatedAt: sql`now()`,
          ...(outcome === AUDIT_STATUS.approved ? { approvedVersion: latest.version } : {}),
        })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Names the Q&A card template the video asks after playing (or none); not while it waits for audit. */
  async linkInteraction(id: string, interactionTemplateId: string | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const { latest } = await this.locked(trx, id);
      if (isPendingStatus(latest.status)) throw conflict(auditTexts.pending);
      await trx
        .updateTable('videoTemplates')
        .set({ interactionTemplateId, updatedAt: sql`now()` })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Takes the template out of the lists; its versions stay. One waiting for audit is kept. */
  async remove(id: string, pendingText: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const { latest } = await this.locked(trx, id);
      if (isPendingStatus(latest.status)) throw conflict(pendingText);
      await trx
        .updateTable('videoTemplates')
        .set({ deletedAt: sql`now()` })
        .where('id', '=', id)
        .execute();
    });
  }
}
