import type { FastifyInstance } from 'fastify';
import { classifyAnswer } from '../../../src/domain/interaction';
import { answerSchema, deliveryTaskPaths, watchReportSchema, type AnswerResult, type CustomerTask, type DeliveryAnswer, type WatchReport } from '../../../src/schemas/deliveryTask';
import { isUuid } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { AppError, notFound, ok } from '../../plugins/envelope';
import type { DeliveryStore } from '../../services/deliveries/store';

/**
 * The customer's side of a delivery (spec 2 §4.5, §7.4 "Customer page"): the page a message links to reads
 * its task without signing in (the link's id is the recipient's, unguessable), reports watch progress, and
 * sends the answer; a yes (or any outcome) that hands over to staff asks a call of the outcome's service
 * group through the call routing, so an agent's call box rings.
 */
export function customerDeliveryRoutes(app: FastifyInstance, ctx: AppContext, store: DeliveryStore): void {
  const publicRoute = { config: { access: 'public' as const } };
  const recipientOf = async (id: string) => {
    const found = await store.forCustomer(id);
    if (!found) throw notFound();
    return found;
  };

  app.get<{ Querystring: { taskId?: string } }>(deliveryTaskPaths.customerTask, publicRoute, async (request) => {
    const found = await recipientOf(request.query.taskId ?? '');
    const contentId = found.videoContentId;
    const task: CustomerTask = {
      taskId: found.id,
      video: contentId && found.videoKey ? ctx.videoRenders.links.make('video', contentId) : null,
      recordImage: contentId && found.posterKey ? ctx.videoRenders.links.make('poster', contentId) : null,
      interaction: found.interaction,
      speechAnswering: ctx.recognizer !== null,
    };
    return ok(task);
  });

  app.post<{ Body: WatchReport }>(deliveryTaskPaths.watch, { ...publicRoute, schema: { body: watchReportSchema } }, async (request) => {
    const found = await recipientOf(request.body.taskId);
    await store.watched(found.id, request.body.watchId, request.body.watchDetail);
    return ok({ taskId: found.id });
  });

  app.post<{ Body: DeliveryAnswer }>(deliveryTaskPaths.answer, { ...publicRoute, schema: { body: answerSchema } }, async (request) => {
    const found = await recipientOf(request.body.taskId);
    const outcomes = found.interaction?.outcomes;
    const outcome = outcomes ? classifyAnswer(request.body.answer, { no: outcomes.no.keywords, yes: outcomes.yes.keywords }) : 'default';
    const block = outcomes?.[outcome];
    let result: AnswerResult = { outcome, transfer: null, transferRefused: null };
    if (block && block.transferStrategy !== 'none' && block.staffService !== '' && !found.callId) {
      const groupId = isUuid(block.staffService) ? block.staffService : null;
      try {
        const asked = await ctx.calls.queue.ask({ tenantCode: found.tenantCode, userName: found.name, userPhone: found.phone, ...(groupId ? { groupId } : {}) });
        result = { ...result, transfer: { callId: asked.callId, tenantCode: found.tenantCode, groupId, name: found.name, phone: found.phone } };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        result = { ...result, transferRefused: err.message };
      }
    }
    await store.answered(found.id, request.body.answer.trim(), outcome, result.transfer?.callId ?? null);
    return ok(result);
  });
}
