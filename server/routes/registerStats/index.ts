import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { levelAtLeast, scopeFilter, type ScopeFilter } from '../../../src/domain/scope';
import { isWorkDate } from '../../../src/domain/workSlots';
import {
  registerStatsColumns,
  registerStatsPaths,
  registerStatsQuerySchema,
  registerStatsSchema,
  registerStatsTexts,
  type RegisterStatsQuery,
  type RegisterStatsRow,
} from '../../../src/schemas/registerStats';
import { answerOf, fileAnswer } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { EXPORT_MAX_ROWS, xlsxReply } from '../../services/excel';
import type { AuthContext } from '../../services/sessions';
import { chinaInstant } from '../../../src/domain/chinaTime';
import { chinaDayOf } from '../../db/sql';

const MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Registration statistics: accounts created per China day and organisation, inside the admin's scope (level 2 and up). */
export function registerStatsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const filterOf = (session: AuthContext, q: RegisterStatsQuery): ScopeFilter | null => {
    if (!levelAtLeast(session.level, '2')) throw forbidden();
    if (!isWorkDate(q.startTime) || !isWorkDate(q.endTime) || q.endTime < q.startTime)
      throw invalid({ startTime: registerStatsTexts.dateInvalid });
    if ((Date.parse(q.endTime) - Date.parse(q.startTime)) / DAY_MS >= MAX_DAYS)
      throw invalid({ endTime: registerStatsTexts.rangeTooLong });
    return scopeFilter(scopeOf(session), { tenantId: q.searchTenant });
  };

  const rows = async (filter: ScopeFilter | null, q: RegisterStatsQuery): Promise<RegisterStatsRow[]> => {
    if (!filter) return [];
    const day = chinaDayOf('a.createdAt');
    let query = ctx.db
      .selectFrom('agents as a')
      .innerJoin('tenants as t', 't.id', 'a.tenantId')
      .leftJoin('orgAccounts as o', 'o.id', 'a.orgAccountId')
      .select([
        day.as('day'),
        't.name as tenantName',
        sql<string>`coalesce(o.org_name, '')`.as('orgName'),
        sql<string>`count(*)`.as('count'),
      ])
      .where('a.createdAt', '>=', chinaInstant(q.startTime, '00:00'))
      .where('a.createdAt', '<', new Date(chinaInstant(q.endTime, '00:00').getTime() + DAY_MS));
    if (filter.tenantId) query = query.where('a.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId) query = query.where('a.orgAccountId', '=', filter.orgAccountId);
    const found = await query
      .groupBy([day, 't.name', 'o.orgName'])
      .orderBy(day, 'desc')
      .orderBy('t.name')
      .orderBy('o.orgName')
      .limit(EXPORT_MAX_ROWS)
      .execute();
    return found.map((row) => ({ ...row, count: Number(row.count) }));
  };

  app.get(
    registerStatsPaths.list,
    { schema: { querystring: registerStatsQuerySchema, response: answerOf(registerStatsSchema) } },
    async (request) => {
      const list = await rows(filterOf(auth(request), request.query), request.query);
      return ok({ list, total: list.reduce((sum, row) => sum + row.count, 0) });
    },
  );

  app.get(
    registerStatsPaths.export,
    { schema: { querystring: registerStatsQuerySchema, response: fileAnswer } },
    async (request, reply) =>
      xlsxReply(
        reply,
        registerStatsTexts.fileName,
        registerStatsColumns,
        (await rows(filterOf(auth(request), request.query), request.query)).map((row) => ({ ...row })),
      ),
  );
}
