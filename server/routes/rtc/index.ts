import type { FastifyInstance } from 'fastify';
import { agentRtcConfigQuerySchema, customerRtcConfigSchema, rtcConfigPaths } from '../../../src/schemas/rtcConfig';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';

/** The room page's engine and credentials: the agent by its session, the customer by a key of the room. */
export function rtcRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = ctx.rtcConfig;

  app.get<{ Querystring: { serviceId: string } }>(
    rtcConfigPaths.agent,
    { schema: { querystring: agentRtcConfigQuerySchema } },
    async (request) => ok(await service.forAgent(request.query.serviceId, auth(request).agentId)),
  );

  app.post<{ Body: { serviceId: string; key: string } }>(
    rtcConfigPaths.customer,
    { config: { access: 'public' }, schema: { body: customerRtcConfigSchema } },
    async (request) => {
      await ctx.calls.views.roomForCustomer(request.body.serviceId, request.body.key);
      return ok(service.forCustomer(request.body.serviceId));
    },
  );
}
