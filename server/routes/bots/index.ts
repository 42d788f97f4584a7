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
  botCreatedSchema,
  botRecordSchema,
  botRelationSchema,
} from '../../../src/schemas/bot';
import { answerOf, emptyAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema, tenantRefRecord } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { dialogRoutes } from './dialogs';
import { botMediaRoutes } from './media';

/**
 * Voice and video bots (spec 3 §7 "Bots"): GET/POST audioBot and videoBot, GET/PUT/DELETE …/{id},
 * PUT …/{id}/allocate, the tenants to allot to, and a video bot's related materials.
 */
export function botRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const bots = ctx.bots;
  const materials = ctx.botMaterials;

  for (const kind of BOT_KINDS) {
    const paths = botPaths[kind];
    app.get(
      paths.base,
      { schema: { querystring: botListQuerySchema, response: answerOf(listOf(botRecordSchema)) } },
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
    app.post(
      paths.base,
      { schema: { body: botCreateSchema, response: answerOf(botCreatedSchema) } },
      async (request) => {
        const session = auth(request);
        return ok({ id: await bots.create(scopeOf(session), session.agentId, kind, request.body) }, botTexts.created);
      },
    );
    app.get(paths.one, { schema: { params: idParamsSchema, response: answerOf(botRecordSchema) } }, async (request) => {
      const bot = await bots.get(scopeOf(auth(request)), kind, request.params.id);
      if (!bot) throw notFound();
      return ok(bot);
    });
    app.put(
      paths.one,
      { schema: { params: idParamsSchema, body: botUpdateSchema, response: emptyAnswer } },
      async (request) => {
        await bots.update(scopeOf(auth(request)), kind, request.params.id, request.body);
        return ok(undefined, botTexts.saved);
      },
    );
    app.delete(paths.one, { schema: { params: idParamsSchema, response: emptyAnswer } }, async (request) => {
      await bots.remove(scopeOf(auth(request)), kind, request.params.id);
      return ok(undefined, botTexts.deleted);
    });
    app.put(
      paths.allocate,
      { schema: { params: idParamsSchema, body: botAllotSchema, response: emptyAnswer } },
      async (request) => {
        await bots.allot(scopeOf(auth(request)), kind, request.params.id, request.body.tenantIds);
        return ok(undefined, botTexts.allotted);
      },
    );
  }

  app.get(botPaths.tenants, { schema: { response: answerOf(listOf(tenantRefRecord)) } }, async (request) => {
    if (auth(request).level !== '4') throw forbidden();
    const list = await bots.tenants();
    return ok({ list, count: list.length });
  });

  app.put(
    botPaths.relate,
    { schema: { params: idParamsSchema, body: botRelateSchema, response: emptyAnswer } },
    async (request) => {
      const scope = scopeOf(auth(request));
      await materials.relate(scope, await bots.own(scope, 'video', request.params.id), request.body);
      return ok(undefined, botTexts.related);
    },
  );

  app.get(
    botPaths.relateList,
    { schema: { querystring: botRelateQuerySchema, response: answerOf(listOf(botRelationSchema)) } },
    async (request) => {
      const bot = await bots.get(scopeOf(auth(request)), 'video', request.query.botId);
      if (!bot) throw notFound();
      const list = await materials.list(bot.id);
      return ok({ list, count: list.length });
    },
  );

  dialogRoutes(fastify, ctx);
  botMediaRoutes(fastify, ctx);
}
