import { sql, type Kysely } from 'kysely';
import type { ScopeFilter } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import { isUuid } from '../../src/schemas/fields';
import type { InteractionContent, InteractionDetail, InteractionRow } from '../../src/schemas/interactionTemplate';
import { json } from '../db/database';
import { readPage } from '../db/page';
import type { DB } from '../db/types';
import type { ListPage } from './contentOwnership';
import { ContentTagLinkService, taggedWith } from './contentTagLinks';
import { likePattern } from '../db/sql';

/** Interactive Q&A card templates, scoped as video templates are (tenant, organisation, own). */
export class InteractionTemplateService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tags: ContentTagLinkService,
  ) {}

  private rows(filter: ScopeFilter) {
    let query = this.db
      .selectFrom('interactionTemplates as i')
      .innerJoin('tenants as tn', 'tn.id', 'i.tenantId')
      .leftJoin('orgAccounts as o', 'o.id', 'i.orgAccountId')
      .leftJoin('agents as a', 'a.id', 'i.agentId')
      .select([
        'i.id',
        'i.name',
        'i.status',
        'i.content',
        'i.tenantId',
        'i.orgAccountId',
        'i.agentId',
        'i.createdAt',
        'i.updatedAt',
        'tn.name as tenantName',
        'o.orgName',
        'a.loginName',
        'a.fullName',
      ])
      .where('i.deletedAt', 'is', null);
    if (filter.tenantId !== undefined) query = query.where('i.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('i.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('i.agentId', '=', filter.agentId);
    return query;
  }

  private row(
    r: Awaited<ReturnType<ReturnType<InteractionTemplateService['rows']>['executeTakeFirstOrThrow']>>,
  ): Omit<InteractionRow, 'tags'> {
    return {
      _id: r.id,
      name: r.name,
      status: r.status,
      agent: r.agentId === null ? null : { _id: r.agentId, loginName: r.loginName ?? '', fullName: r.fullName ?? '' },
      tenant: { _id: r.tenantId, name: r.tenantName },
      orgAccount: r.orgAccountId === null ? null : { _id: r.orgAccountId, orgName: r.orgName ?? '' },
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  async list(
    filter: ScopeFilter,
    page: ListPage<'updatedAt' | 'createdAt' | 'name'> & { tagId?: string | undefined },
  ): Promise<ListResult<InteractionRow>> {
    let base = this.rows(filter);
    if (page.name) base = base.where('i.name', 'ilike', likePattern(page.name));
    if (page.tagId) base = base.where(taggedWith('interactionTemplate', sql.ref('i.id'), page.tagId));
    const order = page.order ?? 'desc';
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(`i.${page.orderBy ?? 'updatedAt'}`, order).orderBy('i.id', order),
      page,
    );
    return {
      list: await this.tags.withTags(
        'interactionTemplate',
        rows.map((r) => this.row(r)),
      ),
      count,
    };
  }

  async get(id: string, filter: ScopeFilter): Promise<InteractionDetail | null> {
    if (!isUuid(id)) return null;
    const found = await this.rows(filter).where('i.id', '=', id).executeTakeFirst();
    if (!found) return null;
    const [row] = await this.tags.withTags('interactionTemplate', [this.row(found)]);
    return { ...row!, content: found.content };
  }

  async create(
    owner: { tenantId: string; orgAccountId: string | null; agentId: string },
    name: string,
    content: InteractionContent,
  ): Promise<string> {
    const made = await this.db
      .insertInto('interactionTemplates')
      .values({ ...owner, name, content: json(content) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  }

  async save(id: string, name: string, content: InteractionContent): Promise<void> {
    await this.db
      .updateTable('interactionTemplates')
      .set({ name, content: json(content), updatedAt: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Whether a video template (not deleted) asks this template. */
  async inUse(id: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('videoTemplates')
        .select('id')
        .where('interactionTemplateId', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst()) !== undefined
    );
  }

  async remove(id: string): Promise<void> {
    await this.db
      .updateTable('interactionTemplates')
      .set({ deletedAt: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
}
