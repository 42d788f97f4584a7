import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordScopeFilter } from '../../../src/domain/callRecords';
import {
  fiveGEndPhoneCallSchema,
  fiveGEventSchema,
  fiveGMicSchema,
  fiveGParamsSchema,
  fiveGPaths,
  fiveGReceiveSchema,
  fiveGRoomInfoSchema,
  fiveGServiceSchema,
  fiveGShareInfoSchema,
  fiveGStartPhoneCallSchema,
  fiveGStartSchema,
  fiveGStartShareSchema,
  fiveGVideoSchema,
} from '../../../src/schemas/fiveG';
import { fiveGTraceRecordSchema } from '../../../src/schemas/fiveGTrace';
import { customerInsuranceSchema, insuranceQuerySchema } from '../../../src/schemas/insurance';
import { answerOf } from '../../../src/schemas/answers';
import { roomEventRecordSchema } from '../../../src/schemas/roomEvent';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
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
export function fiveGRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
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
  /** Every change of the room answers the room as it now is. */
  const roomAnswer = answerOf(fiveGRoomInfoSchema);

  // A start names nothing but where it comes from; one sent without a body starts alike.
  const emptyBody = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  app.post(
    fiveGPaths.startAgent,
    { schema: { body: fiveGStartSchema, response: roomAnswer }, preValidation: emptyBody },
    async (request) => {
      // Without a call service (nor its simulator) no call can be made in the room, so none is opened.
      if (!ctx.callService.configured) throw notConfigured(callServiceTexts.serviceNotConfigured);
      return answer(await sessions.start(actorOf(request)));
    },
  );

  app.get(fiveGPaths.roomInfo, { schema: { params: fiveGParamsSchema, response: roomAnswer } }, async (request) => {
    const session = auth(request);
    const filter = recordScopeFilter(scopeOf(session), await tenantCodeOf(ctx.db, session.tenantId));
    return ok(await sessions.roomInfo(await sessions.find(request.params.serviceId, filter)));
  });

  app.post(
    fiveGPaths.event,
    { schema: { body: fiveGEventSchema, response: answerOf(roomEventRecordSchema) } },
    async (request) => {
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
    },
  );

  app.post(
    fiveGPaths.startShare,
    { schema: { body: fiveGStartShareSchema, response: roomAnswer } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.startShare(room, scopeOf(auth(request)), request.body);
      return answer(room.id);
    },
  );

  app.post(fiveGPaths.stopShare, { schema: { body: fiveGServiceSchema, response: roomAnswer } }, async (request) => {
    const room = await own(request, request.body.serviceId);
    await calls.stopShare(room.id);
    return answer(room.id);
  });

  app.post(fiveGPaths.shareInfo, { schema: { body: fiveGShareInfoSchema, response: roomAnswer } }, async (request) => {
    const room = await own(request, request.body.serviceId);
    await calls.sharePage(room.id, request.body.page);
    return answer(room.id);
  });

  app.post(
    fiveGPaths.startPhoneCall,
    { schema: { body: fiveGStartPhoneCallSchema, response: roomAnswer } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      const flowId = FiveGSessions.checkFlow(room, request.body.flowId);
      await calls.startCall(room, { ...request.body, flowId });
      return answer(room.id);
    },
  );

  // The trace record of the session's call (spec 2 §7.1): only the session's own agent reports it.
  app.post(
    fiveGPaths.traceRecordStatus,
    { schema: { body: fiveGTraceRecordSchema, response: roomAnswer } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.traceRecord(room.id, request.body.traceRecordId, request.body.status);
      return answer(room.id);
    },
  );

  app.put(fiveGPaths.micStatus, { schema: { body: fiveGMicSchema, response: roomAnswer } }, async (request) => {
    const room = await own(request, request.body.serviceId);
    await calls.setMic(room, request.body.status, request.body.callId);
    return answer(room.id);
  });

  app.put(fiveGPaths.videoStatus, { schema: { body: fiveGVideoSchema, response: roomAnswer } }, async (request) => {
    const room = await own(request, request.body.serviceId);
    await calls.setVideo(room, request.body);
    return answer(room.id);
  });

  app.post(
    fiveGPaths.endPhoneCall,
    { schema: { body: fiveGEndPhoneCallSchema, response: roomAnswer } },
    async (request) => {
      const room = await own(request, request.body.serviceId);
      await calls.endCall(room, request.body);
      return answer(room.id);
    },
  );

  app.put(fiveGPaths.end, { schema: { body: fiveGServiceSchema, response: roomAnswer } }, async (request) => {
    // Ending an ended session of one's own answers it as it is: a second tab or a retry is no fault.
    const room = await sessions.find(request.body.serviceId, { agentId: auth(request).agentId });
    await sessions.end(room.id);
    return answer(room.id);
  });

  app.post(fiveGPaths.receiveManual, { schema: { body: fiveGReceiveSchema, response: roomAnswer } }, async (request) =>
    answer(await sessions.receive(actorOf(request), request.body.incomeId)),
  );

  // The caller's policies (spec 1 §2.4 '5G call … fetches insurance'), for the session's own agent.
  app.get(
    fiveGPaths.insurance,
    { schema: { querystring: insuranceQuerySchema, response: answerOf(customerInsuranceSchema) } },
    async (request) => {
      const room = await sessions.find(request.query.serviceId, { agentId: auth(request).agentId });
      return ok(await insurance.of(room));
    },
  );

  fiveGRecordRoutes(fastify, ctx, sessions);
  fiveGMaterialRoutes(fastify, ctx);
  fiveGTemplateRoutes(fastify, ctx);
  customerInfoRoutes(fastify, ctx);
}
