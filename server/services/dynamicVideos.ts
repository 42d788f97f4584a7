import { sql, type Kysely } from 'kysely';
import { AUDIT_STATUS, type AuditStatus } from '../../src/domain/audit';
import type { ScopeFilter } from '../../src/domain/scope';
import type { StoredTemplate } from '../../src/domain/scene/stored';
import { dynamicVideoTexts, type DynamicVideoListQuery } from '../../src/schemas/dynamicVideo';
import { isUuid } from '../../src/schemas/fields';
import { json } from '../db/database';
import { readPage } from '../db/page';
import type { DB } from '../db/types';
import { conflict } from '../plugins/envelope';
import { likePattern } from '../db/sql';
import { assertSubmittable, auditRow, submitRow } from './auditFlow';

type Options = Required<Pick<DynamicVideoListQuery, 'pageIndex' | 'pageSize' | 'orderBy' | 'order'>> &
  Pick<DynamicVideoListQuery, 'name' | 'status'>;
const count = (condition: string) =>
  sql<number>`(select count(*)::int from video_contents r where r.dynamic_video_id = d.id and r.deleted_at is null${sql.raw(condition)})`;

/** Dynamic videos (a batch of recipients' videos of one approved dynamic template version): the only place with their SQL. */
export class DynamicVideoStore {
  constructor(private readonly db: Kysely<DB>) {}

  private rows(filter: ScopeFilter) {
    let query = this.db
      .selectFrom('dynamicVideos as d')
      .innerJoin('videoTemplateVersions as v', (join) =>
        join.onRef('v.templateId', '=', 'd.templateId').onRef('v.version', '=', 'd.templateVersion'),
      )
      .innerJoin('tenants as tn', 'tn.id', 'd.tenantId')
      .leftJoin('orgAccounts as o', 'o.id', 'd.orgAccountId')
      .leftJoin('agents as a', 'a.id', 'd.agentId')
      .selectAll('d')
      .select([
        'v.name as templateName',
        'v.content',
        'tn.name as tenantName',
        'o.orgName',
        'a.loginName',
        'a.fullName',
      ])
      .select([
        count('').as('total'),
        count(" and r.render_state = 'ready'").as('ready'),
        count(" and r.render_state = 'failed'").as('failed'),
      ])
      .where('d.deletedAt', 'is', null);
    if (filter.tenantId !== undefined) query = query.where('d.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('d.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('d.agentId', '=', filter.agentId);
    return query;
  }

  async list(filter: ScopeFilter, options: Options, statuses?: readonly AuditStatus[]) {
    for (const id of [filter.tenantId, filter.orgAccountId, filter.agentId])
      if (id !== undefined && !isUuid(id)) return { rows: [], count: 0 };
    let base = this.rows(filter);
    if (options.name) base = base.where('d.name', 'ilike', likePattern(options.name));
    if (options.status !== undefined) base = base.where('d.status', '=', options.status as AuditStatus);
    if (statuses) base = base.where('d.status', 'in', statuses);
    const column =
      options.orderBy === 'name' ? 'd.name' : options.orderBy === 'createdAt' ? 'd.createdAt' : 'd.updatedAt';
    return readPage(base, (q) => q.orderBy(column, options.order).orderBy('d.id', options.order), options);
  }

  async get(id: string, filter: ScopeFilter) {
    if (!isUuid(id)) return null;
    return (await this.rows(filter).where('d.id', '=', id).executeTakeFirst()) ?? null;
  }

  /** The recipients' videos, by recipient. */
  async recipients(id: string) {
    return this.db
      .selectFrom('videoContents')
      .select([
        'id',
        'recipient',
        'variables',
        'renderState',
        'renderProgress',
        'renderError',
        'videoKey',
        'posterKey',
        'durationSeconds',
      ])
      .where('dynamicVideoId', '=', id)
      .where('deletedAt', 'is', null)
      .orderBy('recipient')
      .orderBy('id')
      .execute();
  }

  /** The content of an approved template version. */
  async templateContent(templateId: string, version: number): Promise<StoredTemplate> {
    const found = await this.db
      .selectFrom('videoTemplateVersions')
      .select('content')
      .where('templateId', '=', templateId)
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    return found.content;
  }

  /** The batch and one content row per recipient (queued for render); answers the batch's id and the rows'. */
  async create(
    owner: { tenantId: string; orgAccountId: string | null; agentId: string },
    input: {
      name: string;
      templateId: string;
      templateVersion: number;
      recipients: { recipient: string; variables: Record<string, string> }[];
    },
  ): Promise<{ id: string; contentIds: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('dynamicVideos')
        .values({ ...owner, name: input.name, templateId: input.templateId, templateVersion: input.templateVersion })
        .returning('id')
        .executeTakeFirstOrThrow();
      const contents = await trx
        .insertInto('videoContents')
        .values(
          input.recipients.map((r) => ({
            ...owner,
            name: `${input.name}-${r.recipient}`.slice(0, 30),
            templateId: input.templateId,
            templateVersion: input.templateVersion,
            variables: json(r.variables),
            dynamicVideoId: made.id,
            recipient: r.recipient,
          })),
        )
        .returning('id')
        .execute();
      return { id: made.id, contentIds: contents.map((c) => c.id) };
    });
  }

  /** The failed recipients' videos start again as their next attempt. */
  async retryFailed(id: string): Promise<{ id: string; renderAttempt: number }[]> {
    return this.db
      .updateTable('videoContents')
      .set({
        renderState: 'queued',
        renderProgress: 0,
        renderError: null,
        renderAttempt: sql`render_attempt + 1`,
        updatedAt: sql`now()`,
      })
      .where('dynamicVideoId', '=', id)
      .where('renderState', '=', 'failed')
      .where('deletedAt', 'is', null)
      .returning(['id', 'renderAttempt'])
      .execute();
  }

  /** Submits an editable batch whose videos are all ready: it waits for audit at `pending`. */
  async submit(id: string, submitterId: string, pending: AuditStatus): Promise<void> {
    const row = await this.rows({}).where('d.id', '=', id).executeTakeFirstOrThrow();
    assertSubmittable(row.status, dynamicVideoTexts);
    if (row.total === 0 || row.ready !== row.total) throw conflict(dynamicVideoTexts.notReady);
    await submitRow(this.db, 'dynamicVideos', { id, from: row.status }, submitterId, pending);
  }

  async audit(
    id: string,
    expected: AuditStatus,
    auditorId: string,
    outcome: AuditStatus,
    reason: string | null,
  ): Promise<void> {
    await auditRow(
      this.db,
      'dynamicVideos',
      { id, expected, auditorId, outcome, reason },
      dynamicVideoTexts.notPending,
    );
  }

  /** Takes the batch and its videos out of the lists (one waiting for audit stays); answers the files' keys to remove. */
  async remove(id: string): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .updateTable('dynamicVideos')
        .set({ deletedAt: sql`now()` })
        .where('id', '=', id)
        .where('status', 'not in', [AUDIT_STATUS.pendingLevel3, AUDIT_STATUS.pendingLevel4])
        .executeTakeFirst();
      if (removed.numUpdatedRows === 0n) throw conflict(dynamicVideoTexts.pending);
      const rows = await trx
        .updateTable('videoContents')
        .set({ deletedAt: sql`now()` })
        .where('dynamicVideoId', '=', id)
        .returning(['videoKey', 'posterKey'])
        .execute();
      return rows.flatMap((row) => [row.videoKey, row.posterKey].filter((key) => key !== null));
    });
  }
}

export type DynamicVideoRecord = NonNullable<Awaited<ReturnType<DynamicVideoStore['get']>>>;
