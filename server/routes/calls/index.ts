import type { FastifyInstance } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import { chinaDay } from '../../../src/domain/statusTime';
import {
  callDetailQuerySchema,
  callRejectSchema,
  customerCallSchema,
  customerCancelSchema,
  customerEvaluateSchema,
  customerJoinSchema,
  customerRoomEndSchema,
  receiveCallSchema,
  transferSchema,
  type CustomerCallInput,
} from '../../../src/schemas/call';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { invalid, notFound, ok } from '../../plugins/envelope';
import { ServiceWebService } from '../../services/serviceWebs';

const statusTimeQuerySchema = {
  $id: 'statusTimeQuery',
  type: 'object',
  properties: {
    agentId: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$', errorMessage: '请选择坐席' },
    day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: '请选择正确的日期' },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** Customers' calls (no sign-in), the agent's answers to them, and manual transfer. */
export function callRoutes(app: FastifyInstance, ctx: AppContext): void {
  const publicRoute = { config: { access: 'public' as const } };

  app.post<{ Body: CustomerCallInput }>('/api/customer/call', { ...publicRoute, schema: { body: customerCallSchema } }, async (request) =>
    ok(await ctx.calls.ask(request.body)),
  );

  app.post<{ Body: { callId: string } }>('/api/customer/call/cancel', { ...publicRoute, schema: { body: customerCancelSchema } }, async (request) => {
    const state = await ctx.calls.cancel(request.body.callId);
    if (!state) throw notFound();
    return ok(state);
  });

  app.get<{ Params: { callId: string } }>('/api/customer/call/:callId', publicRoute, async (request) => {
    const state = /^[0-9a-fA-F-]{36}$/.test(request.params.callId) ? await ctx.calls.views.customerState(request.params.callId) : null;
    if (!state) throw notFound();
    return ok(state);
  });

  app.post<{ Body: { callId: string; score: number; comment?: string } }>(
    '/api/customer/call/evaluate',
    { ...publicRoute, schema: { body: customerEvaluateSchema } },
    async (request) => {
      await ctx.calls.evaluate(request.body.callId, { score: request.body.score, comment: request.body.comment?.trim() ?? '' });
      return ok(undefined, '感谢您的评价');
    },
  );

  app.post<{ Body: { serviceId: string; inviteNumber: string } }>(
    '/api/customer/room/end',
    { ...publicRoute, schema: { body: customerRoomEndSchema } },
    async (request) => {
      await ctx.calls.views.roomForCustomer(request.body.serviceId, request.body.inviteNumber);
      await ctx.calls.endRoom(request.body.serviceId, { user: true }, false);
      return ok(undefined, '通话已结束');
    },
  );

  /** An invite number names one session in progress of either kind (server/services/inviteNumbers.ts). */
  app.post<{ Body: { inviteNumber: string } }>('/api/customer/join', { ...publicRoute, schema: { body: customerJoinSchema } }, async (request) => {
    const { inviteNumber } = request.body;
    const sameScreen = await new ServiceWebService(ctx.db).inProgressByInvite(inviteNumber);
    if (sameScreen) return ok({ kind: 'sameScreen' as const, serviceId: sameScreen.id, inviteNumber });
    return ok({ kind: 'room' as const, ...(await ctx.calls.views.roomByInvite(inviteNumber)) });
  });

  app.get('/api/manualTransfer/candidates', async (request) => ok(await ctx.calls.views.transferCandidates(auth(request).agentId)));

  app.get('/api/call/ringing', async (request) => ok(await ctx.calls.views.ringingAt(auth(request).agentId)));

  app.post<{ Body: { callId: string } }>('/api/call/reject', { schema: { body: callRejectSchema } }, async (request) => {
    await ctx.calls.reject(request.body.callId, auth(request).agentId);
    return ok(undefined, '已拒绝');
  });

  app.post<{ Body: { serviceId: string; agentId?: string; groupId?: string } }>(
    '/api/manualTransfer/transfer',
    { schema: { body: transferSchema } },
    async (request) => {
      const { serviceId, agentId, groupId } = request.body;
      return ok(await ctx.calls.transfer(serviceId, auth(request).agentId, { agentId, groupId }), '正在转接');
    },
  );

  app.get<{ Querystring: { callId: string } }>('/api/manualTransfer/callDetail', { schema: { querystring: callDetailQuerySchema } }, async (request) =>
    ok(await ctx.calls.views.transferDetail(request.query.callId, auth(request).agentId)),
  );

  app.post<{ Body: { agentId?: string; serviceId: string; callId: string } }>(
    '/api/manualTransfer/receiveCall',
    { schema: { body: receiveCallSchema } },
    async (request) => {
      const self = auth(request).agentId;
      if (request.body.agentId !== undefined && request.body.agentId !== self) throw notFound();
      return ok(await ctx.calls.receiveTransfer(request.body.callId, request.body.serviceId, self));
    },
  );

  /** Seconds per status of one agent on one China day (today by default): the agent's own, or an admin's agents. */
  app.get<{ Querystring: { agentId?: string; day?: string } }>('/api/agentStatus/time', { schema: { querystring: statusTimeQuerySchema } }, async (request) => {
    const session = auth(request);
    const agentId = request.query.agentId ?? session.agentId;
    const filter = scopeFilter(scopeOf(session));
    if (!filter || !(await ctx.agents.get(agentId, filter))) throw notFound();
    const day = request.query.day ?? chinaDay(new Date());
    if (Number.isNaN(Date.parse(day))) throw invalid({ day: '请选择正确的日期' });
    return ok({ agentId, day, seconds: await ctx.agentStatus.timeOfDay(agentId, day) });
  });
}
