import type { Kysely } from 'kysely';
import type { Scope } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import { isUuid } from '../../src/schemas/fields';
import { materialImagePaths, type MaterialImageRecord, type MaterialImageType } from '../../src/schemas/materialImage';
import { pathWith } from '../../src/schemas/paths';
import { readPage } from '../db/page';
import type { DB } from '../db/types';
import { mayManageTenantItem, tenantOrPlatform, type ListPage } from './contentOwnership';
import { likePattern } from '../db/sql';

export interface NewMaterialImage {
  tenantId: string | null;
  agentId: string | null;
  type: MaterialImageType;
  name: string;
  url?: string | null;
  storageKey?: string | null;
  contentType: string;
  size: number;
}

/** The material pictures (backgrounds, stickers, cards): the only place with their SQL. */
export class MaterialImageService {
  constructor(private readonly db: Kysely<DB>) {}

  private rows(scope: Scope) {
    return this.db
      .selectFrom('materialImages as m')
      .leftJoin('tenants as t', 't.id', 'm.tenantId')
      .select([
        'm.id',
        'm.tenantId',
        'm.type',
        'm.name',
        'm.url',
        'm.storageKey',
        'm.contentType',
        'm.createdAt',
        't.name as tenantName',
      ])
      .where(tenantOrPlatform(scope, 'm.tenantId'));
  }

  private record(
    scope: Scope,
    r: Awaited<ReturnType<ReturnType<MaterialImageService['rows']>['executeTakeFirstOrThrow']>>,
  ): MaterialImageRecord {
    return {
      _id: r.id,
      type: r.type,
      name: r.name,
      url: r.url ?? pathWith(materialImagePaths.file, { id: r.id }),
      isPublic: r.tenantId === null ? 1 : 0,
      tenant: r.tenantId === null ? null : { _id: r.tenantId, name: r.tenantName ?? '' },
      mayDelete: mayManageTenantItem(scope, r.tenantId),
      createdAt: r.createdAt.toISOString(),
    };
  }

  /** The tenant's pictures first, newest first, then the platform's. */
  async list(
    scope: Scope,
    type: MaterialImageType,
    page: ListPage<'createdAt' | 'name'>,
  ): Promise<ListResult<MaterialImageRecord>> {
    let base = this.rows(scope).where('m.type', '=', type);
    if (page.name) base = base.where('m.name', 'ilike', likePattern(page.name));
    const { rows, count } = await readPage(
      base,
      (q) =>
        q
          .orderBy((eb) => eb('m.tenantId', 'is', null), 'asc')
          .orderBy(`m.${page.orderBy ?? 'createdAt'}`, page.order ?? 'desc')
          .orderBy('m.id', 'desc'),
      page,
    );
    return { list: rows.map((r) => this.record(scope, r)), count };
  }

  async find(scope: Scope, id: string) {
    if (!isUuid(id)) return null;
    const found = await this.rows(scope).where('m.id', '=', id).executeTakeFirst();
    return found ? { ...found, record: this.record(scope, found) } : null;
  }

  /** The stored file of an uploaded picture, by id alone: pictures are shown to customers as well. */
  async file(id: string) {
    if (!isUuid(id)) return null;
    return (
      (await this.db
        .selectFrom('materialImages')
        .select(['storageKey', 'contentType', 'size'])
        .where('id', '=', id)
        .executeTakeFirst()) ?? null
    );
  }

  async insert(item: NewMaterialImage): Promise<string> {
    const made = await this.db
      .insertInto('materialImages')
      .values({ ...item, url: item.url ?? null, storageKey: item.storageKey ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('materialImages').where('id', '=', id).execute();
  }
}
