import type { FastifyInstance } from 'fastify';
import type { BotInput } from '../../../src/domain/botFlow';
import {
  botPaths,
  botTranscriptAnswerSchema,
  customerDmEndSchema,
  customerDmInitSchema,
  customerDmStepSchema,
  customerDmTurnSchema,
  dmEndSchema,
  dmInitSchema,
  dmParamsSchema,
  dmStepSchema,
  dmTurnSchema,
  transcriptParamsSchema,
  type DmTurn,
} from '../../../src/schemas/bot';
import { answerOf, emptyAnswer } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

const inputOf = (body: { text?: string; event?: DmTurn['event'] }): BotInput =>
  body.event !== undefined ? { event: body.event } : { text: body.text ?? '' };

/**
 * The /dm calls (spec 2 §7.4): open a dialogue with a bot, take a turn, end it; staff's previews, and the
 * customer's own (public: a tenant's code and a bot of it open one, its id takes it on); and the transcript of
 * a customer's dialogue handed over to a room's agent.
 */
export function dialogRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const dialogs = ctx.botDialogs;
  const step = answerOf(dmStepSchema);
  const customerStep = answerOf(customerDmStepSchema);

  app.post(botPaths.dmInit, { schema: { body: dmInitSchema, response: step } }, async (request) =>
    ok(await dialogs.open(scopeOf(auth(request)), request.body.botId, request.body.callId)),
  );

  app.put(
    botPaths.dmTurn,
    { schema: { params: dmParamsSchema, body: dmTurnSchema, response: step } },
    async (request) => ok(await dialogs.turn(scopeOf(auth(request)), request.params.dmId, inputOf(request.body))),
  );

  app.post(botPaths.dmEnd, { schema: { body: dmEndSchema, response: emptyAnswer } }, async (request) => {
    await dialogs.end(scopeOf(auth(request)), request.body.dmId);
    return ok();
  });

  const publicRoute = { config: { access: 'public' as const } };
  app.post(
    botPaths.customerDmInit,
    { ...publicRoute, schema: { body: customerDmInitSchema, response: customerStep } },
    async (request) => ok(await dialogs.openForCustomer(request.body)),
  );
  app.post(
    botPaths.customerDmTurn,
    { ...publicRoute, schema: { body: customerDmTurnSchema, response: customerStep } },
    async (request) => ok(await dialogs.turnForCustomer(request.body.dmId, inputOf(request.body))),
  );
  app.post(
    botPaths.customerDmEnd,
    { ...publicRoute, schema: { body: customerDmEndSchema, response: emptyAnswer } },
    async (request) => {
      await dialogs.endForCustomer(request.body.dmId);
      return ok();
    },
  );

  app.get(
    botPaths.transcript,
    { schema: { params: transcriptParamsSchema, response: answerOf(botTranscriptAnswerSchema) } },
    async (request) => ok(await dialogs.transcript(scopeOf(auth(request)), request.params.serviceId)),
  );
}
