import type { FastifyInstance } from 'fastify';
import { callsStaff, classifyAnswer } from '../../../src/domain/interaction';
import { answerOf, fileAnswer } from '../../../src/schemas/answers';
import {
  answerResultSchema,
  answerSchema,
  customerAudioParamsSchema,
  customerTaskQuerySchema,
  customerTaskSchema,
  deliveryTaskPaths,
  deliveryTaskTexts,
  SPOKEN_PARTS,
  spokenTexts,
  watchReportResultSchema,
  watchReportSchema,
  type AnswerResult,
  type CustomerTask,
} from '../../../src/schemas/deliveryTask';
import { isUuid } from '../../../src/schemas/fields';
import { pathWith } from '../../../src/schemas/paths';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/**
 * The customer's side of a delivery (spec 2 §4.5, §7.4 "Customer page"): the page a message links to reads
 * its task without signing in (the link's id is the recipient's, unguessable), reports watch progress, and
 * sends the answer; a yes (or any outcome) that hands over to staff asks a call of the outcome's service
 * group through the call routing, so an agent's call box rings.
 */
export function customerDeliveryRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const recipients = ctx.deliveryRecipients;
  const publicRoute = { config: { access: 'public' as const } };
  const warmed = ctx.warmedDeliveryTasks;
  const recipientOf = async (id: string) => {
    const found = await recipients.byLink(id);
    if (!found) throw notFound();
    return found;
  };

  const taskSchema = { querystring: customerTaskQuerySchema, response: answerOf(customerTaskSchema) };
  app.get(deliveryTaskPaths.customerTask, { ...publicRoute, schema: taskSchema }, async (request) => {
    const found = await recipientOf(request.query.taskId ?? '');
    const contentId = found.videoContentId;
    const texts = found.interaction ? spokenTexts(found.interaction) : null;
    const task: CustomerTask = {
      taskId: found.id,
      video: contentId && found.videoKey ? ctx.videoRenders.links.make('video', contentId) : null,
      recordImage: contentId && found.posterKey ? ctx.videoRenders.links.make('poster', contentId) : null,
      interaction: found.interaction,
      audioUrls: Object.fromEntries(
        SPOKEN_PARTS.map((part) => [
          part,
          texts?.[part] ? pathWith(deliveryTaskPaths.customerAudio, { taskId: found.id, part }) : null,
        ]),
      ) as CustomerTask['audioUrls'],
      speechAnswering: ctx.recognizer !== null,
    };
    // The words are synthesised while the customer watches, one after another, so none is waited for later;
    // once per task and process, however often the page is asked for (a failure is retried by the audio route).
    if (texts && warmed.add(found.id)) {
      const warm = async () => {
        for (const text of new Set(Object.values(texts).filter(Boolean))) await ctx.spokenWords.say(text, found.voice);
      };
      warm().catch((err: unknown) => request.log.warn({ err }, 'speech synthesis'));
    }
    return ok(task);
  });

  /** The spoken question or reply of the link's task (public, as the page is; audio elements send no header). */
  app.get(
    deliveryTaskPaths.customerAudio,
    { ...publicRoute, schema: { params: customerAudioParamsSchema, response: fileAnswer } },
    async (request, reply) => {
      const found = await recipientOf(request.params.taskId);
      const part = SPOKEN_PARTS.find((p) => p === request.params.part);
      const text = part && found.interaction ? spokenTexts(found.interaction)[part] : '';
      if (!text) throw notFound();
      let audio;
      try {
        audio = await ctx.spokenWords.say(text, found.voice);
      } catch (err) {
        request.log.warn({ err }, 'speech synthesis');
        throw conflict(deliveryTaskTexts.speechFailed);
      }
      reply.header('cache-control', 'private, max-age=3600');
      if (await ctx.spokenWords.send(reply, audio, request.headers.range)) return reply;
      throw notFound();
    },
  );

  app.post(
    deliveryTaskPaths.watch,
    { ...publicRoute, schema: { body: watchReportSchema, response: answerOf(watchReportResultSchema) } },
    async (request) => {
      const found = await recipientOf(request.body.taskId);
      await recipients.watched(found.id, request.body.watchId, request.body.watchDetail);
      return ok({ taskId: found.id });
    },
  );

  app.post(
    deliveryTaskPaths.answer,
    { ...publicRoute, schema: { body: answerSchema, response: answerOf(answerResultSchema) } },
    async (request) => {
      const found = await recipientOf(request.body.taskId);
      const outcomes = found.interaction?.outcomes;
      const outcome = outcomes
        ? classifyAnswer(request.body.answer, { no: outcomes.no.keywords, yes: outcomes.yes.keywords })
        : 'default';
      const block = outcomes?.[outcome];
      // The answer is kept first, so a second one (even sent at once) is refused before it could ask a call.
      if (!(await recipients.answered(found.id, request.body.answer.trim(), outcome)))
        throw conflict(deliveryTaskTexts.answeredBefore);
      let result: AnswerResult = { outcome, transfer: null, transferRefused: null };
      if (block && callsStaff(block) && !found.callId) {
        const groupId = isUuid(block.staffService) ? block.staffService : null;
        try {
          const asked = await ctx.calls.queue.ask({
            tenantCode: found.tenantCode,
            userName: found.name,
            userPhone: found.phone,
            ...(groupId ? { groupId } : {}),
          });
          await recipients.answerCalled(found.id, asked.callId);
          result = {
            ...result,
            transfer: {
              callId: asked.callId,
              tenantCode: found.tenantCode,
              groupId,
              name: found.name,
              phone: found.phone,
            },
          };
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          result = { ...result, transferRefused: err.message };
        }
      }
      return ok(result);
    },
  );
}
