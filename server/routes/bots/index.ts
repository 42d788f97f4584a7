import type { FastifyInstance } from 'fastify';
import {
  BOT_KINDS,
  botAllotSchema,
  botCreateSchema,
  botListQuerySchema,
  botPaths,
  botRelateQuerySchema,
  botRelateSchema,
  botTexts,
  botUpdateSchema,
  type BotAllot,
  type BotCreate,
  type BotListQuery,
  type BotRelate,
  type BotUpdate,
} from '../../../src/schemas/bot';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, notFound, ok } from '../../plugins/envelope';
import { dialogRoutes } from './dialogs';
import { botMediaRoutes } from './media';

type Id = { Params: { id: string } };

/**
 * Voice and video bots (spec 3 §7 "Bots"): GET/POST audioBot and videoBot, GET/PUT/DELETE …/{id},
 * PUT …/{id}/allocate, the tenants to allot to, and a video bot's related materials.
 */
export function botRoutes(app: FastifyInstance, ctx: AppContext): void {
  const bots = ctx.bots;
  const materials = ctx.botMaterials;

  for (const kind of BOT_KINDS) {
    const paths = botPaths[kind];
    app.get<{ Querystring: BotListQuery }>(
      paths.base,
      { schema: { querystring: botListQuerySchema } },
      async (request) => {
        const q = request.query;
        return ok(
          await bots.list(scopeOf(auth(request)), kind, {
            type: q.type ?? 'mine',
            pageIndex: q.pageIndex ?? 1,
            pageSize: q.pageSize ?? 10,
            ...(q.name ? { name: q.name } : {}),
          }),
        );
      },
    );
    app.post<{ Body: BotCreate }>(paths.base, { schema: { body: botCreateSchema } }, async (request) => {
      const session = auth(request);
      return ok({ id: await bots.create(scopeOf(session), session.agentId, kind, request.body) }, botTexts.created);
    });
    app.get<Id>(paths.one, async (request) => {
      const bot = await bots.get(scopeOf(auth(request)), kind, request.params.id);
      if (!bot) throw notFound();
      return ok(bot);
    });
    app.put<Id & { Body: BotUpdate }>(paths.one, { schema: { body: botUpdateSchema } }, async (request) => {
      await bots.update(scopeOf(auth(request)), kind, request.params.id, request.body);
      return ok(undefined, botTexts.saved);
    });
    app.delete<Id>(paths.one, async (request) => {
      await bots.remove(scopeOf(auth(request)), kind, request.params.id);
      return ok(undefined, botTexts.deleted);
    });
    app.put<Id & { Body: BotAllot }>(paths.allocate, { schema: { body: botAllotSchema } }, async (request) => {
      await bots.allot(scopeOf(auth(request)), kind, request.params.id, request.body.tenantIds);
      return ok(undefined, botTexts.allotted);
    });
  }

  app.get(botPaths.tenants, async (request) => {
    if (auth(request).level !== '4') throw forbidden();
    const list = await bots.tenants();
    return ok({ list, count: list.length });
  });

  app.put<Id & { Body: BotRelate }>(botPaths.relate, { schema: { body: botRelateSchema } }, async (request) => {
    const scope = scopeOf(auth(request));
    await materials.relate(scope, await bots.own(scope, 'video', request.params.id), request.body);
    return ok(undefined, botTexts.related);
  });

  app.get<{ Querystring: { botId: string } }>(
    botPaths.relateList,
    { schema: { querystring: botRelateQuerySchema } },
    async (request) => {
      const bot = await bots.get(scopeOf(auth(request)), 'video', request.query.botId);
      if (!bot) throw notFound();
      const list = await materials.list(bot.id);
      return ok({ list, count: list.length });
    },
  );

  dialogRoutes(app, ctx);
  botMediaRoutes(app, ctx);
}
