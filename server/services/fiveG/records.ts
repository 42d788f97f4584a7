import { readPage } from '../../db/page';
import type { Kysely } from 'kysely';
import type { ScopeFilter } from '../../../src/domain/scope';
import type { ListResult } from '../../../src/schemas/api';
import { isUuid } from '../../../src/schemas/fields';
import type { FiveGDetail, FiveGSession } from '../../../src/schemas/fiveG';
import type { DB } from '../../db/types';
import { callRows, sessionRows, shareRows, toPhoneCall, toSession, toShare, type SessionRow } from './views';
import { likePattern } from '../../db/sql';

export interface SessionFilters {
  userName?: string | undefined;
  userPhone?: string | undefined;
  agent?: string | undefined;
  status?: 'inProgress' | 'ended' | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

/** The 5G sessions and records lists, their export and one session's detail (spec 1 §2 /fifthGeneration/*). */
export class FiveGRecords {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(scope: ScopeFilter, filters: SessionFilters) {
    let q = sessionRows(this.db);
    if (scope.tenantId !== undefined) q = q.where('r.tenantId', '=', scope.tenantId);
    if (scope.orgAccountId !== undefined) q = q.where('r.orgAccountId', '=', scope.orgAccountId);
    if (scope.agentId !== undefined) q = q.where('r.agentId', '=', scope.agentId);
    const name = filters.userName?.trim();
    if (name) q = q.where('r.userName', 'ilike', likePattern(name));
    const phone = filters.userPhone?.trim();
    if (phone) q = q.where('r.userPhone', 'like', likePattern(phone));
    const agent = filters.agent?.trim();
    if (agent)
      q = q.where((eb) =>
        eb.or([eb('a.fullName', 'ilike', likePattern(agent)), eb('a.loginName', 'ilike', likePattern(agent))]),
      );
    if (filters.status) q = q.where('r.status', '=', filters.status);
    if (filters.beginTime) q = q.where('r.startedAt', '>=', new Date(filters.beginTime));
    if (filters.endTime) q = q.where('r.startedAt', '<=', new Date(filters.endTime));
    return q;
  }

  async list(
    scope: ScopeFilter,
    filters: SessionFilters,
    page: { pageIndex: number; pageSize: number; order: 'asc' | 'desc' },
  ): Promise<ListResult<FiveGSession>> {
    if (![scope.tenantId, scope.orgAccountId, scope.agentId].every((id) => id === undefined || isUuid(id)))
      return { list: [], count: 0 };
    const { rows, count } = await readPage(
      this.filtered(scope, filters),
      (q) => q.orderBy('r.startedAt', page.order).orderBy('r.id', page.order),
      page,
    );
    return { list: rows.map(toSession), count };
  }

  async detail(row: SessionRow): Promise<FiveGDetail> {
    const calls = await callRows(this.db).where('serviceId', '=', row.id).orderBy('startedAt').execute();
    const shares = await shareRows(this.db).where('serviceId', '=', row.id).orderBy('startedAt').execute();
    const saved = await this.db
      .selectFrom('serviceRooms')
      .select('customerInfo')
      .where('id', '=', row.id)
      .executeTakeFirst();
    return {
      ...toSession(row),
      phoneCallList: calls.map(toPhoneCall),
      shares: shares.map(toShare),
      customerInfo: saved?.customerInfo ?? null,
    };
  }
}
