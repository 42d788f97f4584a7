import { readPage } from '../../db/page';
import type { Kysely } from 'kysely';
import type { Scope } from '../../../src/domain/scope';
import type { ListResult } from '../../../src/schemas/api';
import { fileDownloadPath } from '../../../src/schemas/file';
import type { FiveGMaterial, FiveGResType } from '../../../src/schemas/fiveG';
import type { DB } from '../../db/types';
import { mayChange, visibleTo } from '../contentAccess';
import { likePattern } from '../../db/sql';

function materialRows(db: Kysely<DB>) {
  return db
    .selectFrom('files as f')
    .innerJoin('orgAccounts as o', 'o.id', 'f.orgAccountId')
    .leftJoin('agents as a', 'a.id', 'f.agentId')
    .where('f.resType', 'is not', null)
    .select([
      'f.id',
      'f.name',
      'f.fileType',
      'f.resType',
      'f.size',
      'f.agentId',
      'f.tenantId',
      'f.orgAccountId',
      'f.createdAt',
      'f.updatedAt',
      'o.orgName',
      'a.fullName',
    ]);
}

type MaterialRow = Awaited<ReturnType<ReturnType<typeof materialRows>['executeTakeFirstOrThrow']>>;

function toMaterial(row: MaterialRow, scope: Scope): FiveGMaterial {
  return {
    _id: row.id,
    name: row.name,
    fileType: row.fileType,
    resType: row.resType as FiveGResType,
    url: fileDownloadPath(row.id),
    size: Number(row.size),
    agent: row.agentId === null ? null : { _id: row.agentId, fullName: row.fullName ?? '' },
    orgAccount: { _id: row.orgAccountId, orgName: row.orgName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    mayDelete: mayChange(scope, row),
  };
}

/** 5G materials: files marked with a resType, visible as other files are (own, public, or an admin's scope). */
export class FiveGMaterials {
  constructor(private readonly db: Kysely<DB>) {}

  async list(
    scope: Scope,
    name: string | undefined,
    page: { pageIndex: number; pageSize: number; order: 'asc' | 'desc' },
  ): Promise<ListResult<FiveGMaterial>> {
    let base = materialRows(this.db).where(visibleTo(scope, 'f'));
    if (name?.trim()) base = base.where('f.name', 'ilike', likePattern(name.trim()));
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy('f.createdAt', page.order).orderBy('f.id', page.order),
      page,
    );
    return { list: rows.map((row) => toMaterial(row, scope)), count };
  }

  async find(id: string, scope: Scope): Promise<FiveGMaterial | null> {
    const row = await materialRows(this.db).where('f.id', '=', id).where(visibleTo(scope, 'f')).executeTakeFirst();
    return row ? toMaterial(row, scope) : null;
  }
}
