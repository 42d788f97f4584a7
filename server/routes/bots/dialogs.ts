import type { FastifyInstance } from 'fastify';
import type { BotInput } from '../../../src/domain/botFlow';
import {
  botPaths,
  customerDmEndSchema,
  customerDmInitSchema,
  customerDmTurnSchema,
  dmEndSchema,
  dmInitSchema,
  dmTurnSchema,
  type CustomerDmInit,
  type CustomerDmTurn,
  type DmInit,
  type DmTurn,
} from '../../../src/schemas/bot';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';

const inputOf = (body: { text?: string; event?: DmTurn['event'] }): BotInput =>
  body.event !== undefined ? { event: body.event } : { text: body.text ?? '' };

/**
 * The /dm calls (spec 2 §7.4): open a dialogue with a bot, take a turn, end it; staff's previews, and the
 * customer's own (public: a tenant's code and a bot of it open one, its id takes it on); and the transcript of
 * a customer's dialogue handed over to a room's agent.
 */
export function dialogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dialogs = ctx.botDialogs;

  app.post<{ Body: DmInit }>(botPaths.dmInit, { schema: { body: dmInitSchema } }, async (request) =>
    ok(await dialogs.open(scopeOf(auth(request)), request.body.botId, request.body.callId)),
  );

  app.put<{ Params: { dmId: string }; Body: DmTurn }>(
    botPaths.dmTurn,
    { schema: { body: dmTurnSchema } },
    async (request) => {
      return ok(await dialogs.turn(scopeOf(auth(request)), request.params.dmId, inputOf(request.body)));
    },
  );

  app.post<{ Body: { dmId: string } }>(botPaths.dmEnd, { schema: { body: dmEndSchema } }, async (request) => {
    await dialogs.end(scopeOf(auth(request)), request.body.dmId);
    return ok();
  });

  const publicRoute = { config: { access: 'public' as const } };
  app.post<{ Body: CustomerDmInit }>(
    botPaths.customerDmInit,
    { ...publicRoute, schema: { body: customerDmInitSchema } },
    async (request) => ok(await dialogs.openForCustomer(request.body)),
  );
  app.post<{ Body: CustomerDmTurn }>(
    botPaths.customerDmTurn,
    { ...publicRoute, schema: { body: customerDmTurnSchema } },
    async (request) => ok(await dialogs.turnForCustomer(request.body.dmId, inputOf(request.body))),
  );
  app.post<{ Body: { dmId: string } }>(
    botPaths.customerDmEnd,
    { ...publicRoute, schema: { body: customerDmEndSchema } },
    async (request) => {
      await dialogs.endForCustomer(request.body.dmId);
      return ok();
    },
  );

  app.get<{ Params: { serviceId: string } }>(botPaths.transcript, async (request) =>
    ok(await dialogs.transcript(scopeOf(auth(request)), request.params.serviceId)),
  );
}
