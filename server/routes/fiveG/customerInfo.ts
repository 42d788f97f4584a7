import type { FastifyInstance } from 'fastify';
import {
  customerFormPaths,
  customerFormSaveSchema,
  customerFormTexts,
  customerInfoQuerySchema,
  customerInfoSaveSchema,
  type CustomerFormSave,
  type CustomerInfoQuery,
  type CustomerInfoSave,
} from '../../../src/schemas/customerForm';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { forbidden, ok } from '../../plugins/envelope';

/**
 * The customer-information form (spec 1 §2.5, §3, §5): every account of a tenant reads it, its tenant admin
 * configures it; the agent of a 5G session in progress reads and saves its customer's information.
 */
export function customerInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = ctx.customerInfo;
  const tenantOf = (tenantId: string | null) => {
    if (tenantId === null) throw forbidden(customerFormTexts.noTenant);
    return tenantId;
  };

  app.get(customerFormPaths.form, async (request) => ok(await service.form(tenantOf(auth(request).tenantId))));

  app.put<{ Body: CustomerFormSave }>(
    customerFormPaths.form,
    { schema: { body: customerFormSaveSchema } },
    async (request) => {
      const session = auth(request);
      if (session.level !== '3') throw forbidden();
      const saved = await service.saveForm(tenantOf(session.tenantId), session.agentId, request.body.fields);
      return ok(saved, customerFormTexts.saved);
    },
  );

  app.get<{ Querystring: CustomerInfoQuery }>(
    customerFormPaths.info,
    { schema: { querystring: customerInfoQuerySchema } },
    async (request) => {
      const room = await ctx.fiveGSessions.find(request.query.serviceId, { agentId: auth(request).agentId });
      return ok(await service.info(room.id, room.tenantId));
    },
  );

  app.put<{ Body: CustomerInfoSave }>(
    customerFormPaths.info,
    { schema: { body: customerInfoSaveSchema } },
    async (request) => {
      const room = await ctx.fiveGSessions.ownLive(request.body.serviceId, auth(request).agentId);
      return ok(await service.save(room.id, room.tenantId, request.body.values), customerFormTexts.saved);
    },
  );
}
