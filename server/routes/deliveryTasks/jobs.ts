import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import {
  callQualityOf,
  deliveryJobPaths,
  type DeliveryCallQuality,
  type DeliveryJobDetail,
  type DeliveryJobVideo,
} from '../../../src/schemas/deliveryJob';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { notFound, ok } from '../../plugins/envelope';

const secondsBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;

/** One recipient of a task (the spec's deliverJob), for the detail page's 详情 of a row: in the caller's scope only. */
export function deliveryJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = ctx.deliveries;
  const job = async (request: FastifyRequest, id: string) => {
    const filter = scopeFilter(scopeOf(auth(request)), {});
    const found = filter && (await store.job(filter, id));
    if (!found) throw notFound();
    return found;
  };

  app.get<{ Params: { deliverJobId: string } }>(deliveryJobPaths.detail, async (request) => {
    const { task, recipient, messages } = await job(request, request.params.deliverJobId);
    return ok<DeliveryJobDetail>({ task, recipient, messages });
  });

  app.get<{ Params: { deliverJobId: string } }>(deliveryJobPaths.video, async (request) => {
    const { videoContent, interaction, recipient } = await job(request, request.params.deliverJobId);
    return ok<DeliveryJobVideo>({ videoContent, interaction, watch: recipient.watch });
  });

  app.get<{ Params: { id: string } }>(deliveryJobPaths.quality, async (request) => {
    const { recipient, call } = await job(request, request.params.id);
    if (!recipient.call || !call)
      return ok<DeliveryCallQuality>({ call: null, callQualityResult: null, callQualityMonitorResult: null });
    return ok<DeliveryCallQuality>({
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
