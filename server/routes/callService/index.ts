import type { FastifyInstance } from 'fastify';
import { callServiceApiPaths } from '../../../src/schemas/callService';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { CallServiceSessions } from '../../services/callService';

/** The signed-in agent's way to the 5G call service: its base and the tenant's app token, never the tenant's key. */
export function callServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = new CallServiceSessions(ctx.db, ctx.callService);
  app.get(callServiceApiPaths.session, async (request) => ok(await sessions.forTenant(auth(request).tenantId)));
}
