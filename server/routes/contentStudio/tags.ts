import type { FastifyInstance } from 'fastify';
import { answerOf, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import {
  tagAuthorizeSchema,
  tagCreateSchema,
  tagListQuerySchema,
  tagPaths,
  tagRecordSchema,
  tagTexts,
  tagUpdateSchema,
  type TagRecord,
} from '../../../src/schemas/materialImage';
import type { Scope } from '../../../src/domain/scope';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { conflict, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { newItemTenant } from '../../services/contentOwnership';

/** Tags of templates (type 1) and materials (type 2), /TagManagement/list/:type: CRUD and who may use them. */
export function tagRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const tags = ctx.contentTags;

  /** A tag the user sees and may change; a foreign one answers as not there. */
  const changeable = async (scope: Scope, id: string): Promise<TagRecord> => {
    const found = await tags.find(scope, id);
    if (!found) throw notFound();
    if (!found.mayChange) throw forbidden(tagTexts.notYours);
    return found;
  };
  const checkAuthorized = async (tenantId: string | null, ids: string[]) => {
    if (!(await tags.authorizable(tenantId, ids))) throw invalid({ authorized: tagTexts.badAuthorized });
  };

  const tagAnswer = answerOf(tagRecordSchema);
  app.get(
    tagPaths.list,
    { schema: { querystring: tagListQuerySchema, response: answerOf(listOf(tagRecordSchema)) } },
    async (request) => {
      const q = request.query;
      return ok(
        await tags.list(scopeOf(auth(request)), q.type, {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          name: q.name,
          orderBy: q.orderBy,
          order: q.order,
        }),
      );
    },
  );

  app.get(tagPaths.one, { schema: { params: idParamsSchema, response: tagAnswer } }, async (request) => {
    const found = await tags.find(scopeOf(auth(request)), request.params.id);
    if (!found) throw notFound();
    return ok(found);
  });

  app.post(tagPaths.base, { schema: { body: tagCreateSchema, response: tagAnswer } }, async (request) => {
    const scope = scopeOf(auth(request));
    const tenantId = newItemTenant(scope);
    if (tenantId === undefined) throw forbidden(tagTexts.notYours);
    const name = request.body.name.trim();
    const authorized = request.body.authorized ?? [];
    if (await tags.nameTaken(tenantId, request.body.type, name)) throw conflict(tagTexts.nameTaken);
    await checkAuthorized(tenantId, authorized);
    const id = await tags.insert({ tenantId, type: request.body.type, name, authorized });
    return ok((await tags.find(scope, id)) ?? undefined, tagTexts.created);
  });

  app.put(
    tagPaths.one,
    { schema: { params: idParamsSchema, body: tagUpdateSchema, response: tagAnswer } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const tag = await changeable(scope, request.params.id);
      const name = request.body.name.trim();
      if (await tags.nameTaken(tag.tenant?._id ?? null, tag.type as 1 | 2, name, tag._id))
        throw conflict(tagTexts.nameTaken);
      await tags.update(tag._id, { name });
      return ok((await tags.find(scope, tag._id)) ?? undefined, tagTexts.saved);
    },
  );

  app.put(
    tagPaths.authorize,
    { schema: { params: idParamsSchema, body: tagAuthorizeSchema, response: tagAnswer } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const tag = await changeable(scope, request.params.id);
      await checkAuthorized(tag.tenant?._id ?? null, request.body.authorized);
      await tags.update(tag._id, { authorized: request.body.authorized });
      return ok((await tags.find(scope, tag._id)) ?? undefined, tagTexts.authorized);
    },
  );

  app.delete(tagPaths.one, { schema: { params: idParamsSchema, response: answerOf(idAnswer) } }, async (request) => {
    const tag = await changeable(scopeOf(auth(request)), request.params.id);
    await tags.remove(tag._id);
    return ok({ _id: tag._id }, tagTexts.deleted);
  });
}
