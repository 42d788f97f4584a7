import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../../src/schemas/answers';
import {
  agentRtcConfigQuerySchema,
  customerRtcConfigSchema,
  rtcConfigPaths,
  rtcConfigSchema,
  rtcEngineSchema,
} from '../../../src/schemas/rtcConfig';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/** The room page's engine and credentials: the agent by its session, the customer by a key of the room. */
export function rtcRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const service = ctx.rtcConfig;
  const response = answerOf(rtcConfigSchema);

  app.get(rtcConfigPaths.agent, { schema: { querystring: agentRtcConfigQuerySchema, response } }, async (request) =>
    ok(await service.forAgent(request.query.serviceId, auth(request).agentId)),
  );

  app.get(
    rtcConfigPaths.engine,
    { config: { access: 'public' }, schema: { response: answerOf(rtcEngineSchema) } },
    async () => ok({ engine: service.engine(), iceServers: service.publicIceServers() }),
  );

  app.post(
    rtcConfigPaths.customer,
    { config: { access: 'public' }, schema: { body: customerRtcConfigSchema, response } },
    async (request) => {
      await ctx.calls.views.roomForCustomer(request.body.serviceId, request.body.key);
      return ok(service.forCustomer(request.body.serviceId));
    },
  );
}
