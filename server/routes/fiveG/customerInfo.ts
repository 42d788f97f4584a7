import type { FastifyInstance } from 'fastify';
import {
  customerFormPaths,
  customerFormSaveSchema,
  customerFormSchema,
  customerFormTexts,
  customerInfoQuerySchema,
  customerInfoSaveSchema,
  servingCustomerInfoSchema,
} from '../../../src/schemas/customerForm';
import { answerOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { forbidden, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/**
 * The customer-information form (spec 1 §2.5, §3, §5): every account of a tenant reads it, its tenant admin
 * configures it; the agent of a 5G session in progress reads and saves its customer's information, whole while
 * the session lasts (afterwards it shows in the record, masked as every record is).
 */
export function customerInfoRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const service = ctx.customerInfo;
  const formAnswer = answerOf(customerFormSchema);
  const infoAnswer = answerOf(servingCustomerInfoSchema);
  const tenantOf = (tenantId: string | null) => {
    if (tenantId === null) throw forbidden(customerFormTexts.noTenant);
    return tenantId;
  };

  app.get(customerFormPaths.form, { schema: { response: formAnswer } }, async (request) =>
    ok(await service.form(tenantOf(auth(request).tenantId))),
  );

  app.put(
    customerFormPaths.form,
    { schema: { body: customerFormSaveSchema, response: formAnswer } },
    async (request) => {
      const session = auth(request);
      if (session.level !== '3') throw forbidden();
      const saved = await service.saveForm(tenantOf(session.tenantId), session.agentId, request.body.fields);
      return ok(saved, customerFormTexts.saved);
    },
  );

  app.get(
    customerFormPaths.info,
    { schema: { querystring: customerInfoQuerySchema, response: infoAnswer } },
    async (request) => {
      const room = await ctx.fiveGSessions.ownLive(request.query.serviceId, auth(request).agentId);
      return ok(await service.info(room.id, room.tenantId));
    },
  );

  app.put(
    customerFormPaths.info,
    { schema: { body: customerInfoSaveSchema, response: infoAnswer } },
    async (request) => {
      const room = await ctx.fiveGSessions.ownLive(request.body.serviceId, auth(request).agentId);
      return ok(await service.save(room.id, room.tenantId, request.body.values), customerFormTexts.saved);
    },
  );
}
