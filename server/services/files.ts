import { readPage } from '../db/page';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Scope, ScopeFilter } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import { documentPagesTexts } from '../../src/schemas/documentPages';
import { fileDownloadPath, type FileKind, type FileRecord, type FileSortField } from '../../src/schemas/file';
import type { DB } from '../db/types';
import type { FiveGResType } from '../../src/schemas/fiveG';
import { isUuid } from '../../src/schemas/fields';
import { visibleTo } from './contentAccess';
import { EXPORT_MAX_ROWS } from './excel';
import { likePattern } from '../db/sql';

type Joined = DB & {
  f: DB['files'];
  t: DB['tenants'];
  o: DB['orgAccounts'];
  a: DB['agents'];
  c: DB['fileConversions'];
};
type FileQuery = SelectQueryBuilder<Joined, 'f' | 't' | 'o' | 'a' | 'c', object>;

function fileRows(db: Kysely<DB>) {
  return db
    .selectFrom('files as f')
    .innerJoin('tenants as t', 't.id', 'f.tenantId')
    .innerJoin('orgAccounts as o', 'o.id', 'f.orgAccountId')
    .leftJoin('agents as a', 'a.id', 'f.agentId')
    .leftJoin('fileConversions as c', 'c.fileId', 'f.id')
    .select([
      'f.id',
      'f.name',
      'f.type',
      'f.fileType',
      'f.storageKey',
      'f.size',
      'f.sha256',
      'f.contentType',
      'f.isPublic',
      'f.range',
      'f.status',
      'f.identifier',
      'f.agentId',
      'f.tenantId',
      'f.orgAccountId',
      'f.createdAt',
      'f.updatedAt',
      't.name as tenantName',
      'o.orgName',
      'a.loginName',
      'a.fullName',
      'c.status as conversionStatus',
      'c.error as conversionError',
    ]);
}

/** The record of a file known to exist. */
export async function fileRecord(db: Kysely<DB>, id: string): Promise<FileRecord> {
  return toFileRecord(await fileRows(db).where('f.id', '=', id).executeTakeFirstOrThrow());
}

export type FileRow = Awaited<ReturnType<ReturnType<typeof fileRows>['executeTakeFirstOrThrow']>>;

export function toFileRecord(row: FileRow): FileRecord {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    fileType: row.fileType,
    url: fileDownloadPath(row.id),
    size: Number(row.size),
    sha256: row.sha256,
    contentType: row.contentType,
    isPublic: row.isPublic ? 1 : 0,
    range: row.range === 1 ? 1 : 2,
    status: row.status,
    identifier: row.identifier,
    agent:
      row.agentId === null ? null : { _id: row.agentId, loginName: row.loginName ?? '', fullName: row.fullName ?? '' },
    tenant: { _id: row.tenantId, name: row.tenantName },
    orgAccount: { _id: row.orgAccountId, orgName: row.orgName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // A document not queued yet is queued on its first detail request: it is on its way.
    conversion: row.type === 'document' ? (row.conversionStatus ?? 'pending') : null,
    conversionError: row.conversionStatus === 'failed' ? (row.conversionError ?? documentPagesTexts.failed) : null,
  };
}

interface FileFilters {
  type?: FileKind | undefined;
  name?: string | undefined;
  tenant?: string | undefined;
  orgAccount?: string | undefined;
}

interface FileOrder {
  orderBy: FileSortField;
  order: 'asc' | 'desc';
}

const sortColumns = { createdAt: 'f.createdAt', updatedAt: 'f.updatedAt', name: 'f.name', size: 'f.size' } as const;

/** Filters from the client only narrow; an id that is not a uuid matches nothing. */
function applyFilters(query: FileQuery, filters: FileFilters): FileQuery | null {
  // 5G materials have their own list (server/services/fiveG/materials.ts).
  let q = query.where('f.resType', 'is', null);
  for (const id of [filters.tenant, filters.orgAccount]) if (id && !isUuid(id)) return null;
  if (filters.type) q = q.where('f.type', '=', filters.type);
  if (filters.name) q = q.where('f.name', 'ilike', likePattern(filters.name));
  if (filters.tenant) q = q.where('f.tenantId', '=', filters.tenant);
  if (filters.orgAccount) q = q.where('f.orgAccountId', '=', filters.orgAccount);
  return q;
}

export interface NewFile {
  tenantId: string;
  orgAccountId: string;
  agentId: string;
  name: string;
  type: FileKind;
  fileType: string;
  storageKey: string;
  size: number;
  sha256: string;
  contentType: string;
  isPublic: boolean;
  range: 1 | 2;
  identifier?: string | null;
  resType?: FiveGResType | null;
}

/** SQL of file records. */
export class FileService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(
    scope: Scope,
    filters: FileFilters,
    page: FileOrder & { pageIndex: number; pageSize: number },
  ): Promise<ListResult<FileRecord>> {
    const base = applyFilters(fileRows(this.db).where(visibleTo(scope, 'f')) as FileQuery, filters);
    if (!base) return { list: [], count: 0 };
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(sortColumns[page.orderBy], page.order).orderBy('f.id', page.order),
      page,
    );
    return { list: (rows as FileRow[]).map(toFileRecord), count };
  }

  /** An admin's export: the items inside its scope (not the public items of others), up to EXPORT_MAX_ROWS. */
  async exportList(filter: ScopeFilter, filters: FileFilters, order: FileOrder): Promise<FileRecord[]> {
    let base = applyFilters(fileRows(this.db) as FileQuery, filters);
    for (const id of [filter.tenantId, filter.orgAccountId]) if (id !== undefined && !isUuid(id)) base = null;
    if (!base) return [];
    if (filter.tenantId !== undefined) base = base.where('f.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) base = base.where('f.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) base = base.where('f.agentId', '=', filter.agentId);
    const rows = await base
      .orderBy(sortColumns[order.orderBy], order.order)
      .orderBy('f.id', order.order)
      .limit(EXPORT_MAX_ROWS)
      .execute();
    return (rows as FileRow[]).map(toFileRecord);
  }

  /** The file if the scope may see it. */
  async find(id: string, scope: Scope): Promise<FileRow | null> {
    if (!isUuid(id)) return null;
    const row = await fileRows(this.db).where('f.id', '=', id).where(visibleTo(scope, 'f')).executeTakeFirst();
    return row ?? null;
  }

  /** `db` is a transaction when the insert is part of one (StorageQuota.within). */
  async insert(file: NewFile, db: Kysely<DB> = this.db): Promise<FileRecord> {
    const row = await db.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow();
    return fileRecord(db, row.id);
  }

  async update(
    id: string,
    changes: { name?: string | undefined; isPublic?: boolean | undefined; range?: number | undefined },
  ): Promise<FileRecord> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    await this.db
      .updateTable('files')
      .set({ ...set, updatedAt: sql`now()` })
      .where('id', '=', id)
      .execute();
    return fileRecord(this.db, id);
  }

  /** Deletes the file with its conversion; answers the keys of its page images besides its own object, to remove from the storage. */
  async remove(id: string): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      // Waits for a conversion recording its pages this moment, so that they are among those answered.
      await trx.selectFrom('fileConversions').select('fileId').where('fileId', '=', id).forUpdate().execute();
      const pages = await trx
        .selectFrom('filePages as p')
        .innerJoin('files as f', 'f.id', 'p.fileId')
        .select('p.storageKey')
        .where('p.fileId', '=', id)
        .whereRef('p.storageKey', '<>', 'f.storageKey')
        .execute();
      await trx.deleteFrom('files').where('id', '=', id).execute();
      return pages.map((page) => page.storageKey);
    });
  }
}
