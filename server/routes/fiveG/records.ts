import { masksFor } from '../../plugins/personalData';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDuration, recordScopeFilter } from '../../../src/domain/callRecords';
import {
  END_TYPE_NAMES,
  fiveGDetailSchema,
  fiveGExportQuerySchema,
  fiveGListQuerySchema,
  fiveGParamsSchema,
  fiveGPaths,
  fiveGRecordView,
  fiveGSessionSchema,
  fiveGTexts,
  type FiveGExportQuery,
  type FiveGSession,
} from '../../../src/schemas/fiveG';
import { answerOf, fileAnswer, listOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { SessionFilters } from '../../services/fiveG/records';
import type { FiveGSessions } from '../../services/fiveG/sessions';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';
import { tenantCodeOf } from '../../services/fiveG/views';

/** The export's cells: end types as words, talk time as mm:ss. */
const exportShape = (session: FiveGSession) => ({
  ...session,
  endType: session.endType === null ? '' : (END_TYPE_NAMES[String(session.endType)] ?? ''),
  talkSeconds: session.talkSeconds === null ? '' : formatDuration(session.talkSeconds),
});

/**
 * The 5G sessions list, the 5G records with their filters and export, and one session's detail: an agent
 * its own, an organisation admin its organisation (narrowed by the organisation it searches), a tenant
 * admin its tenant — as the call records (src/domain/callRecords.ts).
 */
export function fiveGRecordRoutes(fastify: FastifyInstance, ctx: AppContext, sessions: FiveGSessions): void {
  const app = typed(fastify);
  const records = ctx.fiveGRecords;

  const scopeFor = async (
    request: FastifyRequest,
    q: { searchTenant?: string | undefined; searchOrgAccount?: string | undefined } = {},
  ) => {
    const session = auth(request);
    return recordScopeFilter(scopeOf(session), await tenantCodeOf(ctx.db, session.tenantId), {
      tenantId: q.searchTenant,
      orgAccountId: q.searchOrgAccount,
    });
  };

  const filtersOf = (q: FiveGExportQuery): SessionFilters => {
    if (q.beginTime && q.endTime && Date.parse(q.beginTime) > Date.parse(q.endTime))
      throw invalid({ beginTime: fiveGTexts.timeOrder });
    return {
      userName: q.userName,
      userPhone: q.userPhone,
      agent: q.agent,
      status: q.status,
      beginTime: q.beginTime,
      endTime: q.endTime,
    };
  };

  // The sessions list and the records list are the one list under two paths.
  for (const path of [fiveGPaths.list, fiveGPaths.record]) {
    app.get(
      path,
      { schema: { querystring: fiveGListQuerySchema, response: answerOf(listOf(fiveGSessionSchema)) } },
      async (request) => {
        const q = request.query;
        const filters = filtersOf(q);
        const filter = await scopeFor(request, q);
        const page = { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10, order: q.order ?? 'desc' } as const;
        return ok(filter ? await records.list(filter, filters, page) : { list: [], count: 0 });
      },
    );
  }

  app.get(
    fiveGPaths.export,
    { schema: { querystring: fiveGExportQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const q = request.query;
      const filters = filtersOf(q);
      const filter = await scopeFor(request, q);
      const list = filter
        ? (await records.list(filter, filters, { pageIndex: 1, pageSize: EXPORT_MAX_ROWS, order: q.order ?? 'desc' }))
            .list
        : [];
      return schemaXlsxReply(reply, fiveGTexts.exportName, fiveGRecordView, list.map(exportShape));
    },
  );

  app.get(
    fiveGPaths.detail,
    { schema: { params: fiveGParamsSchema, response: answerOf(fiveGDetailSchema) } },
    async (request) => {
      const filter = await scopeFor(request);
      const session = await sessions.find(request.params.serviceId, filter);
      if (!masksFor(request))
        await request.logAccess({
          action: 'view',
          target: `5G会话 ${session.flowId ?? ''} ${session.userName}`.trim(),
          recordId: session.id,
          customerPhone: session.userPhone,
          tenantId: session.tenantId,
        });
      return ok(await records.detail(session));
    },
  );
}
