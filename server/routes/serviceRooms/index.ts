import type { FastifyInstance } from 'fastify';
import {
  callPaths,
  customerRoomSchema,
  endRecordSchema,
  inProcessQuerySchema,
  startAgentSchema,
  startedRoomSchema,
  startUserSchema,
} from '../../../src/schemas/call';
import { answerOf, emptyAnswer } from '../../../src/schemas/answers';
import { answeredRoomSchema } from '../../../src/schemas/rtcConfig';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { roomInviteRoutes } from './invites';

/** The rooms answered calls open (spec 1 §7.3): answering, the room in progress, ending, the customer joining. */
export function serviceRoomRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const startAgentOptions = { schema: { body: startAgentSchema, response: answerOf(answeredRoomSchema) } };
  app.post(callPaths.startAgent, startAgentOptions, async (request) => {
    const agentId = auth(request).agentId;
    const room = await ctx.calls.rooms.answer(request.body.callId, agentId, request.body.roomInfo?.from ?? 'Browser');
    return ok({ ...room, rtc: ctx.rtcConfig.forAnsweringAgent(room.serviceId, agentId) });
  });

  app.get(
    callPaths.inProcess,
    {
      schema: {
        querystring: inProcessQuerySchema,
        // None while the agent has no room in progress.
        response: answerOf({ ...startedRoomSchema, type: ['object', 'null'] }),
      },
    },
    async (request) => {
      const self = auth(request).agentId;
      if (request.query.agentId !== undefined && request.query.agentId !== self) throw notFound();
      return ok(await ctx.calls.views.inProcess(self));
    },
  );

  app.post(callPaths.endRecord, { schema: { body: endRecordSchema, response: emptyAnswer } }, async (request) => {
    await ctx.calls.rooms.endRoom(
      request.body.serviceId,
      { agentId: auth(request).agentId },
      request.body.notifyUser ?? true,
    );
    return ok(undefined, '会话已结束');
  });

  app.post(
    callPaths.startUser,
    { config: { access: 'public' }, schema: { body: startUserSchema, response: answerOf(customerRoomSchema) } },
    async (request) => ok(await ctx.calls.views.roomForCustomer(request.body.serviceId, request.body.key)),
  );

  roomInviteRoutes(fastify, ctx);
}
