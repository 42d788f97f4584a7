import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordScopeFilter } from '../../../src/domain/callRecords';
import {
  fiveGEndPhoneCallSchema,
  fiveGEventSchema,
  fiveGMicSchema,
  fiveGParamsSchema,
  fiveGPaths,
  fiveGReceiveSchema,
  fiveGServiceSchema,
  fiveGShareInfoSchema,
  fiveGStartPhoneCallSchema,
  fiveGStartSchema,
  fiveGStartShareSchema,
  fiveGVideoSchema,
  type FiveGEndPhoneCallInput,
  type FiveGEventInput,
  type FiveGMicInput,
  type FiveGReceiveInput,
  type FiveGServiceInput,
  type FiveGShareInfoInput,
  type FiveGStartPhoneCallInput,
  type FiveGStartShareInput,
  type FiveGVideoInput,
} from '../../../src/schemas/fiveG';
import { fiveGTraceRecordSchema, type FiveGTraceRecordInput } from '../../../src/schemas/fiveGTrace';
import { insuranceQuerySchema, type InsuranceQuery } from '../../../src/schemas/insurance';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { FiveGSessions } from '../../services/fiveG/sessions';
import { tenantCodeOf } from '../../services/fiveG/views';
import { notConfigured } from '../../services/standIns';
import { callServiceTexts } from '../../../src/schemas/callService';
import { fiveGMaterialRoutes } from './materials';
import { fiveGRecordRoutes } from './records';
import { fiveGTemplateRoutes } from './templates';
import { customerInfoRoutes } from './customerInfo';

/**
 * The 5G room's calls (spec 2 §7.2): its agent starts, runs and ends the session; every id is checked
 * against the session's scope, and only the session's own agent changes it.
 */
export function fiveGRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = ctx.fiveGSessions;
  const calls = ctx.fiveGCalls;
  const events = ctx.roomEvents;
  const insurance = ctx.fiveGInsurance;

  const actorOf = (request: FastifyRequest) => {
    const session = auth(request);
    return { agentId: session.agentId, tenantId: session.tenantId, orgAccountId: session.orgAccountId };
  };
  /** The caller's own session in progress; any other id is refused alike. */
  const own = (request: FastifyRequest, serviceId: string) => sessions.ownLive(serviceId, auth(request).agentId);
  const answer = async (serviceId: string) => ok(await sessions.reread(serviceId));

  // A start names nothing but where it comes from; one sent without a body starts alike.
  const emptyBody = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  app.post<{ Body: { from?: 'list' | 'urlLogin' } }>(
    fiveGPaths.startAgent,
    { schema: { body: fiveGStartSchema }, preValidation: emptyBody },
    async (request) => {
      // Without a call service (nor its simulator) no call can be made in the room, so none is opened.
      if (!ctx.callService.configured) throw notConfigured(callServiceTexts.serviceNotConfigured);
      return answer(await sessions.start(actorOf(request)));
    },
  );

  app.get<{ Params: { serviceId: string } }>(
    fiveGPaths.roomInfo,
    { schema: { params: fiveGParamsSchema } },
    async (request) => {
      const session = auth(request);
      const filter = recordScopeFilter(scopeOf(session), await tenantCodeOf(ctx.db, session.tenantId));
      return ok(await sessions.roomInfo(await sessions.find(request.params.serviceId, filter)));
    },
  );

  app.post<{ Body: FiveGEventInput }>(fiveGPaths.event, { schema: { body: fiveGEventSchema } }, async (request) => {
    const room = await own(request, request.body.serviceId);
    return ok(
      await events.add({
        serviceId: room.id,
        actor: 'agent',
        actorName: room.fullName,
        event: request.body.event,
        detail: request.body.detail ?? {},
      }),
    );
  });

  app.post<{ Body: FiveGStartShareInput }>(
    fiveGPaths.startShare,
    { schema: { body: fiveGStartShareSchema } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.startShare(room, scopeOf(auth(request)), request.body);
      return answer(room.id);
    },
  );

  app.post<{ Body: FiveGServiceInput }>(
    fiveGPaths.stopShare,
    { schema: { body: fiveGServiceSchema } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.stopShare(room.id);
      return answer(room.id);
    },
  );

  app.post<{ Body: FiveGShareInfoInput }>(
    fiveGPaths.shareInfo,
    { schema: { body: fiveGShareInfoSchema } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.sharePage(room.id, request.body.page);
      return answer(room.id);
    },
  );

  app.post<{ Body: FiveGStartPhoneCallInput }>(
    fiveGPaths.startPhoneCall,
    { schema: { body: fiveGStartPhoneCallSchema } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      const flowId = FiveGSessions.checkFlow(room, request.body.flowId);
      await calls.startCall(room, { ...request.body, flowId });
      return answer(room.id);
    },
  );

  // The trace record of the session's call (spec 2 §7.1): only the session's own agent reports it.
  app.post<{ Body: FiveGTraceRecordInput }>(
    fiveGPaths.traceRecordStatus,
    { schema: { body: fiveGTraceRecordSchema } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.traceRecord(room.id, request.body.traceRecordId, request.body.status);
      return answer(room.id);
    },
  );

  app.put<{ Body: FiveGMicInput }>(fiveGPaths.micStatus, { schema: { body: fiveGMicSchema } }, async (request) => {
    const room = await own(request, request.body.serviceId);
    await calls.setMic(room, request.body.status, request.body.callId);
    return answer(room.id);
  });

  app.put<{ Body: FiveGVideoInput }>(
    fiveGPaths.videoStatus,
    { schema: { body: fiveGVideoSchema } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.setVideo(room, request.body);
      return answer(room.id);
    },
  );

  app.post<{ Body: FiveGEndPhoneCallInput }>(
    fiveGPaths.endPhoneCall,
    { schema: { body: fiveGEndPhoneCallSchema } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.endCall(room, request.body);
      return answer(room.id);
    },
  );

  app.put<{ Body: FiveGServiceInput }>(fiveGPaths.end, { schema: { body: fiveGServiceSchema } }, async (request) => {
    // Ending an ended session of one's own answers it as it is: a second tab or a retry is no fault.
    const room = await sessions.find(request.body.serviceId, { agentId: auth(request).agentId });
    await sessions.end(room.id);
    return answer(room.id);
  });

  app.post<{ Body: FiveGReceiveInput }>(
    fiveGPaths.receiveManual,
    { schema: { body: fiveGReceiveSchema } },
    async (request) => answer(await sessions.receive(actorOf(request), request.body.incomeId)),
  );

  // The caller's policies (spec 1 §2.4 '5G call … fetches insurance'), for the session's own agent.
  app.get<{ Querystring: InsuranceQuery }>(
    fiveGPaths.insurance,
    { schema: { querystring: insuranceQuerySchema } },
    async (request) => {
      const room = await sessions.find(request.query.serviceId, { agentId: auth(request).agentId });
      return ok(await insurance.of(room));
    },
  );

  fiveGRecordRoutes(app, ctx, sessions);
  fiveGMaterialRoutes(app, ctx);
  fiveGTemplateRoutes(app, ctx);
  customerInfoRoutes(app, ctx);
}
