import type { FastifyInstance } from 'fastify';
import { answerOf, listOf } from '../../../src/schemas/answers';
import {
  configQuerySchema,
  mediaDeliverConfigPaths,
  mediaDeliverConfigTexts as texts,
  noticeMailsRecordSchema,
  noticeMailsSchema,
  outboxMailSchema,
  outboxQuerySchema,
  recordSetRecordSchema,
  recordSetSchema,
} from '../../../src/schemas/mediaDeliverConfig';
import type { AppContext } from '../../context';
import { auth, type AuthContext } from '../../plugins/auth';
import { invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { settingTenant } from './settingTenant';

/**
 * System settings (spec 3 §7 mediaDeliverConfig/recordSet and noticeMails): a tenant's own. Organisation
 * and tenant admins read their tenant's, tenant admins change them; a platform admin names the tenant.
 * The outbox of the tenant's mails is read beside them.
 */
export function mediaDeliverConfigRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const configs = ctx.mediaDeliverConfigs;

  const tenantOf = (session: AuthContext, sent: string | undefined, change: boolean) =>
    settingTenant(ctx.db, session, sent, change);

  app.get(
    mediaDeliverConfigPaths.recordSet,
    { schema: { querystring: configQuerySchema, response: answerOf(recordSetRecordSchema) } },
    async (request) => ok(await configs.recordSet(await tenantOf(auth(request), request.query.tenant, false))),
  );

  app.put(
    mediaDeliverConfigPaths.recordSet,
    { schema: { body: recordSetSchema, response: answerOf(recordSetRecordSchema) } },
    async (request) => {
      const body = request.body;
      const tenantId = await tenantOf(auth(request), body.tenant, true);
      if (body.recordSyncStartTime === body.recordSyncEndTime) throw invalid({ recordSyncEndTime: texts.sameTime });
      const existed = await configs.save(tenantId, {
        recordSyncStartTime: body.recordSyncStartTime,
        recordSyncEndTime: body.recordSyncEndTime,
      });
      return ok(await configs.recordSet(tenantId), existed ? texts.updated : texts.configured);
    },
  );

  app.get(
    mediaDeliverConfigPaths.noticeMails,
    { schema: { querystring: configQuerySchema, response: answerOf(noticeMailsRecordSchema) } },
    async (request) => ok(await configs.noticeMails(await tenantOf(auth(request), request.query.tenant, false))),
  );

  app.put(
    mediaDeliverConfigPaths.noticeMails,
    { schema: { body: noticeMailsSchema, response: answerOf(noticeMailsRecordSchema) } },
    async (request) => {
      const tenantId = await tenantOf(auth(request), request.body.tenant, true);
      const mails = request.body.noticeMails.map((mail) => mail.trim().toLowerCase());
      if (new Set(mails).size !== mails.length) throw invalid({ noticeMails: texts.duplicateMail });
      const existed = await configs.save(tenantId, { noticeMails: mails });
      return ok(await configs.noticeMails(tenantId), existed ? texts.updated : texts.configured);
    },
  );

  app.get(
    mediaDeliverConfigPaths.outbox,
    { schema: { querystring: outboxQuerySchema, response: answerOf(listOf(outboxMailSchema)) } },
    async (request) => {
      const tenantId = await tenantOf(auth(request), request.query.tenant, false);
      return ok(
        await ctx.mail.outbox(tenantId, {
          pageIndex: request.query.pageIndex ?? 1,
          pageSize: request.query.pageSize ?? 10,
        }),
      );
    },
  );
}
