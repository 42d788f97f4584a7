import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordScopeFilter } from '../../../src/domain/callRecords';
import type { RequestedFilter } from '../../../src/domain/scope';
import {
  customerKeyProperty,
  customerKeyTexts,
  customerPagePaths,
  customerSessionPath,
} from '../../../src/schemas/customerKey';
import { pathWith } from '../../../src/schemas/paths';
import {
  inviteMessage,
  serviceWebCreateSchema,
  serviceWebEndSchema,
  serviceWebExportQuerySchema,
  serviceWebIdQuerySchema,
  serviceWebListQuerySchema,
  serviceWebListView,
  serviceWebPaths,
  serviceWebSmsSchema,
  serviceWebTexts,
  customerSameScreenSchema,
  serviceWebInviteSchema,
  serviceWebInviteSentSchema,
  serviceWebParamsSchema,
  serviceWebRecordSchema,
  type ServiceWebListQuery,
} from '../../../src/schemas/serviceWeb';
import { answerOf, fileAnswer, listOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { assertOwn, conflict, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { publicOrigin } from '../../services/publicUrl';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';
import { toServiceWebRecord, type ServiceWebFilters, type ServiceWebRow } from '../../services/serviceWebs';
import { SHORT_CODE } from '../../services/shortLinks';

const SHORT_LINK_GONE_TEXT = '链接不存在或已失效';

/** GET /api/customer/sameScreen/:serviceId: the key of the customer's link, or the guest key of the typed number. */
const customerSameScreenQuerySchema = {
  $id: 'customerSameScreenQuery',
  type: 'object',
  properties: { key: customerKeyProperty, timestamp: { type: 'string' } },
  required: ['key'],
  additionalProperties: false,
  errorMessage: { required: { key: customerKeyTexts.wrong } },
} as const;

/** GET /s/:code: the short link's code. */
const shortLinkParamsSchema = {
  type: 'object',
  properties: { code: { type: 'string' } },
  required: ['code'],
} as const;

type ListFilters = Omit<ServiceWebListQuery, 'pageIndex' | 'pageSize'>;

const requestedOf = (q: ListFilters): RequestedFilter => ({
  tenantId: q.searchTenant,
  orgAccountId: q.searchOrgAccount,
  agentId: q.agentId,
});

function filtersOf(q: ListFilters): ServiceWebFilters {
  if (q.beginTime && q.endTime && Date.parse(q.beginTime) > Date.parse(q.endTime))
    throw invalid({ endTime: serviceWebTexts.timeOrder });
  return {
    agent: q.agent,
    serviceWebStatus: q.serviceWebStatus,
    callStatus: q.callStatus,
    beginTime: q.beginTime,
    endTime: q.endTime,
  };
}

/**
 * Same-screen records (spec 1 §7.4): list and export in the session's scope, create for the session's
 * agent, detail and end, and the invitation (text, SMS, short link) of a record still in progress.
 */
export function serviceWebRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const oneRecord = answerOf(serviceWebRecordSchema);
  const serviceWebs = ctx.serviceWebs;
  const shareWebs = ctx.shareWebs;

  const readable = async (request: FastifyRequest, requested: RequestedFilter = {}) => {
    const session = auth(request);
    return recordScopeFilter(scopeOf(session), await serviceWebs.tenantCode(session.tenantId), requested);
  };

  const getOne = async (request: FastifyRequest, serviceId: string): Promise<ServiceWebRow> => {
    const filter = await readable(request);
    const row = filter && (await serviceWebs.find(serviceId, filter));
    if (!row) throw notFound();
    return row;
  };

  /** Spec 1 §4: every invitation on an ended record is refused with the text that makes the client reload. */
  const inProgress = async (request: FastifyRequest, serviceId: string): Promise<ServiceWebRow> => {
    const row = await getOne(request, serviceId);
    if (row.status === 'ended') throw conflict(serviceWebTexts.recordEnded);
    return row;
  };

  const invitation = (request: FastifyRequest, row: ServiceWebRow) =>
    inviteMessage(
      row.fullName ?? '',
      row.inviteNumber,
      publicOrigin(ctx.config, request) + customerPagePaths.sameScreen({ serviceId: row.id, key: row.customerKey }),
    );

  app.get(
    serviceWebPaths.list,
    { schema: { querystring: serviceWebListQuerySchema, response: answerOf(listOf(serviceWebRecordSchema)) } },
    async (request) => {
      const q = request.query;
      const filters = filtersOf(q);
      const filter = await readable(request, requestedOf(q));
      const page = {
        pageIndex: q.pageIndex ?? 1,
        pageSize: q.pageSize ?? 10,
        orderBy: q.orderBy ?? 'startedAt',
        order: q.order ?? 'desc',
      } as const;
      return ok(filter ? await serviceWebs.list(filter, filters, page) : { list: [], count: 0 });
    },
  );

  app.get(
    serviceWebPaths.export,
    { schema: { querystring: serviceWebExportQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const q = request.query;
      const filters = filtersOf(q);
      const filter = await readable(request, requestedOf(q));
      const page = {
        pageIndex: 1,
        pageSize: EXPORT_MAX_ROWS,
        orderBy: q.orderBy ?? 'startedAt',
        order: q.order ?? 'desc',
      } as const;
      const records = filter ? (await serviceWebs.list(filter, filters, page)).list : [];
      return schemaXlsxReply(reply, '同屏记录', serviceWebListView, records);
    },
  );

  app.post(
    serviceWebPaths.create,
    { schema: { body: serviceWebCreateSchema, response: oneRecord } },
    async (request) => {
      const session = auth(request);
      if (!session.tenantId || !session.orgAccountId) throw forbidden(serviceWebTexts.noOrganisation);
      const body = request.body;
      assertOwn('agentId', body.agentId, session.agentId);
      assertOwn('tenant', body.tenant, session.tenantId);
      assertOwn('orgAccount', body.orgAccount, session.orgAccountId);
      const shareWeb = await shareWebs.find(body.shareWebId, scopeOf(session));
      if (!shareWeb || !shareWeb.status || shareWeb.tenantId !== session.tenantId)
        throw invalid({ shareWebId: serviceWebTexts.shareWebRequired });
      const record = await serviceWebs.create({
        tenantId: session.tenantId,
        orgAccountId: session.orgAccountId,
        agentId: session.agentId,
        shareWebId: shareWeb.id,
        shareWebName: shareWeb.name,
        shareWebUrl: shareWeb.url,
        customerName: body.customerName?.trim() || null,
        customerPhone: body.customerPhone || null,
      });
      return ok(record, serviceWebTexts.created);
    },
  );

  app.get(
    serviceWebPaths.detail,
    { schema: { querystring: serviceWebIdQuerySchema, response: oneRecord } },
    async (request) => ok(toServiceWebRecord(await getOne(request, request.query.serviceId))),
  );

  app.get(serviceWebPaths.one, { schema: { params: serviceWebParamsSchema, response: oneRecord } }, async (request) =>
    ok(toServiceWebRecord(await getOne(request, request.params.serviceId))),
  );

  app.post(serviceWebPaths.end, { schema: { body: serviceWebEndSchema, response: oneRecord } }, async (request) => {
    const row = await getOne(request, request.body.serviceId);
    if (row.status === 'inProgress') await serviceWebs.end(row.id, request.body.from ?? null);
    return ok(toServiceWebRecord(await getOne(request, row.id)), serviceWebTexts.closed);
  });

  app.get(
    serviceWebPaths.inviteMessage,
    { schema: { querystring: serviceWebIdQuerySchema, response: answerOf(serviceWebInviteSchema) } },
    async (request) => {
      const row = await inProgress(request, request.query.serviceId);
      return ok({ content: invitation(request, row) });
    },
  );

  app.post(
    serviceWebPaths.sendInvite,
    { schema: { body: serviceWebSmsSchema, response: answerOf(serviceWebInviteSentSchema) } },
    async (request) => {
      const row = await inProgress(request, request.body.serviceId);
      const phones = [...new Set(request.body.phones)];
      const identity = { tenantId: row.tenantId, agentId: auth(request).agentId };
      const content = invitation(request, row);
      for (const phone of phones) await ctx.sms.send(identity, { phone, content, params: [content] });
      return ok({ phones }, serviceWebTexts.smsSent);
    },
  );

  app.get(
    serviceWebPaths.shortUrl,
    { schema: { querystring: serviceWebIdQuerySchema, response: answerOf({ type: 'string' }) } },
    async (request) => {
      const row = await inProgress(request, request.query.serviceId);
      return ok(
        publicOrigin(ctx.config, request) +
          pathWith(serviceWebPaths.shortLink, { code: await serviceWebs.shortCode(row.id) }),
      );
    },
  );

  /** The customer's page of a record in progress (no sign-in); polled, so an ended record answers the refusal. */
  app.get(
    serviceWebPaths.customerSession,
    {
      config: { access: 'public' },
      schema: {
        params: serviceWebParamsSchema,
        querystring: customerSameScreenQuerySchema,
        response: answerOf(customerSameScreenSchema),
      },
    },
    async (request) => {
      const { serviceId } = request.params;
      const record = await serviceWebs.forCustomer(serviceId, request.query.key);
      if (!record) throw invalid({ key: customerKeyTexts.wrong });
      return ok({
        serviceId,
        inviteNumber: record.inviteNumber,
        agentName: record.agentName,
        shareWeb: { name: record.shareWebName, url: record.shareWebUrl },
      });
    },
  );

  /** The short link behind the QR code while its session is in progress: no sign-in, straight to the customer's page. */
  app.get(
    serviceWebPaths.shortLink,
    {
      config: { access: 'public' },
      schema: {
        params: shortLinkParamsSchema,
        response: { ...fileAnswer, 404: { description: 'a gone link: its text, as a page' } },
      },
    },
    async (request, reply) => {
      const session = SHORT_CODE.test(request.params.code) ? await ctx.shortLinks.sessionOf(request.params.code) : null;
      if (!session) return reply.status(404).type('text/plain; charset=utf-8').send(SHORT_LINK_GONE_TEXT);
      return reply.redirect(publicOrigin(ctx.config, request) + customerSessionPath(session), 302);
    },
  );
}
