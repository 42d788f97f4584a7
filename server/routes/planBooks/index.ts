import type { FastifyInstance } from 'fastify';
import {
  PLAN_BOOK_KINDS,
  planBookListQuerySchema,
  planBookPaths,
  planBookRecordSchema,
  type PlanBookKind,
  type PlanBookRecord,
} from '../../../src/schemas/insurancePlanBook';
import { answerOf, listOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { readPage } from '../../db/page';

/** GET insurancePlanBook (spec 1 §7.2): the company's plan books of the kinds digital-human material offers; everyone's for the platform admin. */
export function planBookRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).get(
    planBookPaths.list,
    { schema: { querystring: planBookListQuerySchema, response: answerOf(listOf(planBookRecordSchema)) } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const q = request.query;
      if (scope.level !== '4' && !scope.tenantId) return ok({ list: [], count: 0 });
      let base = ctx.db
        .selectFrom('insurancePlanBooks as b')
        .innerJoin('tenants as t', 't.id', 'b.tenantId')
        .select(['b.id', 'b.name', 'b.kind', 'b.tenantId', 't.name as tenantName'])
        .where('b.kind', 'in', q.kind ? [q.kind] : [...PLAN_BOOK_KINDS]);
      if (scope.level !== '4' && scope.tenantId) base = base.where('b.tenantId', '=', scope.tenantId);
      const { rows, count } = await readPage(
        base,
        (query) => query.orderBy('b.kind').orderBy('b.name').orderBy('b.id'),
        { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 100 },
      );
      const list: PlanBookRecord[] = rows.map((row) => ({
        _id: row.id,
        name: row.name,
        kind: row.kind as PlanBookKind,
        tenant: { _id: row.tenantId, name: row.tenantName },
      }));
      return ok({ list, count });
    },
  );
}
