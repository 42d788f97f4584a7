import type { FastifyInstance } from 'fastify';
import type { BotInput } from '../../../src/domain/botFlow';
import { botPaths, dmEndSchema, dmInitSchema, dmTurnSchema, type DmInit, type DmTurn } from '../../../src/schemas/bot';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';

/** The /dm calls (spec 2 §7.4): open a dialogue with a bot, take a turn, end it. */
export function dialogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dialogs = ctx.botDialogs;

  app.post<{ Body: DmInit }>(botPaths.dmInit, { schema: { body: dmInitSchema } }, async (request) =>
    ok(await dialogs.open(scopeOf(auth(request)), request.body.botId, request.body.callId)),
  );

  app.put<{ Params: { dmId: string }; Body: DmTurn }>(
    botPaths.dmTurn,
    { schema: { body: dmTurnSchema } },
    async (request) => {
      const body = request.body;
      const input: BotInput = body.event !== undefined ? { event: body.event } : { text: body.text ?? '' };
      return ok(await dialogs.turn(scopeOf(auth(request)), request.params.dmId, input));
    },
  );

  app.post<{ Body: { dmId: string } }>(botPaths.dmEnd, { schema: { body: dmEndSchema } }, async (request) => {
    await dialogs.end(scopeOf(auth(request)), request.body.dmId);
    return ok();
  });
}
