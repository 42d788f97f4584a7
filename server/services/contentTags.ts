import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Scope } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import { isUuid } from '../../src/schemas/fields';
import type { TagRecord, TagType } from '../../src/schemas/materialImage';
import { json } from '../db/database';
import { readPage } from '../db/page';
import type { DB } from '../db/types';
import { mayManageTenantItem, type ListPage } from './contentOwnership';
import { likePattern } from '../db/sql';

const NO_TENANT = '00000000-0000-0000-0000-000000000000';
const allowed = (id: string) =>
  sql<SqlBool>`(g.authorized = '[]'::jsonb or g.authorized @> ${JSON.stringify([id])}::jsonb)`;

/**
 * Tags of templates and materials. A platform tag (no tenant) is authorised to tenants, a tenant's tag to
 * its organisations; an empty list authorises everyone. Managers (level 2 and 3 of the tenant, level 4 for
 * all) see every tag they manage; the others see the tags authorised to them.
 */
export class ContentTagService {
  constructor(private readonly db: Kysely<DB>) {}

  private rows(scope: Scope) {
    const query = this.db
      .selectFrom('contentTags as g')
      .leftJoin('tenants as t', 't.id', 'g.tenantId')
      .select([
        'g.id',
        'g.tenantId',
        'g.type',
        'g.name',
        'g.authorized',
        'g.createdAt',
        'g.updatedAt',
        't.name as tenantName',
      ]);
    if (scope.level === '4') return query;
    const tenantId = scope.tenantId ?? NO_TENANT;
    const platform = sql<SqlBool>`(g.tenant_id is null and ${allowed(tenantId)})`;
    const own =
      scope.level === '1'
        ? sql<SqlBool>`(g.tenant_id = ${tenantId} and ${allowed(scope.orgAccountId ?? NO_TENANT)})`
        : sql<SqlBool>`g.tenant_id = ${tenantId}`;
    return query.where(sql<SqlBool>`(${platform} or ${own})`);
  }

  private record(
    scope: Scope,
    r: Awaited<ReturnType<ReturnType<ContentTagService['rows']>['executeTakeFirstOrThrow']>>,
  ): TagRecord {
    return {
      _id: r.id,
      type: r.type,
      name: r.name,
      isPublic: r.tenantId === null ? 1 : 0,
      tenant: r.tenantId === null ? null : { _id: r.tenantId, name: r.tenantName ?? '' },
      authorized: r.authorized,
      mayChange: mayManageTenantItem(scope, r.tenantId),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  async list(
    scope: Scope,
    type: TagType,
    page: ListPage<'updatedAt' | 'createdAt' | 'name'>,
  ): Promise<ListResult<TagRecord>> {
    let base = this.rows(scope).where('g.type', '=', type);
    if (page.name) base = base.where('g.name', 'ilike', likePattern(page.name));
    const order = page.order ?? 'desc';
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(`g.${page.orderBy ?? 'updatedAt'}`, order).orderBy('g.id', order),
      page,
    );
    return { list: rows.map((r) => this.record(scope, r)), count };
  }

  async find(scope: Scope, id: string): Promise<TagRecord | null> {
    if (!isUuid(id)) return null;
    const found = await this.rows(scope).where('g.id', '=', id).executeTakeFirst();
    return found ? this.record(scope, found) : null;
  }

  /** Whether another tag of the owner and type has the name (letters compared without case). */
  async nameTaken(tenantId: string | null, type: TagType, name: string, except?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('contentTags')
      .select('id')
      .where('type', '=', type)
      .where(sql<SqlBool>`lower(name) = lower(${name})`)
      .where(tenantId === null ? sql<SqlBool>`tenant_id is null` : sql<SqlBool>`tenant_id = ${tenantId}`);
    if (except) query = query.where('id', '<>', except);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Which of the ids the owner may authorise: tenants for a platform tag, the tenant's organisations for its own. */
  async authorizable(tenantId: string | null, ids: readonly string[]): Promise<boolean> {
    if (ids.length === 0) return true;
    const found =
      tenantId === null
        ? await this.db.selectFrom('tenants').select('id').where('id', 'in', ids).execute()
        : await this.db
            .selectFrom('orgAccounts')
            .select('id')
            .where('id', 'in', ids)
            .where('tenantId', '=', tenantId)
            .execute();
    return found.length === new Set(ids).size;
  }

  async insert(tag: { tenantId: string | null; type: TagType; name: string; authorized: string[] }): Promise<string> {
    const made = await this.db
      .insertInto('contentTags')
      .values({ ...tag, authorized: json(tag.authorized) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  }

  async update(id: string, change: { name?: string; authorized?: string[] }): Promise<void> {
    await this.db
      .updateTable('contentTags')
      .set({
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.authorized === undefined ? {} : { authorized: json(change.authorized) }),
        updatedAt: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('contentTags').where('id', '=', id).execute();
  }
}
