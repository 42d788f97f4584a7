import type { FastifyInstance } from 'fastify';
import { levelAtLeast } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import {
  configQuerySchema,
  mediaDeliverConfigPaths,
  mediaDeliverConfigTexts as texts,
  noticeMailsSchema,
  outboxQuerySchema,
  recordSetSchema,
  type ConfigQuery,
  type NoticeMailsInput,
  type OutboxQuery,
  type RecordSetInput,
} from '../../../src/schemas/mediaDeliverConfig';
import type { AppContext } from '../../context';
import { auth, type AuthContext } from '../../plugins/auth';
import { assertOwn, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { MediaDeliverConfigs } from '../../services/mediaDeliverConfig';

/**
 * System settings (spec 3 §7 mediaDeliverConfig/recordSet and noticeMails): a tenant's own. Organisation
 * and tenant admins read their tenant's, tenant admins change them; a platform admin names the tenant.
 * The outbox of the tenant's mails is read beside them.
 */
export function mediaDeliverConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const configs = new MediaDeliverConfigs(ctx.db);

  /** The tenant the request is about: the session's, or for a platform admin the one it names. */
  const tenantOf = async (session: AuthContext, sent: string | undefined, change: boolean): Promise<string> => {
    if (!levelAtLeast(session.level, '2')) throw forbidden();
    if (change && !levelAtLeast(session.level, '3')) throw forbidden(texts.adminOnly);
    if (session.level !== '4') {
      assertOwn('tenant', sent, session.tenantId);
      if (session.tenantId === null) throw forbidden(texts.noTenant);
      return session.tenantId;
    }
    if (!sent) throw invalid({ tenant: texts.noTenant });
    const found = isUuid(sent) && (await ctx.db.selectFrom('tenants').select('id').where('id', '=', sent).executeTakeFirst());
    if (!found) throw notFound();
    return found.id;
  };

  app.get<{ Querystring: ConfigQuery }>(mediaDeliverConfigPaths.recordSet, { schema: { querystring: configQuerySchema } }, async (request) =>
    ok(await configs.recordSet(await tenantOf(auth(request), request.query.tenant, false))),
  );

  app.put<{ Body: RecordSetInput }>(mediaDeliverConfigPaths.recordSet, { schema: { body: recordSetSchema } }, async (request) => {
    const body = request.body;
    const tenantId = await tenantOf(auth(request), body.tenant, true);
    if (body.recordSyncStartTime === body.recordSyncEndTime) throw invalid({ recordSyncEndTime: texts.sameTime });
    const existed = await configs.save(tenantId, { recordSyncStartTime: body.recordSyncStartTime, recordSyncEndTime: body.recordSyncEndTime });
    return ok(await configs.recordSet(tenantId), existed ? texts.updated : texts.configured);
  });

  app.get<{ Querystring: ConfigQuery }>(mediaDeliverConfigPaths.noticeMails, { schema: { querystring: configQuerySchema } }, async (request) =>
    ok(await configs.noticeMails(await tenantOf(auth(request), request.query.tenant, false))),
  );

  app.put<{ Body: NoticeMailsInput }>(mediaDeliverConfigPaths.noticeMails, { schema: { body: noticeMailsSchema } }, async (request) => {
    const tenantId = await tenantOf(auth(request), request.body.tenant, true);
    const mails = request.body.noticeMails.map((mail) => mail.trim().toLowerCase());
    if (new Set(mails).size !== mails.length) throw invalid({ noticeMails: texts.duplicateMail });
    const existed = await configs.save(tenantId, { noticeMails: mails });
    return ok(await configs.noticeMails(tenantId), existed ? texts.updated : texts.configured);
  });

  app.get<{ Querystring: OutboxQuery }>(mediaDeliverConfigPaths.outbox, { schema: { querystring: outboxQuerySchema } }, async (request) => {
    const tenantId = await tenantOf(auth(request), request.query.tenant, false);
    return ok(await ctx.mail.outbox(tenantId, { pageIndex: request.query.pageIndex ?? 1, pageSize: request.query.pageSize ?? 10 }));
  });
}
