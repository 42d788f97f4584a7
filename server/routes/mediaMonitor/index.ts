import type { FastifyInstance } from 'fastify';
import { answerOf, fileAnswer, listOf } from '../../../src/schemas/answers';
import { inScope } from '../../../src/domain/scope';
import {
  monitoringPaths,
  monitoringQuerySchema,
  monitoringRowSchema,
  monitoringStatisticsSchema,
  monitoringTexts,
  type MonitoringQuery,
  type MonitoringRow,
} from '../../../src/schemas/monitoring';
import {
  callTestResultSchema,
  callTestSchema,
  seatListQuerySchema,
  seatMonitorPaths,
  seatMonitorTexts,
  seatRowSchema,
  type CallTestResult,
} from '../../../src/schemas/seatMonitor';
import type { AppContext } from '../../context';
import { auth, scopeOf, type AuthContext } from '../../plugins/auth';
import { notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { EXPORT_MAX_ROWS, xlsxReply } from '../../services/excel';
import type { MonitoringWindow } from '../../services/monitoringStats';
import { narrowed } from './narrowed';
import { chinaDay, chinaDayEnd, chinaDayStart } from '../../../src/domain/chinaTime';

const DAY_MS = 86_400_000;
/** Spec 3 §9: the last 7 days, today included. */
const MONITOR_DAYS = 7;

/** The window asked for, or the last 7 China days up to the end of today. */
function monitoringWindow(
  query: { beginTime?: string | undefined; endTime?: string | undefined },
  now: Date,
): MonitoringWindow {
  const end = query.endTime ? new Date(query.endTime) : chinaDayEnd(chinaDay(now));
  const begin = query.beginTime
    ? new Date(query.beginTime)
    : chinaDayStart(chinaDay(now.getTime() - (MONITOR_DAYS - 1) * DAY_MS));
  return { begin, end };
}

const exportColumns = (['day', 'tenantName', 'orgName'] as const).map((key) => ({ key, title: monitoringTexts[key] }));
const figureColumns = [
  ['rs1', ['serviceRoomTotal', 'errorRoomTotal', 'errPercent']],
  ['rs2', ['netError', 'sdkError', 'serviceError', 'total']],
  ['rs3', ['linkError', 'linkErrorPercent', 'shareTotal']],
  ['rs4', ['screenLoginError', 'screenBreakError', 'total']],
] as const;
const flatColumns = [
  ...exportColumns,
  ...figureColumns.flatMap(([group, keys]) =>
    keys.map((key) => ({ key: `${group}.${key}`, title: `${monitoringTexts[group]}-${monitoringTexts[key]}` })),
  ),
];
function flatRow(row: MonitoringRow): Record<string, string | number> {
  const flat: Record<string, string | number> = { day: row.day, tenantName: row.tenantName, orgName: row.orgName };
  for (const [group, keys] of figureColumns)
    for (const key of keys) flat[`${group}.${key}`] = (row[group] as Record<string, number>)[key] ?? 0;
  return flat;
}

/**
 * Resource monitoring (spec 3 §7 "Monitor and settings"): the seat monitor and its call test, and the
 * monitoring figures with their list and export. Everything is read within the session's scope.
 */
export function mediaMonitorRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const stats = ctx.monitoringStats;
  const callService = ctx.callServiceSessions;

  app.get(
    seatMonitorPaths.list,
    { schema: { querystring: seatListQuerySchema, response: answerOf(listOf(seatRowSchema)) } },
    async (request) => {
      const q = request.query;
      const filter = narrowed(auth(request), q.searchTenant, q.searchOrgAccount);
      return ok(filter ? await ctx.seats.list(filter, q) : { list: [], count: 0 });
    },
  );

  app.post(
    seatMonitorPaths.callTest,
    { schema: { body: callTestSchema, response: answerOf(callTestResultSchema) } },
    async (request) => {
      const session = auth(request);
      const body = request.body;
      const seat = await ctx.seats.one(body.agentId);
      if (
        !seat ||
        !inScope(scopeOf(session), { agentId: seat._id, tenantId: seat.tenantId, orgAccountId: seat.orgAccountId })
      )
        throw notFound();
      const agent = await ctx.db
        .selectFrom('agents')
        .select(['cellphone', 'loginName'])
        .where('id', '=', seat._id)
        .executeTakeFirstOrThrow();
      const mediaAbility = body.mediaAbility === 3 ? 3 : 1;
      const flowId = `test-${Date.now()}`;
      const placed = await callService.dial(seat.tenantId, { flowId, phone: body.phoneNO, mediaAbility });
      const result: CallTestResult = {
        phone: agent.cellphone ?? '',
        workNO: agent.loginName,
        phoneNO: body.phoneNO,
        password: '',
        mediaAbility,
        token: placed.appToken,
        baseUrl: placed.baseUrl,
        serviceId: placed.serviceId,
        callId: placed.callId,
        flowId,
      };
      return ok(result, seatMonitorTexts.dialled);
    },
  );

  const figuresFor = (request: { query: MonitoringQuery }, session: AuthContext) => {
    const q = request.query;
    return { filter: narrowed(session, q.searchTenant, q.searchOrgAccount), window: monitoringWindow(q, ctx.now()) };
  };

  app.get(
    monitoringPaths.statistics,
    { schema: { querystring: monitoringQuerySchema, response: answerOf(monitoringStatisticsSchema) } },
    async (request) => {
      const { filter, window } = figuresFor(request, auth(request));
      return ok(await stats.statistics(filter, window));
    },
  );

  app.get(
    monitoringPaths.list,
    { schema: { querystring: monitoringQuerySchema, response: answerOf(listOf(monitoringRowSchema)) } },
    async (request) => {
      const { filter, window } = figuresFor(request, auth(request));
      if (!filter) return ok({ list: [], count: 0 });
      const rows = await stats.rows(filter, window);
      const pageSize = request.query.pageSize ?? 10;
      const start = ((request.query.pageIndex ?? 1) - 1) * pageSize;
      return ok({ list: rows.slice(start, start + pageSize), count: rows.length });
    },
  );

  app.get(
    monitoringPaths.export,
    { schema: { querystring: monitoringQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const { filter, window } = figuresFor(request, auth(request));
      const rows = filter ? (await stats.rows(filter, window)).slice(0, EXPORT_MAX_ROWS) : [];
      return xlsxReply(reply, monitoringTexts.fileName, flatColumns, rows.map(flatRow));
    },
  );
}
