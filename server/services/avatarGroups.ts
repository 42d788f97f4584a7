import { sql, type Kysely } from 'kysely';
import type { ListResult } from '../../src/schemas/api';
import type { AvatarGroupRecord } from '../../src/schemas/avatar';
import { isUuid } from '../../src/schemas/fields';
import { readPage } from '../db/page';
import { likePattern } from '../db/sql';
import type { DB } from '../db/types';

/** The groups of digital-human avatars, each of one tenant: the only place with their SQL. */
export class AvatarGroupService {
  constructor(private readonly db: Kysely<DB>) {}

  private rows() {
    return this.db
      .selectFrom('avatarGroups as g')
      .innerJoin('tenants as t', 't.id', 'g.tenantId')
      .select((eb) => [
        'g.id',
        'g.name',
        'g.tenantId',
        'g.createdAt',
        't.name as tenantName',
        eb
          .selectFrom('avatars as a')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('a.groupId', '=', 'g.id')
          .as('avatarCount'),
      ]);
  }

  private record(r: Awaited<ReturnType<ReturnType<AvatarGroupService['rows']>['executeTakeFirstOrThrow']>>) {
    return {
      _id: r.id,
      name: r.name,
      tenant: { _id: r.tenantId, name: r.tenantName },
      avatarCount: Number(r.avatarCount ?? 0),
      createdAt: r.createdAt.toISOString(),
    } satisfies AvatarGroupRecord;
  }

  /** A tenant's groups (every tenant's for null), newest first. */
  async list(
    tenantId: string | null,
    query: { pageIndex: number; pageSize: number; name?: string },
  ): Promise<ListResult<AvatarGroupRecord>> {
    let base = this.rows();
    if (tenantId) base = base.where('g.tenantId', '=', tenantId);
    if (query.name) base = base.where('g.name', 'ilike', likePattern(query.name));
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy('g.createdAt', 'desc').orderBy('g.id', 'desc'),
      query,
    );
    return { list: rows.map((r) => this.record(r)), count };
  }

  /** One group, within a tenant unless null (the platform admin's). */
  async get(id: string, tenantId: string | null): Promise<AvatarGroupRecord | null> {
    if (!isUuid(id)) return null;
    let query = this.rows().where('g.id', '=', id);
    if (tenantId) query = query.where('g.tenantId', '=', tenantId);
    const found = await query.executeTakeFirst();
    return found ? this.record(found) : null;
  }

  async nameTaken(tenantId: string, name: string, except?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('avatarGroups')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where(sql<string>`lower(name)`, '=', name.toLowerCase());
    if (except) query = query.where('id', '<>', except);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async create(tenantId: string, name: string): Promise<string> {
    const made = await this.db
      .insertInto('avatarGroups')
      .values({ tenantId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db.updateTable('avatarGroups').set({ name }).where('id', '=', id).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('avatarGroups').where('id', '=', id).execute();
  }
}
