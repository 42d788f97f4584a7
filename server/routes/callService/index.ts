import type { FastifyInstance } from 'fastify';
import { callServiceApiPaths } from '../../../src/schemas/callService';
import { inboundCallSchema, type InboundCallInput } from '../../../src/schemas/callServiceInbound';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';

/**
 * The signed-in agent's way to the 5G call service: its base and the tenant's app token, never the tenant's
 * key; and the service's signed callback for customers' calls.
 */
export function callServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = ctx.callServiceSessions;
  const inbound = ctx.inboundCalls;
  app.get(callServiceApiPaths.session, async (request) => ok(await sessions.forTenant(auth(request).tenantId)));
  app.post<{ Body: InboundCallInput }>(
    callServiceApiPaths.inbound,
    { schema: { body: inboundCallSchema }, config: { access: 'public' } },
    async (request) => ok(await inbound.receive(request.body, ctx.now().getTime())),
  );
}
