import { readPage } from '../db/page';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ScopeFilter } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import {
  serviceWebTexts,
  type ServiceWebEndFrom,
  type ServiceWebRecord,
  type ServiceWebStatus,
} from '../../src/schemas/serviceWeb';
import type { DB } from '../db/types';
import { invalid } from '../plugins/envelope';
import { isUuid } from '../../src/schemas/fields';
import { guestKeyOf, roleOfKey } from './customerKeys';
import { claimInviteNumber } from './inviteNumbers';
import { ShortLinks } from './shortLinks';
import { likePattern } from '../db/sql';

type Joined = DB & { w: DB['serviceWebs']; t: DB['tenants']; o: DB['orgAccounts']; a: DB['agents'] };
type ServiceWebQuery = SelectQueryBuilder<Joined, 'w' | 't' | 'o' | 'a', object>;

function serviceWebRows(db: Kysely<DB>) {
  return db
    .selectFrom('serviceWebs as w')
    .innerJoin('tenants as t', 't.id', 'w.tenantId')
    .innerJoin('orgAccounts as o', 'o.id', 'w.orgAccountId')
    .leftJoin('agents as a', 'a.id', 'w.agentId')
    .select([
      'w.id',
      'w.inviteNumber',
      'w.customerKey',
      'w.status',
      'w.shareWebId',
      'w.shareWebName',
      'w.shareWebUrl',
      'w.customerName',
      'w.customerPhone',
      'w.agentId',
      'w.tenantId',
      'w.orgAccountId',
      'w.startedAt',
      'w.endedAt',
      'w.endedFrom',
      'w.createdAt',
      't.name as tenantName',
      't.code as tenantCode',
      'o.orgName',
      'a.loginName',
      'a.fullName',
    ]);
}

export type ServiceWebRow = Awaited<ReturnType<ReturnType<typeof serviceWebRows>['executeTakeFirstOrThrow']>>;

export function toServiceWebRecord(row: ServiceWebRow): ServiceWebRecord {
  return {
    _id: row.id,
    inviteNumber: row.inviteNumber,
    callStatus: row.status,
    shareWeb: { _id: row.shareWebId, name: row.shareWebName, url: row.shareWebUrl },
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    agent:
      row.agentId === null ? null : { _id: row.agentId, loginName: row.loginName ?? '', fullName: row.fullName ?? '' },
    tenant: { _id: row.tenantId, name: row.tenantName, code: row.tenantCode },
    orgAccount: { _id: row.orgAccountId, orgName: row.orgName },
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endedFrom: row.endedFrom,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a list asks beyond its scope: the agent's name, the status (either spelling) and the start window. */
export interface ServiceWebFilters {
  agent?: string | undefined;
  serviceWebStatus?: ServiceWebStatus | undefined;
  callStatus?: ServiceWebStatus | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

interface ServiceWebOrder {
  orderBy: 'createdAt' | 'startedAt';
  order: 'asc' | 'desc';
}

const sortColumns = { createdAt: 'w.createdAt', startedAt: 'w.startedAt' } as const;

/** The scope's ids and the filters; an id that is not a uuid matches nothing. */
function narrowed(query: ServiceWebQuery, scope: ScopeFilter, filters: ServiceWebFilters): ServiceWebQuery | null {
  let q = query;
  for (const id of [scope.tenantId, scope.orgAccountId, scope.agentId])
    if (id !== undefined && !isUuid(id)) return null;
  if (scope.tenantId !== undefined) q = q.where('w.tenantId', '=', scope.tenantId);
  if (scope.orgAccountId !== undefined) q = q.where('w.orgAccountId', '=', scope.orgAccountId);
  if (scope.agentId !== undefined) q = q.where('w.agentId', '=', scope.agentId);
  if (filters.agent) {
    const pattern = likePattern(filters.agent);
    q = q.where((eb) => eb.or([eb('a.fullName', 'ilike', pattern), eb('a.loginName', 'ilike', pattern)]));
  }
  for (const status of [filters.serviceWebStatus, filters.callStatus]) if (status) q = q.where('w.status', '=', status);
  if (filters.beginTime) q = q.where('w.startedAt', '>=', new Date(filters.beginTime));
  if (filters.endTime) q = q.where('w.startedAt', '<=', new Date(filters.endTime));
  return q;
}

interface NewServiceWeb {
  tenantId: string;
  orgAccountId: string;
  agentId: string;
  shareWebId: string;
  shareWebName: string;
  shareWebUrl: string;
  customerName: string | null;
  customerPhone: string | null;
}

/** SQL of the same-screen records, their short links and their lookups. */
export class ServiceWebService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly shortLinks: ShortLinks,
  ) {}

  async list(
    scope: ScopeFilter,
    filters: ServiceWebFilters,
    page: ServiceWebOrder & { pageIndex: number; pageSize: number },
  ): Promise<ListResult<ServiceWebRecord>> {
    const base = narrowed(serviceWebRows(this.db) as ServiceWebQuery, scope, filters);
    if (!base) return { list: [], count: 0 };
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(sortColumns[page.orderBy], page.order).orderBy('w.id', page.order),
      page,
    );
    return { list: (rows as ServiceWebRow[]).map(toServiceWebRecord), count };
  }

  async find(id: string, scope: ScopeFilter): Promise<ServiceWebRow | null> {
    if (!isUuid(id)) return null;
    const query = narrowed(serviceWebRows(this.db) as ServiceWebQuery, scope, {});
    return ((await query?.where('w.id', '=', id).executeTakeFirst()) as ServiceWebRow | undefined) ?? null;
  }

  /** A new record in progress with an invite number no room or record in progress holds. */
  async create(values: NewServiceWeb): Promise<ServiceWebRecord> {
    const row = await this.db
      .transaction()
      .execute(async (trx) =>
        trx
          .insertInto('serviceWebs')
          .values({ ...values, inviteNumber: await claimInviteNumber(trx) })
          .returning('id')
          .executeTakeFirstOrThrow(),
      )
      .catch((error: unknown) => {
        // The link was deleted between the check and the insert.
        if ((error as { code?: unknown }).code === '23503')
          throw invalid({ shareWebId: serviceWebTexts.shareWebRequired });
        throw error;
      });
    return toServiceWebRecord(await serviceWebRows(this.db).where('w.id', '=', row.id).executeTakeFirstOrThrow());
  }

  /** The record in progress a customer's typed invite number names, with its guest key. */
  async inProgressByInvite(inviteNumber: string): Promise<{ id: string; key: string } | null> {
    const row = await this.db
      .selectFrom('serviceWebs')
      .select(['id', 'customerKey'])
      .where('inviteNumber', '=', inviteNumber)
      .where('status', '=', 'inProgress')
      .executeTakeFirst();
    return row ? { id: row.id, key: guestKeyOf(row.customerKey) } : null;
  }

  /** What the customer's page of a record in progress shows, to the holder of either of its keys. */
  async forCustomer(
    id: string,
    key: string,
  ): Promise<{ inviteNumber: string; shareWebName: string; shareWebUrl: string; agentName: string } | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('serviceWebs as w')
      .leftJoin('agents as a', 'a.id', 'w.agentId')
      .select(['w.inviteNumber', 'w.customerKey', 'w.shareWebName', 'w.shareWebUrl', 'a.fullName'])
      .where('w.id', '=', id)
      .where('w.status', '=', 'inProgress')
      .executeTakeFirst();
    if (!row || !roleOfKey(row.customerKey, key)) return null;
    return {
      inviteNumber: row.inviteNumber,
      shareWebName: row.shareWebName,
      shareWebUrl: row.shareWebUrl,
      agentName: row.fullName ?? '',
    };
  }

  /** Ends a record in progress; an ended record keeps its end. */
  async end(id: string, from: ServiceWebEndFrom | null): Promise<void> {
    await this.db
      .updateTable('serviceWebs')
      .set({ status: 'ended', endedAt: sql`now()`, endedFrom: from, updatedAt: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'inProgress')
      .execute();
  }

  /** The record's short-link code, made on first use and the same afterwards. */
  async shortCode(serviceWebId: string): Promise<string> {
    return this.shortLinks.codeFor({ serviceWebId });
  }

  async tenantCode(tenantId: string | null): Promise<string | null> {
    if (!tenantId || !isUuid(tenantId)) return null;
    const row = await this.db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirst();
    return row?.code ?? null;
  }
}
