import type { FastifyInstance } from 'fastify';
import { answerOf, recordOf } from '../../../src/schemas/answers';
import { callServiceApiPaths, callServiceSessionSchema } from '../../../src/schemas/callService';
import { inboundCallSchema } from '../../../src/schemas/callServiceInbound';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/**
 * The signed-in agent's way to the 5G call service: its base and the tenant's app token, never the tenant's
 * key; and the service's signed callback for customers' calls.
 */
export function callServiceRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const sessions = ctx.callServiceSessions;
  const inbound = ctx.inboundCalls;
  app.get(callServiceApiPaths.session, { schema: { response: answerOf(callServiceSessionSchema) } }, async (request) =>
    ok(await sessions.forTenant(auth(request).tenantId)),
  );
  const offered = answerOf(recordOf({ offered: { type: 'boolean' } }));
  app.post(
    callServiceApiPaths.inbound,
    { schema: { body: inboundCallSchema, response: offered }, config: { access: 'public' } },
    async (request) => ok(await inbound.receive(request.body, ctx.now().getTime())),
  );
}
