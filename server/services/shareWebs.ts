import { readPage } from '../db/page';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Scope, ScopeFilter } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import type { ShareWebRecord, ShareWebSortField, ShareWebType } from '../../src/schemas/shareWeb';
import type { DB } from '../db/types';
import { isUuid } from '../../src/schemas/fields';
import { visibleTo } from './contentAccess';
import { EXPORT_MAX_ROWS } from './excel';
import { likePattern } from '../db/sql';

type Joined = DB & { s: DB['shareWebs']; t: DB['tenants']; o: DB['orgAccounts']; a: DB['agents'] };
type ShareWebQuery = SelectQueryBuilder<Joined, 's' | 't' | 'o' | 'a', object>;

function shareWebRows(db: Kysely<DB>) {
  return db
    .selectFrom('shareWebs as s')
    .innerJoin('tenants as t', 't.id', 's.tenantId')
    .innerJoin('orgAccounts as o', 'o.id', 's.orgAccountId')
    .leftJoin('agents as a', 'a.id', 's.agentId')
    .select([
      's.id',
      's.type',
      's.name',
      's.url',
      's.thumbnail',
      's.status',
      's.isPublic',
      's.range',
      's.insurancePlanBookId',
      's.avatarId',
      's.voiceId',
      's.speedRate',
      's.words',
      's.digitalVideoId',
      's.agentId',
      's.tenantId',
      's.orgAccountId',
      's.createdAt',
      's.updatedAt',
      't.name as tenantName',
      'o.orgName',
      'a.loginName',
      'a.fullName',
    ]);
}

type ShareWebRow = Awaited<ReturnType<ReturnType<typeof shareWebRows>['executeTakeFirstOrThrow']>>;

export function toShareWebRecord(row: ShareWebRow): ShareWebRecord {
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    url: row.url,
    thumbnail: row.thumbnail,
    status: row.status ? 1 : 0,
    isPublic: row.isPublic ? 1 : 0,
    range: row.range === 1 ? 1 : 2,
    insurancePlanBookId: row.insurancePlanBookId,
    avatarId: row.avatarId,
    voiceId: row.voiceId,
    speedRate: row.speedRate,
    words: row.words,
    agent:
      row.agentId === null ? null : { _id: row.agentId, loginName: row.loginName ?? '', fullName: row.fullName ?? '' },
    tenant: { _id: row.tenantId, name: row.tenantName },
    orgAccount: { _id: row.orgAccountId, orgName: row.orgName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface ShareWebFilters {
  type?: ShareWebType | undefined;
  name?: string | undefined;
  status?: number | undefined;
  agent?: string | undefined;
  tenant?: string | undefined;
  orgAccount?: string | undefined;
}

interface ShareWebOrder {
  orderBy: ShareWebSortField;
  order: 'asc' | 'desc';
}

const sortColumns = { createdAt: 's.createdAt', updatedAt: 's.updatedAt', name: 's.name' } as const;

/** Filters from the client only narrow; an id that is not a uuid matches nothing. */
function applyFilters(query: ShareWebQuery, filters: ShareWebFilters): ShareWebQuery | null {
  let q = query;
  for (const id of [filters.tenant, filters.orgAccount, filters.agent]) if (id && !isUuid(id)) return null;
  if (filters.type) q = q.where('s.type', '=', filters.type);
  if (filters.name) q = q.where('s.name', 'ilike', likePattern(filters.name));
  if (filters.status !== undefined) q = q.where('s.status', '=', filters.status === 1);
  if (filters.agent) q = q.where('s.agentId', '=', filters.agent);
  if (filters.tenant) q = q.where('s.tenantId', '=', filters.tenant);
  if (filters.orgAccount) q = q.where('s.orgAccountId', '=', filters.orgAccount);
  return q;
}

interface NewShareWeb {
  /** Chosen beforehand when the link's address names it (a digital human's own page). */
  id?: string;
  tenantId: string;
  orgAccountId: string;
  agentId: string;
  type: ShareWebType;
  name: string;
  url: string;
  thumbnail: string | null;
  status: boolean;
  isPublic: boolean;
  range: 1 | 2;
  insurancePlanBookId: string | null;
  /** A digital human: what it says, how, and the video of it. */
  avatarId?: string | null;
  voiceId?: string | null;
  speedRate?: number | null;
  words?: string | null;
  digitalVideoId?: string | null;
}

type ShareWebChanges = Partial<Omit<NewShareWeb, 'id' | 'tenantId' | 'orgAccountId' | 'agentId'>>;

/** SQL of the H5 links (share webs). */
export class ShareWebService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(
    scope: Scope,
    filters: ShareWebFilters,
    page: ShareWebOrder & { pageIndex: number; pageSize: number },
  ): Promise<ListResult<ShareWebRecord>> {
    const base = applyFilters(shareWebRows(this.db).where(visibleTo(scope, 's')) as ShareWebQuery, filters);
    if (!base) return { list: [], count: 0 };
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(sortColumns[page.orderBy], page.order).orderBy('s.id', page.order),
      page,
    );
    return { list: (rows as ShareWebRow[]).map(toShareWebRecord), count };
  }

  /** An admin's export: the links inside its scope, up to EXPORT_MAX_ROWS. */
  async exportList(filter: ScopeFilter, filters: ShareWebFilters, order: ShareWebOrder): Promise<ShareWebRecord[]> {
    let base = applyFilters(shareWebRows(this.db) as ShareWebQuery, filters);
    for (const id of [filter.tenantId, filter.orgAccountId]) if (id !== undefined && !isUuid(id)) base = null;
    if (!base) return [];
    if (filter.tenantId !== undefined) base = base.where('s.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) base = base.where('s.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) base = base.where('s.agentId', '=', filter.agentId);
    const rows = await base
      .orderBy(sortColumns[order.orderBy], order.order)
      .orderBy('s.id', order.order)
      .limit(EXPORT_MAX_ROWS)
      .execute();
    return (rows as ShareWebRow[]).map(toShareWebRecord);
  }

  async find(id: string, scope: Scope): Promise<ShareWebRow | null> {
    if (!isUuid(id)) return null;
    return (await shareWebRows(this.db).where('s.id', '=', id).where(visibleTo(scope, 's')).executeTakeFirst()) ?? null;
  }

  /** A link by its id alone, for a signed address that carries the right to it. */
  async byId(id: string): Promise<ShareWebRow | null> {
    if (!isUuid(id)) return null;
    return (await shareWebRows(this.db).where('s.id', '=', id).executeTakeFirst()) ?? null;
  }

  async insert(shareWeb: NewShareWeb): Promise<ShareWebRecord> {
    const row = await this.db.insertInto('shareWebs').values(shareWeb).returning('id').executeTakeFirstOrThrow();
    return toShareWebRecord(await shareWebRows(this.db).where('s.id', '=', row.id).executeTakeFirstOrThrow());
  }

  async update(id: string, changes: ShareWebChanges): Promise<ShareWebRecord> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    await this.db
      .updateTable('shareWebs')
      .set({ ...set, updatedAt: sql`now()` })
      .where('id', '=', id)
      .execute();
    return toShareWebRecord(await shareWebRows(this.db).where('s.id', '=', id).executeTakeFirstOrThrow());
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('shareWebs').where('id', '=', id).execute();
  }

  /** The code of a tenant, which picks its default link type. */
  async tenantCode(tenantId: string | null | undefined): Promise<string | null> {
    if (!tenantId || !isUuid(tenantId)) return null;
    const row = await this.db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirst();
    return row?.code ?? null;
  }
}
