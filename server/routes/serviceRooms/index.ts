import type { FastifyInstance } from 'fastify';
import {
  callPaths,
  endRecordSchema,
  inProcessQuerySchema,
  startAgentSchema,
  startUserSchema,
  type StartAgentInput,
} from '../../../src/schemas/call';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { notFound, ok } from '../../plugins/envelope';
import { roomInviteRoutes } from './invites';

/** The rooms answered calls open (spec 1 §7.3): answering, the room in progress, ending, the customer joining. */
export function serviceRoomRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: StartAgentInput }>(callPaths.startAgent, { schema: { body: startAgentSchema } }, async (request) =>
    ok(
      await ctx.calls.rooms.answer(
        request.body.callId,
        auth(request).agentId,
        request.body.roomInfo?.from ?? 'Browser',
      ),
    ),
  );

  app.get<{ Querystring: { agentId?: string } }>(
    callPaths.inProcess,
    { schema: { querystring: inProcessQuerySchema } },
    async (request) => {
      const self = auth(request).agentId;
      if (request.query.agentId !== undefined && request.query.agentId !== self) throw notFound();
      return ok(await ctx.calls.views.inProcess(self));
    },
  );

  app.post<{ Body: { serviceId: string; notifyUser?: boolean } }>(
    callPaths.endRecord,
    { schema: { body: endRecordSchema } },
    async (request) => {
      await ctx.calls.rooms.endRoom(
        request.body.serviceId,
        { agentId: auth(request).agentId },
        request.body.notifyUser ?? true,
      );
      return ok(undefined, '会话已结束');
    },
  );

  app.post<{ Body: { serviceId: string; key: string } }>(
    callPaths.startUser,
    { config: { access: 'public' }, schema: { body: startUserSchema } },
    async (request) => ok(await ctx.calls.views.roomForCustomer(request.body.serviceId, request.body.key)),
  );

  roomInviteRoutes(app, ctx);
}
