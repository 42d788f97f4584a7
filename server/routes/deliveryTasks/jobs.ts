import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import { answerOf } from '../../../src/schemas/answers';
import {
  callQualityOf,
  deliveryCallQualitySchema,
  deliveryJobDetailSchema,
  deliveryJobParamsSchema,
  deliveryJobPaths,
  deliveryJobVideoSchema,
} from '../../../src/schemas/deliveryJob';
import { idParamsSchema } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

const secondsBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;

/** One recipient of a task (the spec's deliverJob), for the detail page's 详情 of a row: in the caller's scope only. */
export function deliveryJobRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const store = ctx.deliveries;
  const job = async (request: FastifyRequest, id: string) => {
    const filter = scopeFilter(scopeOf(auth(request)), {});
    const found = filter && (await store.job(filter, id));
    if (!found) throw notFound();
    return found;
  };

  const detailSchema = { params: deliveryJobParamsSchema, response: answerOf(deliveryJobDetailSchema) };
  app.get(deliveryJobPaths.detail, { schema: detailSchema }, async (request) => {
    const { task, recipient, messages } = await job(request, request.params.deliverJobId);
    return ok({ task, recipient, messages });
  });

  const videoSchema = { params: deliveryJobParamsSchema, response: answerOf(deliveryJobVideoSchema) };
  app.get(deliveryJobPaths.video, { schema: videoSchema }, async (request) => {
    const { videoContent, interaction, recipient } = await job(request, request.params.deliverJobId);
    return ok({ videoContent, interaction, watch: recipient.watch });
  });

  const qualitySchema = { params: idParamsSchema, response: answerOf(deliveryCallQualitySchema) };
  app.get(deliveryJobPaths.quality, { schema: qualitySchema }, async (request) => {
    const { recipient, call } = await job(request, request.params.id);
    if (!recipient.call || !call) return ok({ call: null, callQualityResult: null, callQualityMonitorResult: null });
    return ok({
      call: {
        _id: recipient.call._id,
        status: recipient.call.status,
        agentName: recipient.call.agentName,
        waitSeconds: secondsBetween(call.askedAt, call.answeredAt ?? call.closedAt),
        talkSeconds: secondsBetween(call.answeredAt, call.endedAt),
      },
      callQualityResult: call.network && call.answeredAt ? callQualityOf(call.network) : null,
      callQualityMonitorResult: call.network,
    });
  });
}
