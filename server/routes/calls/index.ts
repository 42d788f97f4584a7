import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import {
  callDetailQuerySchema,
  callPaths,
  callTexts,
  callRejectSchema,
  customerCallSchema,
  customerCancelSchema,
  customerEvaluateSchema,
  customerJoinSchema,
  customerRoomEndSchema,
  receiveCallSchema,
  transferSchema,
  askedCallSchema,
  callIdParamsSchema,
  joinedSessionSchema,
  statusTimeSchema,
  transferCandidatesSchema,
  transferredCallSchema,
  type JoinedSession,
} from '../../../src/schemas/call';
import { answerOf, emptyAnswer } from '../../../src/schemas/answers';
import { answeredRoomSchema } from '../../../src/schemas/rtcConfig';
import { customerCallStateSchema, incomingCallSchema, transferDetailSchema } from '../../../src/schemas/events';
import { customerKeyTexts } from '../../../src/schemas/customerKey';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { isUuid, uuidField } from '../../../src/schemas/fields';
import { chinaDay } from '../../../src/domain/chinaTime';

/**
 * Wrong invite numbers one client address may send per window. There is no limit for all clients
 * together, so no outsider can close the form for everyone; the invite numbers' length keeps guessing a
 * live session infeasible at this rate from many addresses (docs/decisions.md, "Security and limits").
 */
export const JOIN_MISSES_PER_CLIENT = 10;
const JOIN_WINDOW_MS = 60 * 60_000;

/**
 * The join form's guard against guessing: every try is counted before the look-up, so tries sent at once
 * cannot pass together; only wrong numbers stay counted. Over the limit the answer is 429 whether or not
 * the number is right, so a refusal tells nothing. IPv6 addresses count by their network (normalizeIP),
 * since one host holds a whole /64.
 */
function joinThrottle(ctx: AppContext) {
  const counter = ctx.joinAttempts;
  return async (request: FastifyRequest, reply: FastifyReply, join: () => Promise<JoinedSession | null>) => {
    const key = `ip:${normalizeIP(request.ip)}`;
    const handBack = () => counter.refund(key);
    if ((await counter.add(key, JOIN_WINDOW_MS)) > JOIN_MISSES_PER_CLIENT) {
      await handBack();
      return reply.status(429).send({ errCode: 429, errInfo: customerKeyTexts.tooManyTries });
    }
    const session = await join().catch(async (err: unknown) => {
      await handBack();
      throw err;
    });
    if (!session) throw invalid({ inviteNumber: callTexts.inviteWrong });
    await handBack();
    return ok(session);
  };
}

const statusTimeQuerySchema = {
  $id: 'statusTimeQuery',
  type: 'object',
  properties: {
    agentId: uuidField('请选择坐席'),
    day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: '请选择正确的日期' },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** Customers' calls (no sign-in), the agent's answers to them, and manual transfer. */
export function callRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const publicRoute = { config: { access: 'public' as const } };
  const callStateAnswer = answerOf(customerCallStateSchema);

  app.post(
    callPaths.customerCall,
    { ...publicRoute, schema: { body: customerCallSchema, response: answerOf(askedCallSchema) } },
    async (request) => ok(await ctx.calls.queue.ask(request.body)),
  );

  app.post(
    callPaths.customerCancel,
    { ...publicRoute, schema: { body: customerCancelSchema, response: callStateAnswer } },
    async (request) => {
      const state = await ctx.calls.queue.cancel(request.body.callId);
      if (!state) throw notFound();
      return ok(state);
    },
  );

  const customerStateOptions = { ...publicRoute, schema: { params: callIdParamsSchema, response: callStateAnswer } };
  app.get(callPaths.customerState, customerStateOptions, async (request) => {
    const state = isUuid(request.params.callId) ? await ctx.calls.views.customerState(request.params.callId) : null;
    if (!state) throw notFound();
    return ok(state);
  });

  app.post(
    callPaths.customerEvaluate,
    { ...publicRoute, schema: { body: customerEvaluateSchema, response: emptyAnswer } },
    async (request) => {
      await ctx.calls.queue.evaluate(request.body.callId, {
        score: request.body.score,
        comment: request.body.comment?.trim() ?? '',
      });
      return ok(undefined, '感谢您的评价');
    },
  );

  /** Only the customer key ends the call: a guest who typed the number leaves it going. */
  app.post(
    callPaths.customerRoomEnd,
    { ...publicRoute, schema: { body: customerRoomEndSchema, response: emptyAnswer } },
    async (request) => {
      const room = await ctx.calls.views.roomForCustomer(request.body.serviceId, request.body.key);
      if (room.role !== 'customer') throw forbidden(customerKeyTexts.guestCannotEnd);
      await ctx.calls.rooms.endRoom(room.serviceId, { user: true }, false);
      return ok(undefined, '通话已结束');
    },
  );

  /**
   * The typed invite number names one session in progress of either kind (server/services/inviteNumbers.ts)
   * and answers its guest key; links carry the customer key and never come here.
   */
  const throttled = joinThrottle(ctx);
  const serviceWebs = ctx.serviceWebs;
  app.post(
    callPaths.customerJoin,
    { ...publicRoute, schema: { body: customerJoinSchema, response: answerOf(joinedSessionSchema) } },
    async (request, reply) =>
      throttled(request, reply, async () => {
        const { inviteNumber } = request.body;
        const sameScreen = await serviceWebs.inProgressByInvite(inviteNumber);
        if (sameScreen) return { kind: 'sameScreen', serviceId: sameScreen.id, inviteNumber, key: sameScreen.key };
        const room = await ctx.calls.views.roomByInvite(inviteNumber);
        return room && { kind: 'room', ...room };
      }),
  );

  app.get(callPaths.transferCandidates, { schema: { response: answerOf(transferCandidatesSchema) } }, async (request) =>
    ok(await ctx.calls.views.transferCandidates(auth(request).agentId)),
  );

  // None while nothing rings for the agent.
  const ringing = answerOf({ ...incomingCallSchema, type: ['object', 'null'] });
  app.get(callPaths.ringing, { schema: { response: ringing } }, async (request) =>
    ok(await ctx.calls.views.ringingAt(auth(request).agentId)),
  );

  app.post(callPaths.reject, { schema: { body: callRejectSchema, response: emptyAnswer } }, async (request) => {
    await ctx.calls.queue.reject(request.body.callId, auth(request).agentId);
    return ok(undefined, '已拒绝');
  });

  app.post(
    callPaths.transfer,
    { schema: { body: transferSchema, response: answerOf(transferredCallSchema) } },
    async (request) => {
      const { serviceId, agentId, groupId } = request.body;
      return ok(await ctx.calls.rooms.transfer(serviceId, auth(request).agentId, { agentId, groupId }), '正在转接');
    },
  );

  app.get(
    callPaths.callDetail,
    { schema: { querystring: callDetailQuerySchema, response: answerOf(transferDetailSchema) } },
    async (request) => ok(await ctx.calls.views.transferDetail(request.query.callId, auth(request).agentId)),
  );

  app.post(
    callPaths.receiveCall,
    { schema: { body: receiveCallSchema, response: answerOf(answeredRoomSchema) } },
    async (request) => {
      const self = auth(request).agentId;
      if (request.body.agentId !== undefined && request.body.agentId !== self) throw notFound();
      const room = await ctx.calls.rooms.receiveTransfer(request.body.callId, request.body.serviceId, self);
      return ok({ ...room, rtc: ctx.rtcConfig.forAnsweringAgent(room.serviceId, self) });
    },
  );

  /** Seconds per status of one agent on one China day (today by default): the agent's own, or an admin's agents. */
  app.get(
    callPaths.statusTime,
    { schema: { querystring: statusTimeQuerySchema, response: answerOf(statusTimeSchema) } },
    async (request) => {
      const session = auth(request);
      const agentId = request.query.agentId ?? session.agentId;
      const filter = scopeFilter(scopeOf(session));
      if (!filter || !(await ctx.agents.get(agentId, filter))) throw notFound();
      const day = request.query.day ?? chinaDay(new Date());
      if (Number.isNaN(Date.parse(day))) throw invalid({ day: '请选择正确的日期' });
      return ok({ agentId, day, seconds: await ctx.agentStatus.timeOfDay(agentId, day, ctx.clock.now()) });
    },
  );
}
